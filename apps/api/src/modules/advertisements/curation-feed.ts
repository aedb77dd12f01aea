import { advertisementInput, requiredText } from '@adlib/shared';
import { advertisements } from '../../db/schema.js';
import { feedImportDuplicates } from '../../duplicates/import/ads.js';
import type { ImportTarget } from '../../lists/index.js';
import { columnsOf } from './records.js';

/** A feed item: an ad as the form takes it, and the feed's own id for it. */
const feedItem = advertisementInput.safeExtend({ feed_item_id: requiredText(200, 'Item id') });

/**
 * The curation feed through the import engine: new items become ads that are not visible
 * (staff review them first); an item already loaded is left as it is (staff may have edited
 * it), so loading twice adds nothing twice.
 */
export const curationFeedImport: ImportTarget<typeof feedItem> = {
  entity: 'advertisement',
  schema: feedItem,
  aliases: {
    // the feed's "id" is its item's id, never one of our ads
    feed_item_id: ['id', 'item id', 'guid', 'uid', 'external id'],
    name: ['brand', 'brand name', 'advertiser', 'page name'],
    media_source: ['media', 'media url', 'image', 'video', 'creative'],
    primary_text: ['body', 'ad text', 'copy', 'text'],
    headline: ['title'],
    call_to_action: ['cta', 'button'],
  },
  // what the feed cannot decide: whether staff show it, and its collections
  ignored: ['visible', 'collections', 'created_at', 'updated_at'],
  requiredColumns: ['feed_item_id'],
  key: (row) => row.feed_item_id,
  // an item that is an exact duplicate of an ad is never loaded (the route skips them)
  duplicates: feedImportDuplicates,
  write: async (tx, rows) => {
    const now = new Date();
    const inserted = await tx
      .insert(advertisements)
      .values(
        rows.map(({ feed_item_id, ...values }) => ({
          ...columnsOf({ ...values, visible: false, collections: [] }),
          feed_item_id,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing({ target: advertisements.feed_item_id })
      .returning({ id: advertisements.id });
    return { inserted: inserted.length, updated: 0, unchanged: rows.length - inserted.length };
  },
};
