-- Issue 32, decision 030: every past week of "Active subscriptions per plan" links to the
-- customers list filtered by that plan and "Active on <day>", and equals that list's total.
--
-- A customer was active at the end of UTC day D when the first switch of their subscription
-- into or out of 'active' logged after D started from 'active'; with none logged after D, when
-- they are active now (users written without the audit log count as today). A plan change
-- while active is no switch: the past follows the customer's plan of today.
--
-- insights_status_days: each customer's days with such a switch, once a day: was_active is the
-- state before the day's first switch (by time: an entry written later with an earlier time
-- replaces it), prev the customer's previous such day ('-infinity' for none). The list reads it
-- (apps/api/src/modules/users/list.ts): active now with no day after D (the customer's last
-- day, from the key), or a first day after D (day > D and prev <= D) that left 'active' (the
-- partial index).
--
-- insights_active_days: its rollup by today's plan (role_id) and day. A customer's day adds
-- (active after it) - (active before it), "after" being the next day's was_active or, for the
-- last, whether they are active now; so the plan's active count now less the sum over the days
-- after D is exactly the customers active at the end of D: the tile's figure and the list's
-- total. Kept by the audit log's and bulk records' triggers (a new day moves the customer's
-- chain as it was and as it is) and by the users' (a change of plan or of being active moves
-- the customer's days; a user removed or put back takes them out or brings them in).
CREATE TABLE "insights_status_days" (
  "user_id" integer NOT NULL,
  "day" date NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "was_active" boolean NOT NULL,
  "prev" date NOT NULL DEFAULT '-infinity',
  PRIMARY KEY ("user_id", "day")
);
--> statement-breakpoint
CREATE INDEX "insights_status_days_left_idx" ON "insights_status_days" ("day", "prev", "user_id") WHERE "was_active";
--> statement-breakpoint
CREATE TABLE "insights_active_days" (
  "role_id" integer NOT NULL,
  "day" date NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("role_id", "day")
);
--> statement-breakpoint
CREATE TYPE "insights_status_switch" AS (user_id int, at timestamptz, was_active boolean);
--> statement-breakpoint
CREATE TYPE "insights_plan_state" AS (user_id int, role_id int, active boolean, d int);
--> statement-breakpoint
-- Moves the rollup by the days of the customers given, each as (plan, active now, ±1).
CREATE FUNCTION "insights_active_move"(st insights_plan_state[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insights_active_days AS t (role_id, day, n)
  SELECT role_id, day, sum(n) FROM (
    SELECT u.role_id, s.day,
      u.d * ((coalesce(lead(s.was_active) OVER w, u.active))::int - s.was_active::int) AS n
    FROM unnest(st) u JOIN insights_status_days s ON s.user_id = u.user_id
    WINDOW w AS (PARTITION BY u.user_id, u.d ORDER BY s.day)
  ) x GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (role_id, day) DO UPDATE SET n = t.n + excluded.n;
END $$;
--> statement-breakpoint
-- Adds switches: the customers' chains are taken off the rollup as they were, the days written
-- (the earliest switch of a day wins), prev mended, and the chains put back. Writers of the same
-- customer are serialized as insights_events_add does, with keys of their own.
CREATE FUNCTION "insights_status_add"(sw insights_status_switch[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  who int[] := array(SELECT DISTINCT x.user_id FROM unnest(sw) x WHERE x.user_id IS NOT NULL ORDER BY 1);
  st insights_plan_state[];
BEGIN
  IF cardinality(who) = 0 THEN RETURN; END IF;
  IF cardinality(who) > 64 THEN
    PERFORM pg_advisory_xact_lock(3203703);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(3203703);
    PERFORM pg_advisory_xact_lock(3203704, u) FROM unnest(who) u;
  END IF;
  st := array(SELECT row(u.id, u.role_id, u.subscription_status = 'active', -1)::insights_plan_state
    FROM users u WHERE u.id = ANY(who) ORDER BY u.id);
  PERFORM insights_active_move(st);
  INSERT INTO insights_status_days AS t (user_id, day, at, was_active)
  SELECT DISTINCT ON (x.user_id, (x.at AT TIME ZONE 'UTC')::date) x.user_id, (x.at AT TIME ZONE 'UTC')::date, x.at, x.was_active
  FROM unnest(sw) x WHERE x.user_id IS NOT NULL
  ORDER BY x.user_id, (x.at AT TIME ZONE 'UTC')::date, x.at
  ON CONFLICT (user_id, day) DO UPDATE SET at = excluded.at, was_active = excluded.was_active
    WHERE excluded.at < t.at;
  UPDATE insights_status_days s SET prev = c.prev FROM (
    SELECT user_id, day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'::date) AS prev
    FROM insights_status_days WHERE user_id = ANY(who)
  ) c WHERE s.user_id = c.user_id AND s.day = c.day AND s.prev <> c.prev;
  PERFORM insights_active_move(array(SELECT row(x.user_id, x.role_id, x.active, 1)::insights_plan_state FROM unnest(st) x));
END $$;
--> statement-breakpoint
-- An entry's (or a bulk record's) switch into or out of 'active', for a user that exists
-- (a create's before is null: 'none').
CREATE FUNCTION "insights_entry_switch"(p_entity text, p_entity_id text, p_changes jsonb, p_at timestamptz)
RETURNS TABLE (user_id int, at timestamptz, was_active boolean) LANGUAGE sql STABLE AS $$
  SELECT u.id, p_at, coalesce(p_changes->'subscription_status'->>'before', 'none') = 'active'
  FROM users u
  WHERE p_entity = 'user' AND p_entity_id ~ '^[0-9]{1,9}$' AND u.id = p_entity_id::int
    AND p_changes ? 'subscription_status'
    AND (coalesce(p_changes->'subscription_status'->>'before', 'none') = 'active')
      <> (coalesce(p_changes->'subscription_status'->>'after', 'none') = 'active')
$$;
--> statement-breakpoint
CREATE FUNCTION "insights_status_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_status_add(array(
    SELECT row(x.user_id, x.at, x.was_active)::insights_status_switch
    FROM new_entries e CROSS JOIN LATERAL insights_entry_switch(e.entity, e.entity_id, e.changes, e.at) x
    WHERE e.entity = 'user'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_status_bulk"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_status_add(array(
    SELECT row(x.user_id, x.at, x.was_active)::insights_status_switch
    FROM new_records b JOIN audit_log a ON a.id = b.audit_id
    CROSS JOIN LATERAL insights_entry_switch(b.entity, b.entity_id, b.changes, a.at) x
    WHERE b.entity = 'user'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_status_audit" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "insights_status_audit"();
--> statement-breakpoint
CREATE TRIGGER "insights_status_bulk" AFTER INSERT ON "audit_bulk_records"
  REFERENCING NEW TABLE AS "new_records" FOR EACH STATEMENT EXECUTE FUNCTION "insights_status_bulk"();
--> statement-breakpoint
-- A user's plan or being active changed (with or without an audit entry), removed or put back:
-- their days move with them. Users with no day cost a probe of the primary key.
CREATE FUNCTION "insights_active_users_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_active_move(array(
    SELECT row(x.id, x.role_id, x.active, x.d)::insights_plan_state FROM (
      SELECT o.id, o.role_id, o.subscription_status = 'active' AS active, -1 AS d
      FROM old_users o JOIN new_users n ON n.id = o.id
      WHERE o.role_id <> n.role_id OR (o.subscription_status = 'active') <> (n.subscription_status = 'active')
      UNION ALL
      SELECT n.id, n.role_id, n.subscription_status = 'active', 1
      FROM old_users o JOIN new_users n ON n.id = o.id
      WHERE o.role_id <> n.role_id OR (o.subscription_status = 'active') <> (n.subscription_status = 'active')
    ) x WHERE EXISTS (SELECT 1 FROM insights_status_days s WHERE s.user_id = x.id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_active_users_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_active_move(array(
    SELECT row(n.id, n.role_id, n.subscription_status = 'active', 1)::insights_plan_state FROM new_users n
    WHERE EXISTS (SELECT 1 FROM insights_status_days s WHERE s.user_id = n.id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insights_active_users_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_active_move(array(
    SELECT row(o.id, o.role_id, o.subscription_status = 'active', -1)::insights_plan_state FROM old_users o
    WHERE EXISTS (SELECT 1 FROM insights_status_days s WHERE s.user_id = o.id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insights_active_users_upd" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_active_users_upd"();
--> statement-breakpoint
CREATE TRIGGER "insights_active_users_ins" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_active_users_ins"();
--> statement-breakpoint
CREATE TRIGGER "insights_active_users_del" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_users" FOR EACH STATEMENT EXECUTE FUNCTION "insights_active_users_del"();
--> statement-breakpoint
-- The switches logged before: one call over the whole log.
SELECT insights_status_add(array(
  SELECT row(x.user_id, x.at, x.was_active)::insights_status_switch
  FROM audit_log e CROSS JOIN LATERAL insights_entry_switch(e.entity, e.entity_id, e.changes, e.at) x
  WHERE e.entity = 'user'
  UNION ALL
  SELECT row(x.user_id, x.at, x.was_active)::insights_status_switch
  FROM audit_bulk_records b JOIN audit_log a ON a.id = b.audit_id
  CROSS JOIN LATERAL insights_entry_switch(b.entity, b.entity_id, b.changes, a.at) x
  WHERE b.entity = 'user'));
