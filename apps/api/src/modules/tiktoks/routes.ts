import { tiktokBulk, tiktokBulkEdit, tiktokContract, tiktokInput } from '@adlib/shared';
import { apiAreaRoutes, defineApiArea } from '../../area/define-api-area.js';
import { tiktoks } from '../../db/schema.js';
import { setColumn, setEditedColumn, VIDEOS } from '../../lists/index.js';
import { tiktokImport, tiktokRecords, tiktoksList } from './records.js';

/** TikToks' API (SPEC 4), declared once: SPEC 6 keeps them to super users. */
export const tiktoksArea = defineApiArea({
  contract: tiktokContract,
  role: 'super',
  tags: ['tiktoks'],
  records: tiktokRecords,
  list: {
    compiled: tiktoksList,
    find: {
      area: 'tiktoks',
      keyword: 'search',
      digits: 'post_id',
      title: (t) => `@${t.username}`,
      detail: (t) => (t.post_id ? `Post ${t.post_id}` : null),
    },
    export: {
      url: '/api/tiktoks/export.csv',
      summary: 'Every TikTok matching the list filters, as CSV (streamed)',
    },
  },
  history: { input: tiktokInput },
  bulk: {
    noun: 'TikToks',
    actions: {
      body: tiktokBulk,
      change: {
        mark_new: setColumn(tiktoks, 'new', true),
        unmark_new: setColumn(tiktoks, 'new', false),
        mark_free: setColumn(tiktoks, 'is_free', true),
        unmark_free: setColumn(tiktoks, 'is_free', false),
      },
    },
    edit: { body: tiktokBulkEdit, change: setEditedColumn(tiktoks) },
  },
  import: {
    url: '/api/tiktoks/import',
    summary:
      'Import TikToks from a CSV or JSON file (multipart file; dry_run, skip_invalid), upserting by post_id. ' +
      'Accept: application/x-ndjson streams progress lines, then the result line',
    target: tiktokImport,
  },
  uploads: [
    {
      url: '/api/tiktoks/upload',
      summary: "Upload a TikTok's video (multipart: id, folder 'tiktok_media', file); sets download_link",
      folder: 'tiktok_media',
      accept: VIDEOS,
      what: 'TikTok',
      // points the post at the uploaded video (404 when the post is gone meanwhile)
      attach: (db, actor, id, url) =>
        tiktokRecords.setColumns(
          db,
          actor,
          id,
          () => ({ download_link: url }),
          (row) => ({ download_link: row.download_link }),
        ),
    },
  ],
});

export const tiktoksRoutes = apiAreaRoutes(tiktoksArea);
