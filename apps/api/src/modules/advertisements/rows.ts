import type { advertisements } from '../../db/schema.js';

export type AdRow = typeof advertisements.$inferSelect;

/** The API's shape of one ad: every field but search_text, collections as ids. */
export function toAdvertisement(row: AdRow, collections: number[]) {
  const { search_text: _internal, ...fields } = row;
  return { ...fields, collections };
}
export type AdvertisementRecord = ReturnType<typeof toAdvertisement>;

export const isoTime = (value: string | Date) => new Date(value).toISOString();
