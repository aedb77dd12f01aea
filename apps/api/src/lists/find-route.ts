import { apiResponses, findQuery, findResults } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleAllows } from '../auth/roles.js';
import { ok } from '../http/envelope.js';

/**
 * GET /api/find?q=: records of every area the signed-in role may open, found by id, name,
 * title, username, post id or e-mail (each area's `find` declaration), at most `per_area`
 * an area, areas in the order they registered. Registered after the areas.
 */
export function registerFindRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/find',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['find'],
        summary: 'The command palette: records of every area the role may open, by id or words',
        querystring: findQuery,
        response: apiResponses(findResults),
      },
    },
    async (request) => {
      const role = request.user?.role;
      const { q, per_area } = request.query;
      const allowed = app.finders.filter((f) => role && roleAllows(f.role, role));
      const found = await Promise.all(allowed.map((f) => f.find(q, per_area)));
      return ok({ results: found.flat() });
    },
  );
}
