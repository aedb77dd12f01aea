import { bulkActionBody, bulkEditBody } from './bulk.js';
import { tiktokInput } from './tiktok.js';
import { tiktokList } from './tiktok-list.js';

export const TIKTOK_BULK_ACTIONS = ['delete', 'mark_new', 'unmark_new', 'mark_free', 'unmark_free'] as const;
/** POST /api/tiktoks/bulk: delete, or mark (unmark) new / free, the checked posts or a whole filter. */
export const tiktokBulk = bulkActionBody(tiktokList.filters, TIKTOK_BULK_ACTIONS, 'TikTok');

/** POST /api/tiktoks/bulk-edit: one field of the form set on many posts (the form's schema of it). */
export const tiktokBulkEdit = bulkEditBody(
  tiktokInput,
  ['industry', 'is_ad', 'new', 'is_free'],
  tiktokList.filters,
  'TikTok',
);
