DROP INDEX "tiktoks_post_id_idx";--> statement-breakpoint
ALTER TABLE "tiktoks" ALTER COLUMN "created_time" SET DEFAULT now();--> statement-breakpoint
-- the list is ordered by created_time: a post stored without one takes the time it was added
UPDATE "tiktoks" SET "created_time" = "created_at" WHERE "created_time" IS NULL;--> statement-breakpoint
ALTER TABLE "tiktoks" ALTER COLUMN "created_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tiktoks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(username, '') || ' ' || chr(1) || ' ' || coalesce(description, '') || ' ' || chr(1) || ' ' || coalesce(music_title, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tiktoks_post_id_unique" ON "tiktoks" USING btree ("post_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tiktoks_created_idx" ON "tiktoks" USING btree ("created_time","id");--> statement-breakpoint
CREATE INDEX "tiktoks_industry_created_idx" ON "tiktoks" USING btree ("industry","created_time","id");--> statement-breakpoint
CREATE INDEX "tiktoks_is_ad_created_idx" ON "tiktoks" USING btree ("is_ad","created_time","id");--> statement-breakpoint
CREATE INDEX "tiktoks_search_trgm" ON "tiktoks" USING gin ("search_text" gin_trgm_ops);