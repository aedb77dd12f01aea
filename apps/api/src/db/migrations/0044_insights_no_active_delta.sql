-- Decision 030: since migration 0041 the active subscriptions per plan are counted per customer
-- (insights_status_days), and insights_daily's `active_delta` rows are read by nothing. The
-- audit log's kinds stop writing them (0040's function without that part and its `plan`), and
-- those already written go.
CREATE OR REPLACE FUNCTION "insights_audit_kinds"(p_entity text, p_entity_id text, p_action text, p_changes jsonb, p_email text)
RETURNS TABLE (kind text, label text, n int) LANGUAGE sql STABLE AS $$
  WITH s AS (
    SELECT coalesce(p_changes->'subscription_status'->>'before', 'none') AS b,
           p_changes->'subscription_status'->>'after' AS a
    WHERE p_entity = 'user' AND p_changes ? 'subscription_status'
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
  SELECT 'full_access_granted', '', 1 WHERE p_entity = 'user' AND p_action = 'grant_full_access'
$$;
--> statement-breakpoint
DELETE FROM "insights_daily" WHERE "kind" = 'active_delta';
