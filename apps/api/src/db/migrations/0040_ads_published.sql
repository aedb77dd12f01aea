-- Issue 32 (decision 030): Home's "published" and curator marks link into the ads lists exactly. Each ad keeps who
-- created it, and when and by whom it was last switched to visible (null while not visible): the
-- lists filter by them (Added by, Published, Published by) and the rollups count them.
ALTER TABLE "advertisements" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "published_by" integer;--> statement-breakpoint
-- The writing transaction's actor: the API sets it with set_config('adlib.actor', id, true)
-- (db/actor.ts); unset (a seed, a raw script) is the system.
CREATE FUNCTION "ads_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor int := nullif(current_setting('adlib.actor', true), '')::int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.created_by := coalesce(NEW.created_by, actor);
  END IF;
  IF NOT NEW.visible THEN
    NEW.published_at := NULL;
    NEW.published_by := NULL;
  ELSIF TG_OP = 'UPDATE' OR NEW.published_at IS NULL THEN
    -- switched on now (an insert from the trash keeps its own time and author)
    NEW.published_at := now();
    NEW.published_by := actor;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ads_stamp_ins" BEFORE INSERT ON "advertisements" FOR EACH ROW EXECUTE FUNCTION "ads_stamp"();
--> statement-breakpoint
-- only a switch of Visible stamps: other edits call nothing
CREATE TRIGGER "ads_stamp_upd" BEFORE UPDATE ON "advertisements" FOR EACH ROW
  WHEN (OLD.visible IS DISTINCT FROM NEW.visible) EXECUTE FUNCTION "ads_stamp"();
--> statement-breakpoint
-- The ads written before, from the audit log: the creator of each ad's create entry (its own or
-- a bulk or import entry's record), the time and author of its latest switch to visible; a
-- visible ad the log never saw switched on (created visible by an import, a seed) was
-- published when it was created, by its creator. The table's own triggers are off meanwhile
-- (the rollups' update triggers would net every row to zero; these columns are counted from
-- scratch below; the stamp sets nothing here): one pass over the ads per statement.
ALTER TABLE "advertisements" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "advertisements" a SET created_by = c.user_id
FROM (
  SELECT DISTINCT ON (entity_id) entity_id, user_id FROM (
    SELECT e.entity_id, e.user_id, e.id FROM audit_log e WHERE e.entity = 'advertisement' AND e.action = 'create'
    UNION ALL
    SELECT b.entity_id, e.user_id, e.id FROM audit_bulk_records b JOIN audit_log e ON e.id = b.audit_id
    WHERE b.entity = 'advertisement' AND b.created
  ) x ORDER BY entity_id, id DESC
) c
WHERE c.entity_id = a.id::text AND c.user_id IS NOT NULL;
--> statement-breakpoint
UPDATE "advertisements" SET published_at = created_at, published_by = created_by WHERE visible;
--> statement-breakpoint
UPDATE "advertisements" a SET published_at = p.at, published_by = p.user_id
FROM (
  SELECT DISTINCT ON (entity_id) entity_id, at, user_id FROM (
    SELECT e.entity_id, e.at, e.user_id, e.id FROM audit_log e
    WHERE e.entity = 'advertisement' AND e.changes->'visible'->>'after' = 'true'
      AND coalesce(e.changes->'visible'->>'before', 'false') <> 'true'
    UNION ALL
    SELECT b.entity_id, e.at, e.user_id, e.id FROM audit_bulk_records b JOIN audit_log e ON e.id = b.audit_id
    WHERE b.entity = 'advertisement' AND b.changes->'visible'->>'after' = 'true'
      AND coalesce(b.changes->'visible'->>'before', 'false') <> 'true'
  ) x ORDER BY entity_id, id DESC
) p
WHERE a.visible AND p.entity_id = a.id::text;
--> statement-breakpoint
ALTER TABLE "advertisements" ENABLE TRIGGER USER;
--> statement-breakpoint
-- The rollups of these columns, kept by the ads' three trigger functions with migration 0035's
-- ad_kept: ad_kept_by (the ads in the library by the UTC day created, label 'visible:<creator
-- id>' or 'hidden:<creator id>', '' for the system) and ad_live (the visible ads by the UTC day
-- of their publication, label the publisher's id). Each equals an ads list filtered by Added and
-- Added by, or Published and Published by: a delete, a restore, a switch moves them with it.
CREATE TYPE "insights_ad_day" AS (created_at timestamptz, visible boolean, created_by int, published_at timestamptz, published_by int, d int);
--> statement-breakpoint
CREATE FUNCTION "insights_ads_days"(delta insights_ad_day[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT day, kind, label, sum(d) FROM (
    SELECT (x.created_at AT TIME ZONE 'UTC')::date AS day, 'ad_kept' AS kind,
      CASE WHEN x.visible THEN 'visible' ELSE 'hidden' END AS label, x.d FROM unnest(delta) x
    UNION ALL
    SELECT (x.created_at AT TIME ZONE 'UTC')::date, 'ad_kept_by',
      CASE WHEN x.visible THEN 'visible:' ELSE 'hidden:' END || coalesce(x.created_by::text, ''), x.d FROM unnest(delta) x
    UNION ALL
    SELECT (x.published_at AT TIME ZONE 'UTC')::date, 'ad_live', coalesce(x.published_by::text, ''), x.d
    FROM unnest(delta) x WHERE x.published_at IS NOT NULL
  ) y GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_ads_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, 1)::insights_ad_row FROM new_ads));
  PERFORM insights_ads_days(array(SELECT row(created_at, visible, created_by, published_at, published_by, 1)::insights_ad_day FROM new_ads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_ads_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, -1)::insights_ad_row FROM old_ads));
  PERFORM insights_ads_days(array(SELECT row(created_at, visible, created_by, published_at, published_by, -1)::insights_ad_day FROM old_ads));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_ads_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_ads_apply(array(
    SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, 1)::insights_ad_row FROM new_ads
    UNION ALL
    SELECT row(visible, tags, analysis, media_source, industry, type, collection_ids, -1)::insights_ad_row FROM old_ads));
  -- an edit that keeps these columns nets to zero and writes nothing
  PERFORM insights_ads_days(array(
    SELECT row(created_at, visible, created_by, published_at, published_by, 1)::insights_ad_day FROM new_ads
    UNION ALL
    SELECT row(created_at, visible, created_by, published_at, published_by, -1)::insights_ad_day FROM old_ads));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO insights_daily (day, kind, label, n)
