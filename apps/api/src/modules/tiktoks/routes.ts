import { tiktokContract, tiktokInput } from '@adlib/shared';
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
  },
  history: { input: tiktokInput },
  bulk: {
    noun: 'TikToks',
    change: {
      mark_new: setColumn(tiktoks, 'new', true),
      unmark_new: setColumn(tiktoks, 'new', false),
      mark_free: setColumn(tiktoks, 'is_free', true),
      unmark_free: setColumn(tiktoks, 'is_free', false),
    },
  },
  bulkEdit: { change: setEditedColumn(tiktoks) },
  import: { target: tiktokImport },
  uploads: [
    {
      endpoint: tiktokContract.upload,
      accept: VIDEOS,
      what: 'TikTok',
      // points the post at the uploaded video (404 when the post is gone meanwhile)
      attach: tiktokRecords.attachUpload('download_link'),
    },
  ],
});

export const tiktoksRoutes = apiAreaRoutes(tiktoksArea);
