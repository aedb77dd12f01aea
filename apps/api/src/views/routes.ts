import {
  apiResponses,
  savedView,
  savedViewCreate,
  savedViewList,
  savedViewParams,
  savedViewsQuery,
  savedViewUpdate,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../auth/roles.js';
import { ok } from '../http/envelope.js';
import { unauthorized } from '../http/errors.js';
import { assertMayOpenList, assertMayOpenStoredList } from './list-role.js';
import { createView, deleteView, listViews, updateView } from './queries.js';

const tags = ['views'];
// both staff roles may call; each call is then checked with the role of the view's list
const role = 'admin' as const;

/** The guard has admitted a staff user; the views are that user's. */
const viewer = (user: AuthUser | undefined) => {
  if (!user) throw unauthorized();
  return user;
};

/** Saved views of every list (issue 19 §1): one kit piece, not an area's. */
export const viewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/views',
    {
      config: { role },
      schema: {
        tags,
        summary: "A list's views: the signed-in user's own, then those others share",
        querystring: savedViewsQuery,
        response: apiResponses(savedViewList),
      },
    },
    async (request) => {
      const user = viewer(request.user);
      assertMayOpenList(app, user, request.query.list);
      return ok({ results: await listViews(app.db, user, request.query.list) });
    },
  );

  app.post(
    '/api/views',
    {
      config: { role },
      schema: {
        tags,
        summary: 'Save a view (400 on `name` when the user has one of that name on the list)',
        body: savedViewCreate,
        response: apiResponses(savedView, 201),
      },
    },
    async (request, reply) => {
      const user = viewer(request.user);
      assertMayOpenList(app, user, request.body.list);
      return reply.code(201).send(ok(await createView(app.db, user, request.body)));
    },
  );

  app.put(
    '/api/views/:id',
    {
      config: { role },
      schema: {
        tags,
        summary:
          'Rename, update the filters of, share or unshare a view of mine (409 when updated_at is stale)',
        params: savedViewParams,
        body: savedViewUpdate,
        response: apiResponses(savedView),
      },
    },
    async (request) => {
      const user = viewer(request.user);
      const checkList = (list: string) => assertMayOpenStoredList(app, user, list);
      return ok(await updateView(app.db, user, request.params.id, request.body, checkList));
    },
  );

  app.delete(
    '/api/views/:id',
    {
      config: { role },
      schema: {
        tags,
        summary: 'Delete a view of mine (super: also a view another shared)',
        params: savedViewParams,
        response: apiResponses(z.object({ id: z.number().int() })),
      },
    },
    async (request) => {
      const user = viewer(request.user);
      await deleteView(app.db, user, request.params.id, (list) => assertMayOpenStoredList(app, user, list));
      return ok({ id: request.params.id });
    },
  );
};
