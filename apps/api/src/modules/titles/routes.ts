import { idParams, titleSubtitleUpdate } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { getTitle, listTitles, updateTitle } from './queries.js';

const tags = ['titles-subtitles'];

export const titlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/titles-subtitles',
    { config: { role: 'super' }, schema: { tags, summary: 'Every section title' } },
    async () => ok({ results: await listTitles(app.db) }),
  );

  app.get(
    '/api/titles-subtitles/:id',
    { config: { role: 'super' }, schema: { tags, params: idParams } },
    async (request) => ok(await getTitle(app.db, request.params.id)),
  );

  app.put(
    '/api/titles-subtitles/edit/:id',
    {
      config: { role: 'super' },
      schema: { tags, params: idParams, body: titleSubtitleUpdate },
    },
    async (request) => {
      const row = await updateTitle(app.db, request.user, request.params.id, request.body);
      return ok({ id: request.params.id, updated_at: row?.updated_at });
    },
  );
};
