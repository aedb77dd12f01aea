ALTER TABLE "advertisements" ADD COLUMN "media_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 32 with issue 25: Home's "Missing what curators add" also counts the ads whose creative
-- is not processed yet (a media_source whose media row is not ready). The ads that show a
-- processed creative already:
UPDATE "advertisements" a SET "media_ready" = true
FROM "media" m WHERE m."source_url" = a."media_source" AND m."state" = 'ready';
--> statement-breakpoint
-- Ads whose creative is not processed, by Visible: kept by triggers of their own beside
-- migration 0033's (same statement-level pattern over transition tables), so the tile reads
-- two rows. The list's Missing filter "Processed creative" tests the same condition.
CREATE TABLE "insights_ad_unprocessed" (
  "visible" boolean PRIMARY KEY,
  "n" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE FUNCTION "insights_ads_unprocessed_apply"(rows_visible boolean[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO insights_ad_unprocessed AS t (visible, n)
  SELECT v, sum(d) FROM unnest(rows_visible, deltas) AS x(v, d)
  GROUP BY v HAVING sum(d) <> 0 ORDER BY v
  ON CONFLICT (visible) DO UPDATE SET n = t.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION "insights_ads_unprocessed_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_unprocessed_apply(array_agg(visible), array_agg(1))
  FROM new_ads WHERE coalesce(media_source, '') <> '' AND NOT media_ready;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_ads_unprocessed_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_unprocessed_apply(array_agg(visible), array_agg(-1))
  FROM old_ads WHERE coalesce(media_source, '') <> '' AND NOT media_ready;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_ads_unprocessed_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- rows whose state and Visible did not change net to zero and write nothing
  PERFORM insights_ads_unprocessed_apply(array_agg(v), array_agg(d)) FROM (
    SELECT visible AS v, 1 AS d FROM new_ads WHERE coalesce(media_source, '') <> '' AND NOT media_ready
    UNION ALL
    SELECT visible, -1 FROM old_ads WHERE coalesce(media_source, '') <> '' AND NOT media_ready
  ) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_ads_unprocessed_ins" AFTER INSERT ON "advertisements"
  REFERENCING NEW TABLE AS new_ads FOR EACH STATEMENT EXECUTE FUNCTION insights_ads_unprocessed_ins();
--> statement-breakpoint
CREATE TRIGGER "insights_ads_unprocessed_upd" AFTER UPDATE ON "advertisements"
  REFERENCING OLD TABLE AS old_ads NEW TABLE AS new_ads FOR EACH STATEMENT EXECUTE FUNCTION insights_ads_unprocessed_upd();
--> statement-breakpoint
CREATE TRIGGER "insights_ads_unprocessed_del" AFTER DELETE ON "advertisements"
  REFERENCING OLD TABLE AS old_ads FOR EACH STATEMENT EXECUTE FUNCTION insights_ads_unprocessed_del();
--> statement-breakpoint
INSERT INTO "insights_ad_unprocessed" (visible, n)
SELECT visible, count(*) FROM "advertisements"
WHERE coalesce(media_source, '') <> '' AND NOT media_ready GROUP BY visible;
