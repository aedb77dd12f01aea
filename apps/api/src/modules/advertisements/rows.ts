import type { AdvertisementListItem } from '@adlib/shared';
import type { advertisements } from '../../db/schema.js';

export type AdRow = typeof advertisements.$inferSelect;

/** The API's shape of one ad: every field but search_text, collections as ids. */
export function toAdvertisement(row: AdRow, collections: number[]) {
  const { search_text: _internal, ...fields } = row;
  return { ...fields, collections };
}
export type AdvertisementRecord = ReturnType<typeof toAdvertisement>;

/** A row of the list query (list-query.ts LIST_COLUMNS), as the drivers return it. */
export interface ListRow {
  id: number;
  name: string;
  logo: string | null;
  tags: string[];
  visible: boolean;
  new: boolean;
  media_source: string | null;
  analysis: string | null;
  industry: string | null;
  subindustry: string | null;
  type: string[];
  format: string | null;
  // Drizzle hands raw timestamptz text to raw queries on both drivers.
  created_at: string | Date;
  updated_at: string | Date;
  collection_ids: number[];
}

export const isoTime = (value: string | Date) => new Date(value).toISOString();

export function toListItem(row: ListRow): AdvertisementListItem {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    tags: row.tags,
    collections: row.collection_ids.map((id) => ({ id })),
    visible: row.visible,
    media_source: row.media_source,
    analysis: row.analysis,
    industry: row.industry,
    subindustry: row.subindustry,
    type: row.type,
    format: row.format,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}
