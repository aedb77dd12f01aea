import { tiktokInput } from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import { tiktoks } from '../../db/schema.js';
import type { BatchOutcome, ImportTarget } from '../../lists/index.js';
import { columnsOf } from './queries.js';

/** An import row is the form without the version it was read at (imports overwrite). */
const tiktokImportRow = tiktokInput.omit({ updated_at: true });
type Row = (typeof tiktokImportRow)['_output'];

// the stored columns an import writes; created_time only when the row gives one
const COLUMNS = [
  'username',
  'description',
  'likes',
  'views',
  'shares',
  'comments',
  'duration',
  'music_title',
  'created_for',
  'tiktok_link',
  'download_link',
  'is_ad',
  'new',
  'is_free',
  'industry',
] as const;

const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;

/**
 * One multi-row upsert by post id. A stored row equal to the file's is left alone (not
 * counted as updated, its updated_at kept); `xmax = 0` tells an inserted row from an updated one.
 */
async function upsert(tx: Tx, rows: readonly Row[], withTime: boolean): Promise<BatchOutcome> {
  if (!rows.length) return { inserted: 0, updated: 0, unchanged: 0 };
  const columns: readonly string[] = withTime ? [...COLUMNS, 'created_time'] : COLUMNS;
  const now = new Date();
  const set: Record<string, SQL | Date> = { updated_at: now };
  for (const column of columns) set[column] = excluded(column);
  const changed = sql`(${sql.join(
    columns.map((c) => sql`${sql.identifier('tiktoks')}.${sql.identifier(c)}`),
    sql`, `,
  )}) is distinct from (${sql.join(columns.map(excluded), sql`, `)})`;
  const written = await tx
    .insert(tiktoks)
    .values(rows.map((row) => ({ ...columnsOf(row), created_at: now, updated_at: now })))
    .onConflictDoUpdate({ target: tiktoks.post_id, set, setWhere: changed })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = written.filter((r) => r.inserted).length;
  return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length };
}

/** TikToks import (super): upsert by post id; a row without Created Time keeps the stored one. */
export const tiktokImport: ImportTarget<typeof tiktokImportRow> = {
  entity: 'tiktok',
  schema: tiktokImportRow,
  aliases: {
    username: ['user', 'user name', 'author', 'author name', 'creator', 'handle'],
    post_id: ['post', 'video id', 'tiktok id', 'item id', 'aweme id'],
    description: ['desc', 'caption', 'text'],
    likes: ['like count', 'digg count', 'hearts'],
    views: ['view count', 'play count', 'plays'],
    shares: ['share count'],
    comments: ['comment count'],
    duration: ['length', 'duration seconds', 'video duration'],
    music_title: ['music', 'sound', 'song', 'music name'],
    created_time: ['created', 'create time', 'posted at', 'date posted', 'published at'],
    created_for: ['month', 'for month'],
    tiktok_link: ['url', 'link', 'video url', 'web video url'],
    download_link: ['download', 'download url', 'video file'],
    is_ad: ['ad', 'ads', 'is ads'],
    new: ['is new'],
    is_free: ['free'],
    industry: ['category', 'niche'],
  },
  ignored: ['id', 'created_at', 'updated_at'],
  key: (row) => row.post_id,
  write: async (tx, rows) => {
    const timed = await upsert(
      tx,
      rows.filter((r) => r.created_time),
      true,
    );
    const untimed = await upsert(
      tx,
      rows.filter((r) => !r.created_time),
      false,
    );
    return {
      inserted: timed.inserted + untimed.inserted,
      updated: timed.updated + untimed.updated,
      unchanged: timed.unchanged + untimed.unchanged,
    };
  },
};
