CREATE TABLE "media" (
	"source_key" text PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"info" jsonb,
	"placeholder" text,
	"phash" text,
	"strip_phashes" jsonb,
	"derivatives" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ocr_text" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_state_known" CHECK ("media"."state" is null or "media"."state" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "media_bounded" CHECK (char_length("media"."source_url") <= 2000 and char_length(coalesce("media"."reason", '')) <= 2000
      and char_length(coalesce("media"."placeholder", '')) <= 200 and char_length(coalesce("media"."phash", '')) <= 64
      and char_length(coalesce("media"."ocr_text", '')) <= 20000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_source_url" ON "media" USING btree ("source_url");