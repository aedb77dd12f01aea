ALTER TABLE "advertisements" ADD COLUMN "collection_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- advertisements.collection_ids mirrors advertisement_collections, whoever writes the links
-- (the ad form, a collection's own screen, a cascade when either side is deleted). The
-- triggers run once per statement over its transition table, so a bulk link is one UPDATE.
CREATE FUNCTION "ads_refresh_collection_ids"("ad_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "advertisements" a
  SET "collection_ids" = array(
    SELECT ac."collection_id" FROM "advertisement_collections" ac
    WHERE ac."advertisement_id" = a."id" ORDER BY 1)
  WHERE a."id" = any("ad_ids");
$$;--> statement-breakpoint
CREATE FUNCTION "ads_sync_collection_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ads_refresh_collection_ids"(array(SELECT DISTINCT "advertisement_id" FROM "changed_links"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ads_collection_ids_on_insert" AFTER INSERT ON "advertisement_collections"
  REFERENCING NEW TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "ads_sync_collection_ids"();--> statement-breakpoint
CREATE TRIGGER "ads_collection_ids_on_delete" AFTER DELETE ON "advertisement_collections"
  REFERENCING OLD TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "ads_sync_collection_ids"();--> statement-breakpoint
-- An update may move a link from one ad to another: both ads are refreshed.
CREATE FUNCTION "ads_sync_collection_ids_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ads_refresh_collection_ids"(array(
    SELECT "advertisement_id" FROM "links_before" UNION SELECT "advertisement_id" FROM "links_after"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ads_collection_ids_on_update" AFTER UPDATE ON "advertisement_collections"
  REFERENCING OLD TABLE AS "links_before" NEW TABLE AS "links_after" FOR EACH STATEMENT EXECUTE FUNCTION "ads_sync_collection_ids_moved"();--> statement-breakpoint
UPDATE "advertisements" a SET "collection_ids" = l."ids"
FROM (SELECT "advertisement_id", array_agg("collection_id" ORDER BY "collection_id") AS "ids"
      FROM "advertisement_collections" GROUP BY "advertisement_id") l
WHERE l."advertisement_id" = a."id";
