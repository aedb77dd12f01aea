CREATE TABLE "duplicate_pair" (
	"area" text NOT NULL,
	"a_id" integer NOT NULL,
	"b_id" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"distance" smallint,
	"state" text DEFAULT 'open' NOT NULL,
	"found_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_pair_area_a_id_b_id_pk" PRIMARY KEY("area","a_id","b_id"),
	CONSTRAINT "duplicate_pair_ordered" CHECK ("duplicate_pair"."a_id" < "duplicate_pair"."b_id"),
	CONSTRAINT "duplicate_pair_state_known" CHECK ("duplicate_pair"."state" in ('open', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "media_hash" (
	"source_key" text NOT NULL,
	"frame" smallint NOT NULL,
	"hash" bigint NOT NULL,
	"b0" integer NOT NULL,
	"b1" integer NOT NULL,
	"b2" integer NOT NULL,
	"b3" integer NOT NULL,
	CONSTRAINT "media_hash_source_key_frame_pk" PRIMARY KEY("source_key","frame")
);
--> statement-breakpoint
ALTER TABLE "media_hash" ADD CONSTRAINT "media_hash_source_key_media_source_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."media"("source_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_pair_b_idx" ON "duplicate_pair" USING btree ("area","b_id");--> statement-breakpoint
CREATE INDEX "duplicate_pair_open_idx" ON "duplicate_pair" USING btree ("area","found_at") WHERE "duplicate_pair"."state" = 'open';--> statement-breakpoint
CREATE INDEX "media_hash_b0" ON "media_hash" USING btree ("b0","hash","source_key");--> statement-breakpoint
CREATE INDEX "media_hash_b1" ON "media_hash" USING btree ("b1","hash","source_key");--> statement-breakpoint
CREATE INDEX "media_hash_b2" ON "media_hash" USING btree ("b2","hash","source_key");--> statement-breakpoint
CREATE INDEX "media_hash_b3" ON "media_hash" USING btree ("b3","hash","source_key");--> statement-breakpoint
CREATE INDEX "tiktoks_tiktok_link_idx" ON "tiktoks" USING btree ("tiktok_link");