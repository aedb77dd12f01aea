-- Collection Bulk Insert links thousands of ads in one statement, and the trigger of migration
-- 0003 then rewrites each linked ad's collection_ids. With full pages every such UPDATE moves
-- the row and re-inserts it into all of the table's indexes (the trigram index of search_text
-- the most costly); with 10 % of each page kept free it is a HOT update that touches no index,
-- since collection_ids is not indexed. Measured at 100,000 ads on PGlite (decision 013):
-- linking 5,000 ads took 5.5 s with full pages, 0.4 s with this. Pages written before this
-- migration keep their fill until the table is rewritten (VACUUM FULL or a dump and restore).
ALTER TABLE "advertisements" SET (fillfactor = 90);