SELECT (created_at AT TIME ZONE 'UTC')::date, 'ad_kept_by',
  CASE WHEN visible THEN 'visible:' ELSE 'hidden:' END || coalesce(created_by::text, ''), count(*)
FROM advertisements GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO insights_daily (day, kind, label, n)
SELECT (published_at AT TIME ZONE 'UTC')::date, 'ad_live', coalesce(published_by::text, ''), count(*)
FROM advertisements WHERE published_at IS NOT NULL GROUP BY 1, 3;
--> statement-breakpoint
-- The audit log's ad_added and ad_published (by e-mail) gave way to these: no longer counted.
DELETE FROM insights_daily WHERE kind IN ('ad_added', 'ad_published');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_audit_kinds"(p_entity text, p_entity_id text, p_action text, p_changes jsonb, p_email text)
RETURNS TABLE (kind text, label text, n int) LANGUAGE sql STABLE AS $$
  WITH s AS (
    SELECT coalesce(p_changes->'subscription_status'->>'before', 'none') AS b,
           p_changes->'subscription_status'->>'after' AS a
    WHERE p_entity = 'user' AND p_changes ? 'subscription_status'
  ), plan AS (
    SELECT r.name FROM users u JOIN roles r ON r.id = u.role_id
    WHERE p_entity = 'user' AND p_entity_id ~ '^[0-9]{1,9}$' AND u.id = p_entity_id::int
  )
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
CREATE INDEX "ads_published_idx" ON "advertisements" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "ads_created_by_idx" ON "advertisements" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "ads_published_by_idx" ON "advertisements" USING btree ("published_by","published_at");--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "ads_published_when_visible" CHECK ("advertisements"."visible" = ("advertisements"."published_at" is not null));
