import { findEndpoint } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import { roleAllows } from '../auth/roles.js';
import { serve } from '../http/serve.js';

/**
 * GET /api/find?q=: records of every area the signed-in role may open, found by id, name,
 * title, username, post id or e-mail (each area's `find` declaration), at most `per_area`
 * an area, areas in the order they registered. Registered after the areas.
 */
export function registerFindRoute(app: FastifyInstance) {
  serve(app, findEndpoint, { role: 'admin', tags: ['find'] }, async ({ user, query }) => {
    const role = user?.role;
    const allowed = app.finders.filter((f) => role && roleAllows(f.role, role));
    const found = await Promise.all(allowed.map((f) => f.find(query.q, query.per_area)));
    return { results: found.flat() };
  });
}
