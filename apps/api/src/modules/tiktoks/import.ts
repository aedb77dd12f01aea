import { tiktokInput } from '@adlib/shared';
import type { Tx } from '../../db/audit.js';
import { tiktoks } from '../../db/schema.js';
import { type BatchOutcome, type ImportTarget, upsertRows } from '../../lists/index.js';
import { TIKTOK } from './queries.js';

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

/** The cells of a row in the order of `columns` (created_time as ISO text, as the form's Date is). */
function cellsOf(row: Row, columns: readonly Column[]) {
  return columns.map((column) => {
    if (column === 'created_time') return row.created_time ? new Date(row.created_time).toISOString() : null;
    return row[column] ?? null;
  });
}

type Column = (typeof COLUMNS)[number] | 'post_id' | 'created_time';

/**
 * One upsert by post id (upsertRows: a stored row equal to the file's is left alone, not
 * counted as updated, its updated_at kept).
 */
function upsert(tx: Tx, rows: readonly Row[], withTime: boolean, auditId: number): Promise<BatchOutcome> {
  const columns: readonly Column[] = withTime
    ? ['post_id', ...COLUMNS, 'created_time']
    : ['post_id', ...COLUMNS];
  return upsertRows(tx, {
    table: tiktoks,
    key: 'post_id',
    columns,
    rows: rows.map((row) => cellsOf(row, columns)),
    now: new Date(),
    audit: { id: auditId, entity: TIKTOK.name },
  });
}

/** TikToks import (super): upsert by post id; a row without Created Time keeps the stored one. */
export const tiktokImport: ImportTarget<typeof tiktokImportRow> = {
  entity: TIKTOK.name,
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
  // one statement per 2,000 rows (upsertRows): as fast per row as 10,000 on both databases,
  // and PGlite, which runs in the server's thread, holds the event loop for less each time
  batchRows: 2_000,
  write: async (tx, rows, { auditId }) => {
    const timed = await upsert(
      tx,
      rows.filter((r) => r.created_time),
      true,
      auditId,
    );
    const untimed = await upsert(
      tx,
      rows.filter((r) => !r.created_time),
      false,
      auditId,
    );
    return {
      inserted: timed.inserted + untimed.inserted,
      updated: timed.updated + untimed.updated,
      unchanged: timed.unchanged + untimed.unchanged,
    };
  },
};
