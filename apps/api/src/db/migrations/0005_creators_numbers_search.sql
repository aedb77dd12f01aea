-- Creators (issue 13): minimum project and price become numbers; the texts the demo stored
-- ("3 videos", "$290") keep their first number. Keyword search and unique e-mails get indexes.
ALTER TABLE "ugc_creators" ALTER COLUMN "minimum_project" SET DATA TYPE integer USING nullif(substring("minimum_project" from '\d+'), '')::integer;--> statement-breakpoint
ALTER TABLE "ugc_creators" ALTER COLUMN "minimum_price" SET DATA TYPE numeric(10, 2) USING nullif(substring("minimum_price" from '\d+(?:\.\d+)?'), '')::numeric(10, 2);--> statement-breakpoint
ALTER TABLE "ugc_creators" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(niche, '') || ' ' || coalesce(city, ''))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "creators_email_unique" ON "ugc_creators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "creators_search_trgm" ON "ugc_creators" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ugc_creators" ADD CONSTRAINT "creators_counts" CHECK ("ugc_creators"."minimum_project" >= 0 and "ugc_creators"."minimum_price" >= 0);