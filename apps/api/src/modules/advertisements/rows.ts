import type { advertisements } from '../../db/schema.js';

export type AdRow = typeof advertisements.$inferSelect;

/**
 * The API's shape of one ad: every field but the two the database derives (search_text and
 * the collection_ids mirror), collections as ids: the mirror's, unless links written in this
 * transaction are newer than the row.
 */
export function toAdvertisement(row: AdRow, collections: number[] = row.collection_ids) {
  const { search_text: _search, collection_ids: _mirror, ...fields } = row;
  return { ...fields, collections };
}
