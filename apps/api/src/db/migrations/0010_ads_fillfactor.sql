-- Collection Bulk Insert links thousands of ads in one statement, and the trigger of migration
-- 0003 then rewrites each linked ad's collection_ids. With full pages every such UPDATE moves
-- the row to another page and re-inserts it into all of the table's indexes (the trigram index
-- of search_text the most costly); with a fifth of each page kept free the new version fits
-- beside the old one: a HOT update that touches no index, since collection_ids is not indexed.
-- A fifth, not a tenth: a demo-like ad is about 1.2 kB, and 10 % of a page does not hold one.
-- Measured at 100,000 ads on PGlite (decision 013). Pages written before this migration keep
-- their fill until the table is rewritten (VACUUM FULL, or a dump and restore).
ALTER TABLE "advertisements" SET (fillfactor = 80);
