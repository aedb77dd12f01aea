-- Issue 32 (decision 030): Home's "Ads in them" and "Of which visible" count the ads of a month's
-- collections, each once however many of that month's collections hold it: the ads lists filtered
-- by In a collection of (`collection_month`: `id in` the links of the collections dated that
-- month). Until now the tile grouped the month's links on every call (25,000 at a million ads:
-- 172 ms p99); this rollup keeps the answer, two rows a month.
CREATE TABLE "insights_month_ads" (
  "month" text NOT NULL,
  "visible" boolean NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("month", "visible")
);
--> statement-breakpoint
-- Migration 0033's function, with one more rollup: each ad row counts ±1 in each DISTINCT month
-- of its collections (their collection_date as they stand). The rows are first grouped by
-- (Visible, collection_ids), so an edit that changes neither nets to zero and looks nothing up.
-- The collections looked up are locked FOR SHARE first: a concurrent change of their date (which
-- recounts its months, below) is committed before the next statement reads them, or waits for
-- this transaction; the counts cannot take a date that another transaction is changing.
CREATE OR REPLACE FUNCTION "insights_ads_apply"(delta insights_ad_row[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  linked insights_ad_row[];
BEGIN
  INSERT INTO insights_ad_totals AS t (visible, no_tags, no_analysis, no_media, n)
  SELECT x.visible, cardinality(x.tags) = 0, coalesce(btrim(x.analysis), '') = '', coalesce(x.media_source, '') = '', sum(x.d)
  FROM unnest(delta) x GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (visible, no_tags, no_analysis, no_media) DO UPDATE SET n = t.n + excluded.n;
  INSERT INTO insights_ad_cells AS t (industry, type, n)
  SELECT coalesce(x.industry, ''), ty.type, sum(x.d)
  FROM unnest(delta) x
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(x.type) = 0 THEN ARRAY[''] ELSE x.type END) AS ty(type)
  WHERE x.visible GROUP BY 1, 2 HAVING sum(x.d) <> 0 ORDER BY 1, 2
  ON CONFLICT (industry, type) DO UPDATE SET n = t.n + excluded.n;
  INSERT INTO insights_collection_ads AS t (collection_id, visible, n)
  SELECT c.id, x.visible, sum(x.d) FROM unnest(delta) x CROSS JOIN LATERAL unnest(x.collection_ids) AS c(id)
  GROUP BY 1, 2 HAVING sum(x.d) <> 0 ORDER BY 1, 2
  ON CONFLICT (collection_id, visible) DO UPDATE SET n = t.n + excluded.n;
  linked := array(
    SELECT row(x.visible, NULL, NULL, NULL, NULL, NULL, x.collection_ids, sum(x.d)::int)::insights_ad_row
    FROM unnest(delta) x WHERE cardinality(x.collection_ids) > 0
    GROUP BY x.visible, x.collection_ids HAVING sum(x.d) <> 0);
  IF cardinality(linked) > 0 THEN
    PERFORM 1 FROM collections
    WHERE id IN (SELECT unnest(x.collection_ids) FROM unnest(linked) x) ORDER BY id FOR SHARE;
    INSERT INTO insights_month_ads AS t (month, visible, n)
    SELECT m.month, x.visible, sum(x.d) FROM unnest(linked) x
    CROSS JOIN LATERAL (SELECT DISTINCT c.collection_date AS month FROM collections c
      WHERE c.id = ANY(x.collection_ids) AND c.collection_date IS NOT NULL) m
    GROUP BY 1, 2 HAVING sum(x.d) <> 0 ORDER BY 1, 2
    ON CONFLICT (month, visible) DO UPDATE SET n = t.n + excluded.n;
  END IF;
END $$;
--> statement-breakpoint
-- Counts `months` again from the links, as the list's filter reads them. The months' rows are
-- made or locked first, in key order, so a writer that moved them has committed and the count
-- (a later statement: a fresh snapshot) sees its work, and a later one waits for this count.
CREATE FUNCTION "insights_months_recount"(months text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(months), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO insights_month_ads AS t (month, visible, n)
  SELECT DISTINCT m.month, v.visible, 0 FROM unnest(months) m(month) CROSS JOIN (VALUES (false), (true)) v(visible)
  WHERE m.month IS NOT NULL ORDER BY 1, 2
  ON CONFLICT (month, visible) DO UPDATE SET n = t.n;
  UPDATE insights_month_ads t SET n = coalesce(c.n, 0)
  FROM (SELECT DISTINCT m.month, v.visible FROM unnest(months) m(month) CROSS JOIN (VALUES (false), (true)) v(visible)) k
  LEFT JOIN (
    SELECT x.month, a.visible, count(*) AS n FROM (
      SELECT DISTINCT c.collection_date AS month, l.advertisement_id FROM collections c
      JOIN advertisement_collections l ON l.collection_id = c.id WHERE c.collection_date = ANY(months)
    ) x JOIN advertisements a ON a.id = x.advertisement_id GROUP BY 1, 2
  ) c ON c.month = k.month AND c.visible = k.visible
  WHERE t.month = k.month AND t.visible = k.visible;
END $$;
--> statement-breakpoint
-- A collection whose date changes moves all its ads from one month to another, and a collection
-- deleted (to the trash) takes its links with it by cascade: the ads' triggers then run while the
-- collection is already gone and cannot say which month it was, so the statement's months are
-- counted again once the cascade is done (statement triggers fire after the row triggers that
-- cascade). An inserted collection (new, or restored from the trash) has no links yet: the
-- links restored after it are counted by the ads' triggers, which find its date.
CREATE FUNCTION "insights_collections_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- only the pairs whose date changed: an edit of the title or the order recounts nothing
  PERFORM insights_months_recount(array(
    SELECT collection_date FROM (
      (SELECT id, collection_date FROM new_collections EXCEPT SELECT id, collection_date FROM old_collections)
      UNION
      (SELECT id, collection_date FROM old_collections EXCEPT SELECT id, collection_date FROM new_collections)
    ) x WHERE collection_date IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_collections_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_months_recount(array(SELECT DISTINCT collection_date FROM old_collections WHERE collection_date IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_collections_upd" AFTER UPDATE ON "collections"
  REFERENCING OLD TABLE AS "old_collections" NEW TABLE AS "new_collections" FOR EACH STATEMENT EXECUTE FUNCTION "insights_collections_upd"();
--> statement-breakpoint
CREATE TRIGGER "insights_collections_del" AFTER DELETE ON "collections"
  REFERENCING OLD TABLE AS "old_collections" FOR EACH STATEMENT EXECUTE FUNCTION "insights_collections_del"();
--> statement-breakpoint
-- The months as they stand.
SELECT insights_months_recount(array(SELECT DISTINCT collection_date FROM collections WHERE collection_date IS NOT NULL));
