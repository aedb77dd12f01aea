import { z } from 'zod';
import { sentTime } from '../api.js';
import { BULK_MAX_IDS, pageSizeQuery } from './common.js';

/** A trash entry's id (bigserial: beyond an integer column's range, within a safe JS number). */
const trashId = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(Number.MAX_SAFE_INTEGER, 'No trash entry has this id');

/** One delete request's mark: every record it moved to the trash carries it (Undo restores them). */
export const trashBatch = z.uuid('Not a delete batch');

/** What a single delete answers: the record's id and the batch its Undo restores. */
export const deletedRecord = z.object({ id: z.number().int(), batch: trashBatch });

/** GET /api/{area}/trash: newest first, keyset paged on the trash id. */
export const trashQuery = z.object({
  before: trashId.optional(),
  size: pageSizeQuery,
});

/** One deleted record as the Trash screen lists it. */
export const trashItem = z.object({
  id: z.number().int(),
  record_id: z.number().int(),
  label: z.string(),
  batch: z.string(),
  deleted_at: sentTime,
  /** who deleted it: name and e-mail; null when unknown (a script, a removed user) */
  deleted_by: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type TrashItem = z.infer<typeof trashItem>;

export const trashPage = z.object({
  items: z.array(trashItem),
  /** pass as `before` for the next page; null on the last page */
  next_before: z.number().int().nullable(),
});
export type TrashPage = z.infer<typeof trashPage>;

/** Restore chosen entries (the Trash screen) or one delete's whole batch (Undo). */
export const trashRestoreBody = z.union([
  z.object({
    ids: z.array(trashId).min(1, 'Choose at least one').max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} at once`),
  }),
  z.object({ batch: trashBatch }),
]);
export type TrashRestoreBody = z.infer<typeof trashRestoreBody>;

/** The records put back, by their own ids. */
export const trashRestoreResult = z.object({
  count: z.number().int(),
  record_ids: z.array(z.number().int()),
});
export type TrashRestoreResult = z.infer<typeof trashRestoreResult>;

export const trashIdParams = z.object({ trashId: trashId });

/** The entry deleted for good; its uploaded media go in the background (decision 020). */
export const trashDeleteResult = z.object({ id: z.number().int() });
