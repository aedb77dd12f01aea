import { z } from 'zod';
import { sentTime } from '../api.js';
import { pagingQuery } from './common.js';

/**
 * Every `action` the audit log records: the server's audited writes are typed by it, and the
 * screens that name an action label each one (a `Record<AuditAction, string>`), so a new action
 * without a label does not type-check.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  /** a file replaced a record's media */
  'upload',
  /** the Visible switch of an article */
  'visibility',
  /** the order of blog categories */
  'reorder',
  /** a History restore (the area's own edit) or a trash Undo */
  'restored',
  /** one entry for a bulk action over many records (decision 017) */
  'bulk',
  /** one entry for the records a bulk insert into a collection added */
  'bulk-insert',
  /** one entry for an import's batches */
  'import',
  'subscription_status',
  'grant_full_access',
  'revoke_full_access',
  /** a session started (entity user: whose; decision 027) */
  'sign_in',
  /** a session ended: signed out, ended from the sessions list, idle, or a role or e-mail change */
  'session_ended',
  /** single sign-on changed the user's role from the provider's groups */
  'sso_role',
  /** second factors (decision 026): one added or removed, a wrong one at sign-in */
  'factor_added',
  'factor_removed',
  'second_factor_failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries written before an action joined the list still read: the log's action is only a string. */
export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** GET /api/audit-log: the records of one entity (and one record of it), newest first. */
export const auditLogQuery = pagingQuery.extend({
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(50).optional(),
});

/** One write: who, when, what, and field → { before, after } for the fields it changed. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: sentTime,
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  /** a bulk entry: how many records it changed and the list filter it ran over (null: by ids) */
  bulk: z
    .object({ count: z.number().int(), filter: z.record(z.string(), z.unknown()).nullable() })
    .nullable()
    .optional(),
});

export const auditLogPage = z.object({ total: z.number().int(), records: z.array(auditEntry) });
