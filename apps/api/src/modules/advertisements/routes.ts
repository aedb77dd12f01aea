import {
  advertisementBulk,
  advertisementBulkEdit,
  advertisementInput,
  advertisementListItem,
  advertisementRecord,
  advertisementSaved,
  advertisementVisibility,
  apiResponses,
  deletedRecord,
  historyEndpoints,
  idParams,
  sentTime,
  trashEndpoints,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import {
  registerBulkRoutes,
  registerImportRoute,
  registerList,
  registerUploadRoute,
} from '../../lists/index.js';
import { registerTrash } from '../../trash/index.js';
import { AD_BULK_CHANGES, adBulkEdit } from './bulk.js';
import { registerCurationFeedRoute } from './curation-feed-route.js';
import { advertisementImport } from './import.js';
import { adsList } from './list.js';
import {
  AD,
  AD_TRASH,
  advertisementExists,
  bulkDeleteAdvertisements,
  createAdvertisement,
  deleteAdvertisement,
  getAdvertisement,
  setMediaSource,
  setVisibility,
  updateAdvertisement,
} from './queries.js';

const tags = ['advertisements'];
const admin = { role: 'admin' as const };

export const advertisementsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, adsList, {
    entity: AD.name,
    role: 'admin',
    tags,
    find: {
      area: 'advertisements',
      keyword: 'search',
      title: (ad) => ad.name,
      detail: (ad) => (ad.visible ? 'Visible' : 'Not visible'),
    },
    page: {
      url: '/api/advertisements_admin',
      summary: 'A page of the admin list: data.total, data.results, data.next_cursor',
      item: advertisementListItem,
    },
    export: {
      url: '/api/advertisements/export.csv',
      summary: 'Every ad matching the list filters, as CSV (streamed)',
    },
  });

  registerImportRoute(app, {
    url: '/api/advertisements/import',
    role: 'admin',
    tags,
    summary:
      'Import ads from a CSV (as export.csv writes it) or JSON file (multipart file; dry_run, skip_invalid): ' +
      'by id when given, else new. Accept: application/x-ndjson streams progress, then the result',
    target: advertisementImport,
  });
  registerCurationFeedRoute(app);
  registerHistory(app, {
    endpoints: historyEndpoints('/api/advertisements', 'advertisement'),
    role: 'admin',
    tags,
    entity: AD,
    input: advertisementInput,
    load: getAdvertisement,
    save: updateAdvertisement,
    // the list's Visible switch logs an update of `visible` alone
    kinds: { soleField: { visible: 'visibility' } },
  });
  registerTrash(app, {
    endpoints: trashEndpoints('/api/advertisements', 'advertisements'),
    role: 'admin',
    tags,
    trash: AD_TRASH,
  });

  app.get(
    '/api/advertisements/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One ad, collections as ids',
        params: idParams,
        response: apiResponses(advertisementRecord),
      },
    },
    async (request) => ok(await getAdvertisement(app.db, request.params.id)),
  );

  app.post(
    '/api/advertisements',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an ad',
        body: advertisementInput,
        response: apiResponses(advertisementSaved, 201),
      },
    },
    async (request, reply) => {
      const row = await createAdvertisement(app.db, request.user, request.body);
      return reply.code(201).send(ok({ id: row.id, updated_at: row.updated_at }));
    },
  );

  app.put(
    '/api/advertisements/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace an ad (409 when updated_at is stale)',
        params: idParams,
        body: advertisementInput,
        response: apiResponses(advertisementSaved),
      },
    },
    async (request) => {
      const row = await updateAdvertisement(app.db, request.user, request.params.id, request.body);
      return ok({ id: row.id, updated_at: row.updated_at });
    },
  );

  app.delete(
    '/api/advertisements/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move an ad to the trash (data.batch: what Undo restores)',
        params: idParams,
        response: apiResponses(deletedRecord),
      },
    },
    async (request) => {
      const batch = await deleteAdvertisement(app.db, request.user, request.params.id);
      return ok({ id: request.params.id, batch });
    },
  );

  app.put(
    '/api/advertisements/visibility/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "The lists' Visible toggle",
        params: idParams,
        body: advertisementVisibility,
        response: apiResponses(
          z.object({ id: z.number().int(), visible: z.boolean(), updated_at: sentTime }),
        ),
      },
    },
    async (request) => {
      const row = await setVisibility(app.db, request.user, request.params.id, request.body.visible);
      return ok({ id: row.id, visible: row.visible, updated_at: row.updated_at });
    },
  );

  registerBulkRoutes(app, adsList, {
    url: '/api/advertisements',
    role: 'admin',
    tags,
    entity: AD.name,
    noun: 'ads',
    actions: {
      body: advertisementBulk,
      change: AD_BULK_CHANGES,
      remove: bulkDeleteAdvertisements,
    },
    edit: { body: advertisementBulkEdit, change: adBulkEdit },
  });

  registerUploadRoute(app, {
    url: '/api/advertisements/upload',
    role: 'admin',
    tags,
    summary: "Upload an ad's media (multipart: id, folder 'media', file); sets media_source",
    // SPEC: ads upload into the folder 'media' (tiktoks and creators have their own)
    folder: 'media',
    what: 'advertisement',
    exists: advertisementExists,
    attach: setMediaSource,
  });
};
