CREATE TABLE "media_backfill" (
	"source" text PRIMARY KEY NOT NULL,
	"after_id" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "media_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumb_url" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "digest" text;--> statement-breakpoint
CREATE INDEX "ads_media_text_trgm" ON "advertisements" USING gin ("media_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_media_source_idx" ON "advertisements" USING btree ("media_source");--> statement-breakpoint
CREATE INDEX "media_digest" ON "media" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "tiktoks_download_link_idx" ON "tiktoks" USING btree ("download_link");