import { z } from 'zod';
import { type Sent, sentTime } from '../api.js';
import { ROLE_NAMES } from '../lists.js';
import {
  boundedText,
  idSchema,
  intSchema,
  monthSchema,
  optionalNumber,
  requiredNumber,
  seenUpdatedAt,
} from './common.js';

/** The fields of a collection row as the inline table edits them. */
const collectionFields = z.object({
  order: requiredNumber(intSchema(), 'Give the order, e.g. 0, 10, 20'),
  title: boundedText(200).default(''),
  public: z.boolean().default(false),
  is_new: z.boolean().default(false),
  collection_date: z
    .union([z.literal(''), monthSchema])
    .nullish()
    .transform((v) => (v ? v : null)),
  tags: z.array(boundedText(60).min(1)).max(30).default([]),
  roles: z.array(z.enum(ROLE_NAMES)).default([]),
  active: z.boolean().default(true),
  updated_at: seenUpdatedAt,
});

/**
 * A blank title and no month are fine while a row is being prepared (private); customers see a
 * public collection under its title and month, so making it public needs both.
 */
function publicNeedsTitleAndMonth(
  v: { public?: boolean; title?: string; collection_date?: string | null },
  ctx: z.RefinementCtx,
) {
  if (!v.public) return;
  if (!v.title)
    ctx.addIssue({ code: 'custom', path: ['title'], message: 'A public collection needs a title' });
  if (!v.collection_date)
    ctx.addIssue({ code: 'custom', path: ['collection_date'], message: 'A public collection needs a month' });
}

/** PUT /api/collections/{id}: the whole row (the table sends every field it shows). */
export const collectionInput = collectionFields.superRefine(publicNeedsTitleAndMonth);
export type CollectionInput = z.input<typeof collectionInput>;
export type CollectionValues = z.output<typeof collectionInput>;

/**
 * POST /api/collections: SPEC's blank row. Without `order` the server puts the row first:
 * the first (highest) order plus 10.
 */
export const collectionCreate = collectionFields
  // optional(): the blank row is sent as {}, so the key itself may be absent (the server reads ??)
  .extend({ order: optionalNumber(intSchema()).optional() })
  .omit({ updated_at: true })
  .superRefine(publicNeedsTitleAndMonth);
export type CollectionCreate = z.output<typeof collectionCreate>;

/** SPEC 9: a new collection's order is the first collection's order plus 10. */
export const NEW_COLLECTION_ORDER_STEP = 10;

/** PUT /api/advertisements-collections/{id}: the New toggle, saved at once. */
export const collectionNewToggle = z.object({ is_new: z.boolean() });

/**
 * POST /api/collections/bulk-insert (decision 013): link the collection's matching visible ads.
 * `dry_run` answers the count without linking.
 */
export const collectionBulkInsert = z.object({ id: idSchema, dry_run: z.boolean().default(false) });
export const collectionBulkInsertResult = z.object({
  id: z.number().int(),
  /** how many ads were linked (or, on a dry run, would be) */
  linked: z.number().int(),
  dry_run: z.boolean(),
  /** the collection's new version after a real run (it is marked bulked): the row's next Save sends it */
  updated_at: sentTime.optional(),
});
export type CollectionBulkInsertResult = Sent<z.output<typeof collectionBulkInsertResult>>;

export const collectionRecord = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  public: z.boolean(),
  is_new: z.boolean(),
  collection_date: z.string().nullable(),
  tags: z.array(z.string()),
  roles: z.array(z.string()),
  active: z.boolean(),
  bulked: z.boolean(),
  /** the number of linked ads ('N ads'); their ids are not sent (decision 013) */
  ad_count: z.number().int(),
  created_at: sentTime,
  updated_at: sentTime,
});
export type Collection = Sent<z.output<typeof collectionRecord>>;

/** GET /api/roles: the plan kinds a collection can be shown to. */
export const roleRecord = z.object({ id: z.number().int(), name: z.string() });
