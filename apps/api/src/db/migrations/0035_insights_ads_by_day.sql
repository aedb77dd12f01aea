-- Issue 32: the ads that are in the library, by the UTC day they were created and whether they
-- are visible now (insights_daily kind 'ad_kept', label 'visible' or 'hidden'). Home's weekly
-- "added" bars read it, and each part equals the visible or the not-visible list filtered by
-- Added (the list's created_at range): a delete, a restore or a switch of Visible moves it.
-- The three trigger functions of migration 0033 are replaced with the same body plus one upsert.
CREATE OR REPLACE FUNCTION "insights_ads_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, 1)::insights_ad_row FROM new_ads));
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'ad_kept', CASE WHEN visible THEN 'visible' ELSE 'hidden' END, count(*)
  FROM new_ads GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_ads_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, -1)::insights_ad_row FROM old_ads));
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'ad_kept', CASE WHEN visible THEN 'visible' ELSE 'hidden' END, -count(*)
  FROM old_ads GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_ads_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(
    SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, 1)::insights_ad_row FROM new_ads
    UNION ALL
    SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, -1)::insights_ad_row FROM old_ads));
  -- an edit that keeps the day and Visible nets to zero and writes nothing
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT day, 'ad_kept', label, sum(d) FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, CASE WHEN visible THEN 'visible' ELSE 'hidden' END AS label, 1 AS d FROM new_ads
    UNION ALL
    SELECT (created_at AT TIME ZONE 'UTC')::date, CASE WHEN visible THEN 'visible' ELSE 'hidden' END, -1 FROM old_ads
  ) x GROUP BY 1, 3 HAVING sum(d) <> 0 ORDER BY 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The ads written before.
INSERT INTO insights_daily (day, kind, label, n)
SELECT (created_at AT TIME ZONE 'UTC')::date, 'ad_kept', CASE WHEN visible THEN 'visible' ELSE 'hidden' END, count(*)
FROM advertisements GROUP BY 1, 3;
