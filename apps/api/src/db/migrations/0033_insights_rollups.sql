-- Home's insights (issue 32, decision 030): small rollups kept by triggers in the writing
-- transaction, so a tile reads a few hundred rows instead of scanning a million.
-- Statement-level triggers over transition tables: a bulk change of 10,000 ads is one grouped
-- upsert, and groups whose counts net to zero are skipped. Keys are upserted in order so that two
-- writers lock the same rows in the same order (no deadlock).

-- Ads by visibility and what curators still have to fill in.
CREATE TABLE "insights_ad_totals" (
  "visible" boolean NOT NULL,
  "no_tags" boolean NOT NULL,
  "no_analysis" boolean NOT NULL,
  "no_media" boolean NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("visible", "no_tags", "no_analysis", "no_media")
);
--> statement-breakpoint
-- Visible ads per industry × type ('' = none); an ad of two types counts in both columns,
-- exactly as the list's type filter finds it in both.
CREATE TABLE "insights_ad_cells" (
  "industry" text NOT NULL,
  "type" text NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("industry", "type")
);
--> statement-breakpoint
-- Ads per collection, visible or not, from the ads' collection_ids (kept by migration 0003's
-- triggers): a link added or removed updates that column, so the ads' triggers see it.
CREATE TABLE "insights_collection_ads" (
  "collection_id" integer NOT NULL,
  "visible" boolean NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("collection_id", "visible")
);
--> statement-breakpoint
-- Users per role and subscription status: the customers list's two choice filters.
CREATE TABLE "insights_user_counts" (
  "role_id" integer NOT NULL,
  "subscription_status" text NOT NULL,
  "full_access" boolean NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("role_id", "subscription_status", "full_access")
);
--> statement-breakpoint
-- Events per UTC day from the audit log: kind (ad_added, ad_published, sub_new, …) and a label
-- (the curator's e-mail, a plan); member_signin rows are keyed by their week's Monday.
CREATE TABLE "insights_daily" (
  "day" date NOT NULL,
  "kind" text NOT NULL,
  "label" text NOT NULL DEFAULT '',
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("kind", "day", "label")
);
--> statement-breakpoint
-- The members who signed in each week, once each: insights_daily counts a member the first time.
CREATE TABLE "insights_week_members" (
  "week" date NOT NULL,
  "user_id" integer NOT NULL,
  PRIMARY KEY ("week", "user_id")
);
--> statement-breakpoint
-- One ad's row as the rollups read it, with +1 (it came) or -1 (it left).
CREATE TYPE "insights_ad_row" AS (visible boolean, tags text[], analysis text, media_source text, industry text, type text[], collection_ids integer[], d int);
--> statement-breakpoint
CREATE FUNCTION "insights_ads_apply"(delta insights_ad_row[]) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- A trigger function may only name the transition tables its event has: one per event.
CREATE FUNCTION "insights_ads_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, 1)::insights_ad_row FROM new_ads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_ads_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, -1)::insights_ad_row FROM old_ads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_ads_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(
    SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, 1)::insights_ad_row FROM new_ads
    UNION ALL
    SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, -1)::insights_ad_row FROM old_ads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_ads_ins" AFTER INSERT ON "advertisements"
  REFERENCING NEW TABLE AS "new_ads" FOR EACH STATEMENT EXECUTE FUNCTION "insights_ads_ins"();
--> statement-breakpoint
CREATE TRIGGER "insights_ads_upd" AFTER UPDATE ON "advertisements"
  REFERENCING OLD TABLE AS "old_ads" NEW TABLE AS "new_ads" FOR EACH STATEMENT EXECUTE FUNCTION "insights_ads_upd"();
--> statement-breakpoint
CREATE TRIGGER "insights_ads_del" AFTER DELETE ON "advertisements"
  REFERENCING OLD TABLE AS "old_ads" FOR EACH STATEMENT EXECUTE FUNCTION "insights_ads_del"();
