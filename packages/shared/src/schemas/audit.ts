import { z } from 'zod';
import { sentTime } from '../api.js';
import { pagingQuery } from './common.js';

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
