import { z } from 'zod';
import { INDUSTRY_VALUES } from '../lists.js';
import { bulkActionBody, bulkTargetShape, refineOneTarget } from './bulk.js';
import { optionalChoice } from './common.js';
import { tiktokList } from './tiktok-list.js';

export const TIKTOK_BULK_ACTIONS = ['delete', 'mark_new', 'unmark_new', 'mark_free', 'unmark_free'] as const;
export type TiktokBulkAction = (typeof TIKTOK_BULK_ACTIONS)[number];
/** POST /api/tiktoks/bulk: delete, or mark (unmark) new / free, the checked posts or a whole filter. */
export const tiktokBulk = bulkActionBody(tiktokList.filters, TIKTOK_BULK_ACTIONS, 'TikTok');

const target = bulkTargetShape(tiktokList.filters, 'TikTok');

/** POST /api/tiktoks/bulk-edit: one field of the form set on many posts (the form's schema of it). */
export const tiktokBulkEdit = z
  .discriminatedUnion('field', [
    z.object({ ...target, field: z.literal('industry'), industry: optionalChoice(INDUSTRY_VALUES) }),
    z.object({ ...target, field: z.literal('is_ad'), is_ad: z.boolean() }),
    z.object({ ...target, field: z.literal('new'), new: z.boolean() }),
    z.object({ ...target, field: z.literal('is_free'), is_free: z.boolean() }),
  ])
  .superRefine(refineOneTarget);
export type TiktokBulkEditValues = z.output<typeof tiktokBulkEdit>;
