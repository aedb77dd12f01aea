import { bulkActionBody, bulkEditBody } from './bulk.js';
import { ugcCreatorInput, ugcCreatorList } from './ugc-creator.js';

export const CREATOR_BULK_ACTIONS = ['delete'] as const;
/** POST /api/ugc-creators/bulk: delete the checked creators or a whole filter. */
export const ugcCreatorBulk = bulkActionBody(ugcCreatorList.filters, CREATOR_BULK_ACTIONS, 'creator');

/** POST /api/ugc-creators/bulk-edit: industry or country set on many creators. */
export const ugcCreatorBulkEdit = bulkEditBody(
  ugcCreatorInput,
  ['industry', 'country'],
  ugcCreatorList.filters,
  'creator',
);
