import { z } from 'zod';
import { AD_FORMATS, AD_TYPES, INDUSTRY_VALUES, OBJECTIVES } from '../lists.js';
import { adTag, checkSubindustry } from './advertisement.js';
import { advertisementFilters } from './advertisement-list.js';
import { bulkActionBody, bulkListOp, bulkTargetShape, refineOneTarget } from './bulk.js';
import { idSchema, optionalChoice, optionalText } from './common.js';

export const BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
export type AdvertisementBulkAction = (typeof BULK_ACTIONS)[number];
/** POST /api/advertisements/bulk: show, hide or delete the checked ads or a whole filter. */
export const advertisementBulk = bulkActionBody(advertisementFilters, BULK_ACTIONS, 'advertisement');

const target = bulkTargetShape(advertisementFilters, 'advertisement');

/**
 * POST /api/advertisements/bulk-edit: one field set on the checked ads or a whole filter. Each
 * value is checked by the form's own schema of that field, and the value is sent under the
 * field's name, so a refusal names the field as the form does.
 */
export const advertisementBulkEdit = z
  .discriminatedUnion('field', [
    z.object({
      ...target,
      field: z.literal('industry'),
      industry: optionalChoice(INDUSTRY_VALUES),
      subindustry: optionalText(100),
    }),
    z.object({ ...target, field: z.literal('type'), type: z.array(z.enum(AD_TYPES)) }),
    z.object({ ...target, field: z.literal('objective'), objective: z.array(z.enum(OBJECTIVES)) }),
    z.object({ ...target, field: z.literal('format'), format: optionalChoice(AD_FORMATS) }),
    z.object({ ...target, field: z.literal('tags'), op: bulkListOp, tags: adTag }),
    z.object({ ...target, field: z.literal('collections'), op: bulkListOp, collections: idSchema }),
    z.object({ ...target, field: z.literal('visible'), visible: z.boolean() }),
  ])
  .superRefine((edit, ctx) => {
    refineOneTarget(edit, ctx);
    // the form's dependent rule: a subindustry belongs to the chosen industry
    if (edit.field === 'industry') checkSubindustry(edit, ctx);
  });
export type AdvertisementBulkEditValues = z.output<typeof advertisementBulkEdit>;
