import {
  apiResponses,
  deletedRecord,
  idParams,
  tiktokBulk,
  tiktokBulkEdit as tiktokBulkEditBody,
  tiktokInput,
  tiktokListItem,
  tiktokRecord,
  tiktokSaved,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import {
  registerBulkRoutes,
  registerImportRoute,
  registerList,
  registerUploadRoute,
  VIDEOS,
} from '../../lists/index.js';
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
    page: {
      url: '/api/tiktoks',
      summary: 'A page of the TikToks list, newest created_time first: data.total, data.results',
      item: tiktokListItem,
    },
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
    trash: TIKTOK_TRASH,
  });

  app.get(
    '/api/tiktoks/:id',
    {
      config: { role },
      schema: { tags, summary: 'One TikTok', params: idParams, response: apiResponses(tiktokRecord) },
    },
    async (request) => ok(await getTiktok(app.db, request.params.id)),
  );

  app.post(
    '/api/tiktoks',
    {
      config: { role },
      schema: {
        tags,
        summary: 'Create a TikTok (400 naming post_id when the post id is taken)',
        body: tiktokInput,
        response: apiResponses(tiktokSaved, 201),
      },
    },
    async (request, reply) => {
      const row = await createTiktok(app.db, request.user, request.body);
      return reply.code(201).send(ok({ id: row.id, updated_at: row.updated_at }));
    },
  );

  app.put(
    '/api/tiktoks/:id',
    {
      config: { role },
      schema: {
        tags,
        summary: 'Replace a TikTok (409 when updated_at is stale)',
        params: idParams,
        body: tiktokInput,
        response: apiResponses(tiktokSaved),
      },
    },
    async (request) => {
      const row = await updateTiktok(app.db, request.user, request.params.id, request.body);
      return ok({ id: row.id, updated_at: row.updated_at });
    },
  );

  app.delete(
    '/api/tiktoks/:id',
    {
      config: { role },
      schema: {
        tags,
        summary: 'Move a TikTok to the trash (data.batch: what Undo restores)',
        params: idParams,
        response: apiResponses(deletedRecord),
      },
    },
    async (request) => {
      const batch = await deleteTiktok(app.db, request.user, request.params.id);
      return ok({ id: request.params.id, batch });
    },
  );

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
