import {
  tiktokBulk,
  tiktokBulkEdit as tiktokBulkEditBody,
  tiktokContract,
  tiktokInput,
  tiktokListItem,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerHistory } from '../../history/index.js';
import { serve } from '../../http/serve.js';
import {
  registerBulkRoutes,
  registerImportRoute,
  registerList,
  registerUploadRoute,
  VIDEOS,
} from '../../lists/index.js';
import { registerTrash } from '../../trash/index.js';
import { TIKTOK_BULK_CHANGES, tiktokBulkEdit } from './bulk.js';
import { tiktokImport } from './import.js';
import { tiktoksList } from './list.js';
import {
  bulkDeleteTiktoks,
  createTiktok,
  deleteTiktok,
  getTiktok,
  setDownloadLink,
  TIKTOK,
  TIKTOK_TRASH,
  tiktokExists,
  updateTiktok,
} from './queries.js';

const tags = ['tiktoks'];
/** A write's answer: the id and the new version. */
const saved = (row: { id: number; updated_at: Date }) => ({ id: row.id, updated_at: row.updated_at });
// SPEC 6: TikToks are for super users only
const role = 'super' as const;

export const tiktoksRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, tiktoksList, {
    entity: TIKTOK.name,
    role,
    tags,
    find: {
      area: 'tiktoks',
      keyword: 'search',
      digits: 'post_id',
      title: (t) => `@${t.username}`,
      detail: (t) => (t.post_id ? `Post ${t.post_id}` : null),
    },
    page: { url: tiktokContract.page.path, summary: tiktokContract.page.summary, item: tiktokListItem },
    export: {
      url: '/api/tiktoks/export.csv',
      summary: 'Every TikTok matching the list filters, as CSV (streamed)',
    },
  });

  registerHistory(app, {
    url: '/api/tiktoks',
    role: role,
    tags,
    entity: TIKTOK,
    input: tiktokInput,
    load: getTiktok,
    save: updateTiktok,
  });
  registerTrash(app, {
    url: '/api/tiktoks',
    role: role,
    tags,
    trash: TIKTOK_TRASH,
  });

  const access = { role, tags };
  const contract = tiktokContract;
  serve(app, contract.one, access, async ({ params }) => getTiktok(app.db, params.id));
  serve(app, contract.create, access, async ({ user, body }) =>
    saved(await createTiktok(app.db, user, body)),
  );
  serve(app, contract.update, access, async ({ user, params, body }) =>
    saved(await updateTiktok(app.db, user, params.id, body)),
  );
  serve(app, contract.remove, access, async ({ user, params }) => ({
    id: params.id,
    batch: await deleteTiktok(app.db, user, params.id),
  }));

  registerBulkRoutes(app, tiktoksList, {
    url: '/api/tiktoks',
    role,
    tags,
    entity: TIKTOK.name,
    noun: 'TikToks',
    actions: {
      body: tiktokBulk,
      change: TIKTOK_BULK_CHANGES,
      remove: bulkDeleteTiktoks,
    },
    edit: { body: tiktokBulkEditBody, change: tiktokBulkEdit },
  });

  registerImportRoute(app, {
    url: '/api/tiktoks/import',
    role,
    tags,
    summary:
      'Import TikToks from a CSV or JSON file (multipart file; dry_run, skip_invalid), upserting by post_id. ' +
      'Accept: application/x-ndjson streams progress lines, then the result line',
    target: tiktokImport,
  });

  registerUploadRoute(app, {
    url: '/api/tiktoks/upload',
    role,
    tags,
    summary: "Upload a TikTok's video (multipart: id, folder 'tiktok_media', file); sets download_link",
    folder: 'tiktok_media',
    accept: VIDEOS,
    what: 'TikTok',
    exists: tiktokExists,
    attach: setDownloadLink,
  });
};
