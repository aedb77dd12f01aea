import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { advertisements, tiktoks, ugcCreators } from '../../db/schema.js';

/** One media column the backfill walks: text, or text[] (a creator's six clips). */
export interface BackfillSource {
  /** '<table>.<column>': its media_backfill row */
  source: string;
  table: PgTable & { id: PgColumn };
  column: PgColumn;
  array: boolean;
}

const sourceOf = (table: PgTable & { id: PgColumn }, column: PgColumn, array = false): BackfillSource => ({
  source: `${getTableName(table)}.${column.name}`,
  table,
  column,
  array,
});

/**
 * The media issue 25 §2 processes, walked in this order: ads' creative and logo, TikToks'
 * video, creators' profile picture and six clips.
 */
export const BACKFILL_SOURCES: readonly BackfillSource[] = [
  sourceOf(advertisements, advertisements.media_source),
  sourceOf(advertisements, advertisements.logo),
  sourceOf(tiktoks, tiktoks.download_link),
  sourceOf(ugcCreators, ugcCreators.profile_picture),
  sourceOf(ugcCreators, ugcCreators.videos, true),
];
