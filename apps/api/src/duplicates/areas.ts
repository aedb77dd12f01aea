import type { DuplicateArea } from '@adlib/shared';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { advertisements, tiktoks } from '../db/schema.js';

/**
 * How each checked area's table is read by the duplicates' SQL: the column holding the record's
 * creative (a media URL, as media.source_url has it), what the review screen names a record by,
 * and the area's exact keys beyond the media (TikToks' post id and link).
 */
export interface DuplicateAreaSql {
  table: string;
  media: string;
  label: string;
  detail: string;
  /** columns whose equality is "same-post" (besides the same media URL) */
  postKeys: readonly string[];
  /** whether the copy key (ads' brand, primary text and headline) is compared */
  copy: boolean;
}

export const AREA_SQL: Record<DuplicateArea, DuplicateAreaSql> = {
  advertisements: {
    table: getTableName(advertisements),
    media: advertisements.media_source.name,
    label: advertisements.name.name,
    detail: advertisements.headline.name,
    postKeys: [],
    copy: true,
  },
  tiktoks: {
    table: getTableName(tiktoks),
    media: tiktoks.download_link.name,
    label: tiktoks.username.name,
    detail: tiktoks.description.name,
    postKeys: [tiktoks.post_id.name, tiktoks.tiktok_link.name],
    copy: false,
  },
};

/** The checked area whose records live in `table` (null: an area not checked). */
export function duplicateAreaOf(table: PgTable): DuplicateArea | null {
  const name = getTableName(table);
  for (const [area, sql] of Object.entries(AREA_SQL) as [DuplicateArea, DuplicateAreaSql][])
    if (sql.table === name) return area;
  return null;
}