--> statement-breakpoint
CREATE FUNCTION "insights_users_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_user_counts AS t (role_id, subscription_status, full_access, n)
  SELECT role_id, subscription_status, full_access, count(*) FROM new_users GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (role_id, subscription_status, full_access) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_users_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_user_counts AS t (role_id, subscription_status, full_access, n)
  SELECT role_id, subscription_status, full_access, -count(*) FROM old_users GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (role_id, subscription_status, full_access) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_users_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_user_counts AS t (role_id, subscription_status, full_access, n)
  SELECT role_id, subscription_status, full_access, sum(d) FROM (
    SELECT role_id, subscription_status, full_access, 1 AS d FROM new_users
    UNION ALL
    SELECT role_id, subscription_status, full_access, -1 FROM old_users
  ) x GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (role_id, subscription_status, full_access) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_users_ins" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_users_ins"();
--> statement-breakpoint
CREATE TRIGGER "insights_users_upd" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_users_upd"();
--> statement-breakpoint
CREATE TRIGGER "insights_users_del" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_users_del"();
--> statement-breakpoint
-- What one audit entry counts for: the same rules for the triggers and the backfill below.
-- A subscription change is read from its diff (before: null on a create means 'none').
CREATE FUNCTION "insights_audit_kinds"(p_entity text, p_entity_id text, p_action text, p_changes jsonb, p_email text)
RETURNS TABLE (kind text, label text, n int) LANGUAGE sql STABLE AS $$
  WITH s AS (
    SELECT coalesce(p_changes->'subscription_status'->>'before', 'none') AS b,
           p_changes->'subscription_status'->>'after' AS a
    WHERE p_entity = 'user' AND p_changes ? 'subscription_status'
  ), plan AS (
    SELECT r.name FROM users u JOIN roles r ON r.id = u.role_id
    WHERE p_entity = 'user' AND p_entity_id ~ '^[0-9]{1,9}$' AND u.id = p_entity_id::int
  )
  SELECT 'ad_added', coalesce(p_email, ''), 1 WHERE p_entity = 'advertisement' AND p_action = 'create'
  UNION ALL
  SELECT 'ad_published', coalesce(p_email, ''), 1 WHERE p_entity = 'advertisement'
    AND p_changes->'visible'->>'after' = 'true' AND coalesce(p_changes->'visible'->>'before', 'false') <> 'true'
  UNION ALL
  SELECT 'sub_new', '', 1 FROM s WHERE b = 'none' AND a IN ('trialing', 'active')
  UNION ALL
  SELECT 'sub_churned', '', 1 FROM s WHERE b IN ('trialing', 'active', 'past_due', 'paused') AND a IN ('canceled', 'none')
  UNION ALL
  SELECT 'sub_reactivated', '', 1 FROM s WHERE b = 'canceled' AND a IN ('trialing', 'active')
  UNION ALL
  SELECT 'trial_started', '', 1 FROM s WHERE a = 'trialing' AND b <> 'trialing'
  UNION ALL
  SELECT 'trial_converted', '', 1 FROM s WHERE b = 'trialing' AND a = 'active'
  UNION ALL
  SELECT 'active_delta', coalesce((SELECT name FROM plan), ''), CASE WHEN a = 'active' THEN 1 ELSE -1 END
    FROM s WHERE (a = 'active') <> (b = 'active')
  UNION ALL
  SELECT 'full_access_granted', '', 1 WHERE p_entity = 'user' AND p_action = 'grant_full_access'
