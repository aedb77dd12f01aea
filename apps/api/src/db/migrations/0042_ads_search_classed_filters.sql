-- Issue 29 §3, decision 025 ("Filters in the classed index"): a common word with an industry and
-- a format. Its capped count read two bitmaps of 100,000-200,000 rows at a million ads (the
-- word from search_doc's index, the industry from its btree), ANDed them, then the heap for the
-- format: 64-100 ms. With the industry and the format in the classed index beside the words
-- (btree_gin gives GIN the = of plain columns), one index scan intersects the posting lists of
-- the word's class, the industry and the format, skipping through them, and the heap is read
-- only for the rows having all three. As lower(industry) and lower(format), expressions only the
-- search's count writes: as plain columns the lists without a keyword took this index for their
-- filters (33,000 rows of one industry and format as a bitmap, slower than the scan they had).
-- The index keeps its name, and its first column its
-- statistics (pg_stats of ads_search_classed, attname search_classed), which the tiers read.
-- Rebuilt with CREATE INDEX (not concurrently): writes to ads wait for it (1,000,000 ads: see
-- docs/performance.md, "Search").
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "ads_search_classed";
--> statement-breakpoint
CREATE INDEX "ads_search_classed" ON "advertisements" USING gin (search_classed(search_doc), lower("industry"), lower("format"));
