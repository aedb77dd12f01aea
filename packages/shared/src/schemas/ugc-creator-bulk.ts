import { z } from 'zod';
import { INDUSTRY_VALUES, UGC_COUNTRIES } from '../lists.js';
import { bulkActionBody, bulkTargetShape, refineOneTarget } from './bulk.js';
import { optionalChoice } from './common.js';
import { ugcCreatorList } from './ugc-creator.js';

export const CREATOR_BULK_ACTIONS = ['delete'] as const;
/** POST /api/ugc-creators/bulk: delete the checked creators or a whole filter. */
export const ugcCreatorBulk = bulkActionBody(ugcCreatorList.filters, CREATOR_BULK_ACTIONS, 'creator');

const target = bulkTargetShape(ugcCreatorList.filters, 'creator');

/** POST /api/ugc-creators/bulk-edit: industry or country set on many creators. */
export const ugcCreatorBulkEdit = z
  .discriminatedUnion('field', [
    z.object({ ...target, field: z.literal('industry'), industry: optionalChoice(INDUSTRY_VALUES) }),
    z.object({ ...target, field: z.literal('country'), country: optionalChoice(UGC_COUNTRIES) }),
  ])
  .superRefine(refineOneTarget);
export type UgcCreatorBulkEditValues = z.output<typeof ugcCreatorBulkEdit>;
