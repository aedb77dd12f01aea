import { z } from 'zod';
import { sentTime } from '../api.js';
import { dateTimeSchema, idParams, pageSizeQuery } from './common.js';

/** What kind of change a version was, as the History panel names it. */
export const HISTORY_KINDS = [
  'created',
  'updated',
  'visibility',
  'bulk',
  'import',
  'restored',
  'deleted',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * GET /api/{area}/{id}/history: newest first, keyset paged on the version number
 * (`before` = the last version of the previous page), so page 100 costs what page 1 costs.
 */
export const historyQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  size: pageSizeQuery,
});

const fieldChange = z.object({ before: z.unknown(), after: z.unknown() });

/** One version of a record: who, when, what kind, and only the fields it changed. */
export const historyVersion = z.object({
  version: z.number().int(),
  at: sentTime,
  by: z.string().nullable(),
  kind: z.enum(HISTORY_KINDS),
  changes: z.record(z.string(), fieldChange),
});
export type HistoryVersion = z.infer<typeof historyVersion>;

export const historyPage = z.object({
  versions: z.array(historyVersion),
  /** pass as `before` for the next page; null on the last page */
  next_before: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPage>;

export const historyVersionParams = idParams.extend({
  version: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The version the screen loaded: a record changed since answers 409, as an edit does. */
export const historyRestoreBody = z.object({ updated_at: dateTimeSchema() });

/** `restored: false` with no changes: the record already was that version, nothing written. */
export const historyRestoreResult = z.object({
  restored: z.boolean(),
  changes: z.record(z.string(), fieldChange),
  updated_at: sentTime.nullable(),
});
export type HistoryRestoreResult = z.infer<typeof historyRestoreResult>;
