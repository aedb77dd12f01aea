import {
  apiResponses,
  historyEndpoints,
  idParams,
  sentTime,
  titleSubtitle,
  titleSubtitleUpdate,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import { getTitle, listTitles, TITLE, updateTitle } from './queries.js';

const tags = ['titles-subtitles'];

export const titlesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerHistory(app, {
    endpoints: historyEndpoints('/api/titles-subtitles', 'title'),
    role: 'super',
    tags,
    entity: TITLE,
    input: titleSubtitleUpdate,
    load: getTitle,
    save: updateTitle,
  });

  app.get(
    '/api/titles-subtitles',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Every section title',
        response: apiResponses(z.object({ results: z.array(titleSubtitle) })),
      },
    },
    async () => ok({ results: await listTitles(app.db) }),
  );

  app.get(
    '/api/titles-subtitles/:id',
    {
      config: { role: 'super' },
      schema: { tags, summary: 'One section title', params: idParams, response: apiResponses(titleSubtitle) },
    },
    async (request) => ok(await getTitle(app.db, request.params.id)),
  );

  app.put(
    '/api/titles-subtitles/edit/:id',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Edit a section title (409 when updated_at is stale)',
        params: idParams,
        body: titleSubtitleUpdate,
        response: apiResponses(z.object({ id: z.number().int(), updated_at: sentTime.optional() })),
      },
    },
    async (request) => {
      const row = await updateTitle(app.db, request.user, request.params.id, request.body);
      return ok({ id: request.params.id, updated_at: row?.updated_at });
    },
  );
};
