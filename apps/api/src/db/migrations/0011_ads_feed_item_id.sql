ALTER TABLE "advertisements" ADD COLUMN "feed_item_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ads_feed_item_id_unique" ON "advertisements" USING btree ("feed_item_id");