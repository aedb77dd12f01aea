CREATE TABLE "media_crop_hash" (
	"source_key" text NOT NULL,
	"frame" smallint NOT NULL,
	"hash" bigint NOT NULL,
	CONSTRAINT "media_crop_hash_source_key_frame_pk" PRIMARY KEY("source_key","frame")
);
--> statement-breakpoint
ALTER TABLE "media_crop_hash" ADD CONSTRAINT "media_crop_hash_source_key_media_source_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."media"("source_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- decision 024: a picture's crop hashes (frames -2 and below) move to their own table; the
-- indexes are built once the rows are in
INSERT INTO "media_crop_hash" ("source_key", "frame", "hash")
	SELECT "source_key", "frame", "hash" FROM "media_hash" WHERE "frame" <= -2;--> statement-breakpoint
DELETE FROM "media_hash" WHERE "frame" <= -2;--> statement-breakpoint
CREATE INDEX "media_crop_hash_c0" ON "media_crop_hash" USING btree (((hash & 4194303)::int),"hash","source_key");--> statement-breakpoint
CREATE INDEX "media_crop_hash_c1" ON "media_crop_hash" USING btree ((((hash >> 22) & 2097151)::int),"hash","source_key");--> statement-breakpoint
CREATE INDEX "media_crop_hash_c2" ON "media_crop_hash" USING btree ((((hash >> 43) & 2097151)::int),"hash","source_key");--> statement-breakpoint
CREATE INDEX "media_hash_c0" ON "media_hash" USING btree (((hash & 4194303)::int),"hash","source_key") WHERE "media_hash"."frame" = -1;--> statement-breakpoint
CREATE INDEX "media_hash_c1" ON "media_hash" USING btree ((((hash >> 22) & 2097151)::int),"hash","source_key") WHERE "media_hash"."frame" = -1;--> statement-breakpoint
CREATE INDEX "media_hash_c2" ON "media_hash" USING btree ((((hash >> 43) & 2097151)::int),"hash","source_key") WHERE "media_hash"."frame" = -1;