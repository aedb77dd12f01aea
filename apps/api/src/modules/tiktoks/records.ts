import { type TiktokValues, tiktokInput, tiktokList, tiktokListItem, tiktokRecord } from '@adlib/shared';
import { recordCrud, withoutSearchText } from '../../area/record-crud.js';
import { tiktoks } from '../../db/schema.js';
import { SEARCH } from '../../db/search-fields.js';
import { tiktokImportDuplicates } from '../../duplicates/import/tiktoks.js';
import {
  compileList,
  defineListArea,
  exportFields,
  listFields,
  sortOn,
  upsertImport,
} from '../../lists/index.js';

type TiktokRow = typeof tiktoks.$inferSelect;

/** The API's shape of a stored TikTok: every field but the search text and its video's text. */
function toTiktok(row: TiktokRow) {
  const { media_text: _seen, ...fields } = withoutSearchText(row);
  return fields;
}

/** TikToks' records: the generic writes over the table; deletes go to the trash (decision 018). */
export const tiktokRecords = recordCrud({
  table: tiktoks,
  // media_text is the video's (a trigger keeps it, migration 0039), never a field of the post
  entity: { name: 'tiktok', label: 'TikTok', unlogged: ['media_text'] },
  // its post id is free while it is in the trash
  trash: { label: tiktoks.username, media: [tiktoks.download_link] },
  toRecord: toTiktok,
  // An empty Created Time is left out: the column's default (now) on create, the stored time on update.
  toColumns: ({ updated_at: _seen, created_time, ...fields }: TiktokValues) =>
    created_time ? { ...fields, created_time: new Date(created_time) } : fields,
});

/** The TikToks list (admin list and CSV export) on the list engine: newest created_time first. */
export const tiktoksList = compileList(
  defineListArea({
    table: 'tiktoks',
    list: tiktokList,
    // a post id matches from its start; search is ranked (decision 025), the others their column
    where: { search: { ranked: SEARCH.tiktoks }, post_id: { prefix: 'post_id' } },
    // no exactTotalWith: the unfiltered list is an exact count (cached); any filter counts up to the cap
    // btree indexes on (created_time, id), and behind industry and is_ad (schema.ts)
    defaultOrder: sortOn('created_time', 'time'),
    ...listFields(tiktokListItem, tiktoks, [], 'download_link'),
    // every stored field but search_text
    export: exportFields('tiktoks', tiktokRecord, tiktoks),
  }),
);

/** TikToks import (super): upsert by post id; a row without Created Time keeps the stored one. */
export const tiktokImport = upsertImport({
  entity: 'tiktok',
  table: tiktoks,
  // an import row is the form without the version it was read at (imports overwrite)
  schema: tiktokInput.omit({ updated_at: true }),
  key: 'post_id',
  keptWhenEmpty: ['created_time'],
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
  // one statement per 2,000 rows (upsertRows): as fast per row as 10,000 on both databases,
  // and PGlite, which runs in the server's thread, holds the event loop for less each time
  batchRows: 2_000,
  // the dry run lists rows that are another post id of a stored or earlier post (issue 26)
  duplicates: tiktokImportDuplicates,
});
