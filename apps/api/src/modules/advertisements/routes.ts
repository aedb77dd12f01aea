import {
  advertisementBulk,
  advertisementInput,
  advertisementListQuery,
  advertisementVisibility,
  idParams,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { createCountCache } from './count-cache.js';
import { advertisementsExportRoute } from './export-route.js';
import { listAdvertisementsJson } from './list.js';
import {
  bulkAdvertisements,
  createAdvertisement,
  deleteAdvertisement,
  getAdvertisement,
  setVisibility,
  updateAdvertisement,
} from './queries.js';
import { createSqlRunner } from './sql-runner.js';
import { advertisementsUploadRoute } from './upload-route.js';

const tags = ['advertisements'];
const admin = { role: 'admin' as const };

export const advertisementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const counts = createCountCache();
  const run = createSqlRunner(app.database);

  app.get(
    '/api/advertisements_admin',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A page of the admin list: data.total, data.results, data.next_cursor',
        querystring: advertisementListQuery,
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await listAdvertisementsJson(run, counts, request.query)),
  );

  app.get(
    '/api/advertisements/:id',
    { config: admin, schema: { tags, summary: 'One ad, collections as ids', params: idParams } },
    async (request) => ok(await getAdvertisement(app.db, request.params.id)),
  );

  app.post(
    '/api/advertisements',
    { config: admin, schema: { tags, summary: 'Create an ad', body: advertisementInput } },
    async (request, reply) => {
      const row = await createAdvertisement(app.db, request.user, request.body);
      counts.invalidate();
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
      },
    },
    async (request) => {
      const row = await updateAdvertisement(app.db, request.user, request.params.id, request.body);
      counts.invalidate();
      return ok({ id: row.id, updated_at: row.updated_at });
    },
  );

  app.delete(
    '/api/advertisements/:id',
    { config: admin, schema: { tags, summary: 'Delete an ad', params: idParams } },
    async (request) => {
      await deleteAdvertisement(app.db, request.user, request.params.id);
      counts.invalidate();
      return ok({ id: request.params.id });
    },
  );

  app.put(
    '/api/advertisements/visibility/:id',
    {
      config: admin,
      schema: { tags, summary: "The lists' Visible toggle", params: idParams, body: advertisementVisibility },
    },
    async (request) => {
      const row = await setVisibility(app.db, request.user, request.params.id, request.body.visible);
      counts.invalidate();
      return ok({ id: row.id, visible: row.visible, updated_at: row.updated_at });
    },
  );

  app.post(
    '/api/advertisements/bulk',
    {
      config: admin,
      schema: { tags, summary: 'Show, hide or delete many ads at once', body: advertisementBulk },
    },
    async (request) => {
      const ids = await bulkAdvertisements(app.db, request.user, request.body.ids, request.body.action);
      counts.invalidate();
      return ok({ count: ids.length, ids });
    },
  );

  await app.register(advertisementsExportRoute);
  await app.register(advertisementsUploadRoute);
};
