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

/** The value a bulk edit sets: the form's schema of the field, without the form's default (a value must be sent). */
type BulkValue<S extends z.ZodType> = S extends z.ZodDefault<infer Inner> ? Inner : S;
const bulkValue = <S extends z.ZodType>(schema: S): BulkValue<S> =>
  (schema instanceof z.ZodDefault ? schema.unwrap() : schema) as BulkValue<S>;

/** One variant of a bulk edit: the target, `field` naming the field, and its value under its name. */
type BulkEditVariant<
  Shape extends z.core.$ZodShape,
  T extends z.core.$ZodShape,
  F extends keyof Shape & string,
> = z.ZodObject<T & { field: z.ZodLiteral<F> } & { [K in F]: BulkValue<Shape[K] & z.ZodType> }>;

/**
 * POST <area>/bulk-edit: one field of the form set on many rows. The bulk-editable fields are
 * declared once, here: each variant checks its value with the form's own schema of the field;
 * the server's change (lists/bulk/set-column.ts) and the panel's modal read the same list.
 */
export function bulkEditBody<
  Shape extends z.core.$ZodShape,
  F extends z.ZodObject,
  const Fields extends readonly [keyof Shape & string, ...(keyof Shape & string)[]],
>(input: z.ZodObject<Shape>, fields: Fields, filters: F, noun: string) {
  const target = bulkTargetShape(filters, noun);
  type Variants = { [I in keyof Fields]: BulkEditVariant<Shape, typeof target, Fields[I]> };
  // Array.map cannot carry the tuple's element types through; each element is built for its field
  const variants = fields.map((field) =>
    z.object({ ...target, field: z.literal(field), [field]: bulkValue(input.shape[field] as z.ZodType) }),
  ) as Variants & z.ZodObject[];
  return z.discriminatedUnion('field', variants).superRefine(refineOneTarget);
}
