CREATE TABLE "media_crop_hash" (
	"source_key" text NOT NULL,
	"frame" smallint NOT NULL,
	"hash" bigint NOT NULL,
	"c0" integer NOT NULL,
	"c1" integer NOT NULL,
	"c2" integer NOT NULL,
	CONSTRAINT "media_crop_hash_source_key_frame_pk" PRIMARY KEY("source_key","frame")
);
--> statement-breakpoint
ALTER TABLE "media_hash" ADD COLUMN "c0" integer;--> statement-breakpoint
ALTER TABLE "media_hash" ADD COLUMN "c1" integer;--> statement-breakpoint
ALTER TABLE "media_hash" ADD COLUMN "c2" integer;--> statement-breakpoint
ALTER TABLE "media_crop_hash" ADD CONSTRAINT "media_crop_hash_source_key_media_source_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."media"("source_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- decision 024: the crop rows (frames -2 and below) move to their own table, in wide bands
-- (duplicates/signals.ts cropBandsOf: bits 0-21, 22-42, 43-63), and the pictures' hashes
-- (frame -1) get the same wide bands; the indexes are built once the rows are in
INSERT INTO "media_crop_hash" ("source_key", "frame", "hash", "c0", "c1", "c2")
	SELECT "source_key", "frame", "hash", ("hash" & 4194303)::int, (("hash" >> 22) & 2097151)::int, (("hash" >> 43) & 2097151)::int
	FROM "media_hash" WHERE "frame" <= -2;--> statement-breakpoint
DELETE FROM "media_hash" WHERE "frame" <= -2;--> statement-breakpoint
UPDATE "media_hash" SET "c0" = ("hash" & 4194303)::int, "c1" = (("hash" >> 22) & 2097151)::int, "c2" = (("hash" >> 43) & 2097151)::int
	WHERE "frame" = -1;--> statement-breakpoint
CREATE INDEX "media_crop_hash_c0" ON "media_crop_hash" USING btree ("c0","hash","source_key");--> statement-breakpoint
CREATE INDEX "media_crop_hash_c1" ON "media_crop_hash" USING btree ("c1","hash","source_key");--> statement-breakpoint
CREATE INDEX "media_crop_hash_c2" ON "media_crop_hash" USING btree ("c2","hash","source_key");--> statement-breakpoint
CREATE INDEX "media_hash_c0" ON "media_hash" USING btree ("c0","hash","source_key") WHERE "media_hash"."frame" = -1;--> statement-breakpoint
CREATE INDEX "media_hash_c1" ON "media_hash" USING btree ("c1","hash","source_key") WHERE "media_hash"."frame" = -1;--> statement-breakpoint
CREATE INDEX "media_hash_c2" ON "media_hash" USING btree ("c2","hash","source_key") WHERE "media_hash"."frame" = -1;
