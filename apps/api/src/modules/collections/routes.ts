import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { listCollections } from './queries.js';

export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // admin, not super: the ad form's Collections multi-select reads it (ARCHITECTURE "Roles").
  app.get(
    '/api/collections',
    {
      config: { role: 'admin' },
      schema: { tags: ['collections'], summary: 'Every collection, highest order first: data.records' },
    },
    async () => ok({ records: await listCollections(app.db) }),
  );
};
