import { z } from 'zod';
import { bulkIds } from './common.js';
import { trashBatch } from './trash.js';

/**
 * The rows a bulk call acts on (decision 017): the checked rows by id, or every row the list's
 * own filters match ("Select all N matching"), resolved by the server with the list's WHERE.
 * A filter key the list does not have is refused, naming it: a misspelt key ignored would act on
 * more rows than meant. A filter that narrows nothing (every row) also needs `all: true`; the
 * server decides that from the list's conditions. `dry_run` changes nothing and answers how many
 * rows would change (the screen's "Hide 18,204 ads?").
 */
export const bulkTargetShape = <F extends z.ZodObject>(filters: F, noun: string) => ({
  ids: bulkIds(noun).optional(),
  filter: z
    .strictObject(filters.shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown filter: ${issue.keys.join(', ')}` : undefined,
    })
    .optional(),
  all: z.literal(true, { error: 'Send true to act on every row' }).optional(),
  dry_run: z.boolean().default(false),
});

/** Exactly one of ids and filter: a bulk call never falls back to "every row". */
export function refineOneTarget(
  body: { ids?: unknown; filter?: unknown; all?: unknown },
  ctx: z.RefinementCtx,
) {
  if ((body.ids === undefined) === (body.filter === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ids'],
      message: 'Send either the ids of the rows or the list filter',
    });
  }
  if (body.all && body.ids !== undefined)
    ctx.addIssue({ code: 'custom', path: ['all'], message: 'all goes with a filter, not with ids' });
}

/** What the server answers a filter that narrows nothing without `all: true`. */
export const EVERY_ROW_MESSAGE = 'This filter matches every row: send "all": true to act on all of them';

/** POST <area>/bulk: one of the area's actions (show, hide, delete, mark new…) over the target. */
export const bulkActionBody = <F extends z.ZodObject, const A extends readonly [string, ...string[]]>(
  filters: F,
  actions: A,
  noun: string,
) => z.object({ ...bulkTargetShape(filters, noun), action: z.enum(actions) }).superRefine(refineOneTarget);

/**
 * What a bulk call answers: how many rows changed (or would, on a dry run). `ids` lists them
 * when the call named its rows; over a filter (up to every row of the table) it is left out.
 */
export const bulkResult = z.object({
  count: z.number().int(),
  dry_run: z.boolean(),
  ids: z.array(z.number().int()).optional(),
  /** a delete's batch in the trash: Undo restores it (decision 018) */
  batch: trashBatch.optional(),
});

/** How a list-valued field changes in bulk: one value added to or removed from each row. */
export const BULK_LIST_OPS = ['add', 'remove'] as const;
export const bulkListOp = z.enum(BULK_LIST_OPS);