$$;
--> statement-breakpoint
CREATE FUNCTION "insights_audit_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT (e.at AT TIME ZONE 'UTC')::date, k.kind, k.label, sum(k.n)
  FROM new_entries e CROSS JOIN LATERAL insights_audit_kinds(e.entity, e.entity_id, e.action, e.changes, e.user_email) k
  GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0 ORDER BY 2, 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  -- members (not staff) signing in: counted once per week
  WITH firsts AS (
    INSERT INTO insights_week_members (week, user_id)
    SELECT DISTINCT date_trunc('week', e.at AT TIME ZONE 'UTC')::date, u.id
    FROM new_entries e
    JOIN users u ON e.entity_id ~ '^[0-9]{1,9}$' AND u.id = e.entity_id::int
    JOIN roles r ON r.id = u.role_id AND r.name NOT IN ('admin', 'super')
    WHERE e.entity = 'user' AND e.action = 'sign_in'
    ON CONFLICT DO NOTHING RETURNING week
  )
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT week, 'member_signin', '', count(*) FROM firsts GROUP BY 1 ORDER BY 1
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_audit_added" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "insights_audit_added"();
--> statement-breakpoint
-- A bulk or import entry's records (decision 017): each one counts like an entry of its own,
-- under the bulk entry's time and author.
CREATE FUNCTION "insights_bulk_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT (a.at AT TIME ZONE 'UTC')::date, k.kind, k.label, sum(k.n)
  FROM new_records b JOIN audit_log a ON a.id = b.audit_id
  CROSS JOIN LATERAL insights_audit_kinds(b.entity, b.entity_id, CASE WHEN b.created THEN 'create' ELSE a.action END,
    b.changes, a.user_email) k
  GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0 ORDER BY 2, 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_bulk_added" AFTER INSERT ON "audit_bulk_records"
  REFERENCING NEW TABLE AS "new_records" FOR EACH STATEMENT EXECUTE FUNCTION "insights_bulk_added"();
--> statement-breakpoint
-- The rows written before these triggers existed.
INSERT INTO insights_ad_totals (visible, no_tags, no_analysis, no_media, n)
SELECT visible, cardinality(tags) = 0, coalesce(btrim(analysis), '') = '', coalesce(media_source, '') = '', count(*)
FROM advertisements GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO insights_ad_cells (industry, type, n)
SELECT coalesce(a.industry, ''), ty.type, count(*) FROM advertisements a
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(a.type) = 0 THEN ARRAY[''] ELSE a.type END) AS ty(type)
WHERE a.visible GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO insights_collection_ads (collection_id, visible, n)
SELECT c.id, a.visible, count(*) FROM advertisements a CROSS JOIN LATERAL unnest(a.collection_ids) AS c(id) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO insights_user_counts (role_id, subscription_status, full_access, n)
SELECT role_id, subscription_status, full_access, count(*) FROM users GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO insights_daily (day, kind, label, n)
SELECT day, kind, label, sum(n) FROM (
  SELECT (e.at AT TIME ZONE 'UTC')::date AS day, k.kind, k.label, k.n
  FROM audit_log e CROSS JOIN LATERAL insights_audit_kinds(e.entity, e.entity_id, e.action, e.changes, e.user_email) k
  UNION ALL
  SELECT (a.at AT TIME ZONE 'UTC')::date, k.kind, k.label, k.n
  FROM audit_bulk_records b JOIN audit_log a ON a.id = b.audit_id
  CROSS JOIN LATERAL insights_audit_kinds(b.entity, b.entity_id, CASE WHEN b.created THEN 'create' ELSE a.action END,
    b.changes, a.user_email) k
) x GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
--> statement-breakpoint
INSERT INTO insights_week_members (week, user_id)
SELECT DISTINCT date_trunc('week', e.at AT TIME ZONE 'UTC')::date, u.id
FROM audit_log e
JOIN users u ON e.entity_id ~ '^[0-9]{1,9}$' AND u.id = e.entity_id::int
JOIN roles r ON r.id = u.role_id AND r.name NOT IN ('admin', 'super')
WHERE e.entity = 'user' AND e.action = 'sign_in';
--> statement-breakpoint
INSERT INTO insights_daily (day, kind, label, n)
SELECT week, 'member_signin', '', count(*) FROM insights_week_members GROUP BY 1;
--> statement-breakpoint
-- "no new ads for N weeks": a collection's newest ad in one index probe
CREATE INDEX "ad_collections_collection_ad_idx" ON "advertisement_collections" ("collection_id", "advertisement_id");
