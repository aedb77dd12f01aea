-- Issue 32, decision 030: the customers' weekly figures count customers, not audit entries, so
-- each equals the customers list filtered by the same event and days. A customer who churned
-- twice in a week is one customer in the week's bar, one in the range's figure, one list row.
--
-- insights_user_events: which customer had which event on which UTC day, once per day (the
-- list's `subscription_event` + `event_days` and `signed_in` filters read it through its
-- (user_id, kind, day) index). Kinds: started, churned, reactivated, trial_started,
-- trial_converted, full_access_granted (insights_audit_kinds' sub_new, sub_churned, …) and
-- signed_in (members, not staff, as migration 0033 counted them).
--
-- insights_event_firsts: those rows counted by (kind, day, prev), prev being the same
-- customer's previous day of the same kind ('-infinity' for the first). The customers with an
-- event of a kind within days a..b are the rows with a <= day <= b and prev < a: each customer
-- once, by its first day in a..b. So a week, a range cut anywhere, or the previous period is a
-- sum over a few hundred rollup rows, never a distinct count over the events.
CREATE TABLE "insights_user_events" (
  "kind" text NOT NULL,
  "user_id" integer NOT NULL,
  "day" date NOT NULL,
  PRIMARY KEY ("user_id", "kind", "day")
);
--> statement-breakpoint
CREATE TABLE "insights_event_firsts" (
  "kind" text NOT NULL,
  "day" date NOT NULL,
  "prev" date NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("kind", "day", "prev")
);
--> statement-breakpoint
-- The events list filter starts from its days when they are few: (kind, day) → the customers.
CREATE INDEX "insights_user_events_kind_day_idx" ON "insights_user_events" ("kind", "day", "user_id");
--> statement-breakpoint
CREATE TYPE "insights_user_event" AS (kind text, user_id int, day date);
--> statement-breakpoint
-- Adds events (already-known days are skipped) and moves the rollup: the chains of the
-- customers touched are taken off as they were and put back with the new days. Writers of the
-- same customer are serialized first (an advisory lock per customer; a bulk statement of many
-- customers locks them all at once), so each sees the other's days: each statement of a
-- volatile function reads a fresh snapshot.
CREATE FUNCTION "insights_events_add"(ev insights_user_event[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  who int[] := array(SELECT DISTINCT x.user_id FROM unnest(ev) x WHERE x.user_id IS NOT NULL ORDER BY 1);
BEGIN
  IF cardinality(who) = 0 THEN RETURN; END IF;
  IF cardinality(who) > 64 THEN
    PERFORM pg_advisory_xact_lock(3203701);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(3203701);
    PERFORM pg_advisory_xact_lock(3203702, u) FROM unnest(who) u;
  END IF;
  WITH fresh AS (
    INSERT INTO insights_user_events (kind, user_id, day)
    SELECT DISTINCT x.kind, x.user_id, x.day FROM unnest(ev) x WHERE x.user_id IS NOT NULL ORDER BY 2, 1, 3
    ON CONFLICT DO NOTHING RETURNING kind, user_id, day
  ), touched AS (
    SELECT DISTINCT kind, user_id FROM fresh
  ), known AS (
    SELECT e.kind, e.user_id, e.day FROM insights_user_events e JOIN touched t USING (user_id, kind)
  ), chains AS (
    SELECT kind, day, coalesce(lag(day) OVER w, '-infinity'::date) AS prev, -1 AS d FROM known
    WINDOW w AS (PARTITION BY kind, user_id ORDER BY day)
    UNION ALL
    SELECT kind, day, coalesce(lag(day) OVER w, '-infinity'::date), 1
    FROM (SELECT * FROM known UNION ALL SELECT * FROM fresh) x
    WINDOW w AS (PARTITION BY kind, user_id ORDER BY day)
  )
  INSERT INTO insights_event_firsts AS t (kind, day, prev, n)
  SELECT kind, day, prev, sum(d) FROM chains GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (kind, day, prev) DO UPDATE SET n = t.n + excluded.n;
END $$;
--> statement-breakpoint
-- What an audit entry (or a bulk record) adds: its subscription events, a grant, a member's
-- sign-in; the customer is the entry's user id when that user exists.
CREATE FUNCTION "insights_entry_events"(p_entity text, p_entity_id text, p_action text, p_changes jsonb, p_at timestamptz)
RETURNS TABLE (kind text, user_id int, day date) LANGUAGE sql STABLE AS $$
  WITH u AS (
    SELECT u.id, r.name AS role FROM users u JOIN roles r ON r.id = u.role_id
    WHERE p_entity = 'user' AND p_entity_id ~ '^[0-9]{1,9}$' AND u.id = p_entity_id::int
  )
  SELECT CASE k.kind WHEN 'sub_new' THEN 'started' WHEN 'sub_churned' THEN 'churned'
    WHEN 'sub_reactivated' THEN 'reactivated' ELSE k.kind END, u.id, (p_at AT TIME ZONE 'UTC')::date
  FROM u CROSS JOIN LATERAL insights_audit_kinds(p_entity, p_entity_id, p_action, p_changes, NULL) k
  WHERE k.kind IN ('sub_new', 'sub_churned', 'sub_reactivated', 'trial_started', 'trial_converted', 'full_access_granted')
  UNION ALL
  SELECT 'signed_in', u.id, (p_at AT TIME ZONE 'UTC')::date FROM u
  WHERE p_action = 'sign_in' AND u.role NOT IN ('admin', 'super')
$$;
--> statement-breakpoint
-- Migration 0033's function without its member_signin part (insights_week_members), which
-- the events above replace, plus the events.
CREATE OR REPLACE FUNCTION "insights_audit_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT (e.at AT TIME ZONE 'UTC')::date, k.kind, k.label, sum(k.n)
  FROM new_entries e CROSS JOIN LATERAL insights_audit_kinds(e.entity, e.entity_id, e.action, e.changes, e.user_email) k
  GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0 ORDER BY 2, 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  PERFORM insights_events_add(array(
    SELECT row(x.kind, x.user_id, x.day)::insights_user_event
    FROM new_entries e CROSS JOIN LATERAL insights_entry_events(e.entity, e.entity_id, e.action, e.changes, e.at) x
    WHERE e.entity = 'user'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights_bulk_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_daily AS t (day, kind, label, n)
  SELECT (a.at AT TIME ZONE 'UTC')::date, k.kind, k.label, sum(k.n)
  FROM new_records b JOIN audit_log a ON a.id = b.audit_id
  CROSS JOIN LATERAL insights_audit_kinds(b.entity, b.entity_id, CASE WHEN b.created THEN 'create' ELSE a.action END,
    b.changes, a.user_email) k
  GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0 ORDER BY 2, 1, 3
  ON CONFLICT (kind, day, label) DO UPDATE SET n = t.n + excluded.n;
  PERFORM insights_events_add(array(
    SELECT row(x.kind, x.user_id, x.day)::insights_user_event
    FROM new_records b JOIN audit_log a ON a.id = b.audit_id
    CROSS JOIN LATERAL insights_entry_events(b.entity, b.entity_id, CASE WHEN b.created THEN 'create' ELSE a.action END,
      b.changes, a.at) x
    WHERE b.entity = 'user'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The list holds the users there are: a user deleted (by hand: SPEC 7 has no delete) takes
-- their chains out of the rollup, and a user inserted with events already known (put back)
-- brings them in. Their event rows stay.
CREATE FUNCTION "insights_events_users_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_event_firsts AS t (kind, day, prev, n)
  SELECT kind, day, prev, -count(*) FROM (
    SELECT e.kind, e.day, coalesce(lag(e.day) OVER (PARTITION BY e.kind, e.user_id ORDER BY e.day), '-infinity'::date) AS prev
    FROM insights_user_events e JOIN old_users o ON o.id = e.user_id
  ) c GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (kind, day, prev) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_events_users_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_event_firsts AS t (kind, day, prev, n)
  SELECT kind, day, prev, count(*) FROM (
    SELECT e.kind, e.day, coalesce(lag(e.day) OVER (PARTITION BY e.kind, e.user_id ORDER BY e.day), '-infinity'::date) AS prev
    FROM insights_user_events e JOIN new_users u ON u.id = e.user_id
  ) c GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (kind, day, prev) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_events_users_del" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_events_users_del"();
--> statement-breakpoint
CREATE TRIGGER "insights_events_users_ins" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_events_users_ins"();
--> statement-breakpoint
DROP TABLE "insights_week_members";
--> statement-breakpoint
DELETE FROM "insights_daily" WHERE "kind" = 'member_signin';
--> statement-breakpoint
-- The entries written before: one call over the whole log (one lock, one grouped upsert).
SELECT insights_events_add(array(
  SELECT row(x.kind, x.user_id, x.day)::insights_user_event
  FROM audit_log e CROSS JOIN LATERAL insights_entry_events(e.entity, e.entity_id, e.action, e.changes, e.at) x
  WHERE e.entity = 'user'
  UNION ALL
  SELECT row(x.kind, x.user_id, x.day)::insights_user_event
  FROM audit_bulk_records b JOIN audit_log a ON a.id = b.audit_id
  CROSS JOIN LATERAL insights_entry_events(b.entity, b.entity_id, CASE WHEN b.created THEN 'create' ELSE a.action END,
    b.changes, a.at) x
  WHERE b.entity = 'user'));
