CREATE INDEX "ads_new_idx" ON "advertisements" USING btree ("new","id");--> statement-breakpoint
CREATE INDEX "ads_name_idx" ON "advertisements" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "ads_created_idx" ON "advertisements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ads_visible_industry_idx" ON "advertisements" USING btree ("visible","industry","id");--> statement-breakpoint
-- Keyword search is `search_text LIKE '%word%'`; the planner estimates its selectivity from
-- this column's histogram. With the default 100 buckets a word in 1 % of the ads looks as
-- rare as a word in one ad, and the planner sorts every match instead of walking the id
-- index. 500 buckets tell 1 % from 0.01 %. (Hand-written: drizzle-kit does not model it.)
ALTER TABLE "advertisements" ALTER COLUMN "search_text" SET STATISTICS 500;
