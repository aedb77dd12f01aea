import { savedViewsContract } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth/roles.js';
import { unauthorized } from '../http/errors.js';
import { serve } from '../http/serve.js';
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
  const access = { role, tags };

  serve(app, savedViewsContract.list, access, async ({ user, query }) => {
    const owner = viewer(user);
    assertMayOpenList(app, owner, query.list);
    return { results: await listViews(app.db, owner, query.list) };
  });

  serve(app, savedViewsContract.create, access, async ({ user, body }) => {
    const owner = viewer(user);
    assertMayOpenList(app, owner, body.list);
    return createView(app.db, owner, body);
  });

  serve(app, savedViewsContract.update, access, async ({ user, params, body }) => {
    const owner = viewer(user);
    const checkList = (list: string) => assertMayOpenStoredList(app, owner, list);
    return updateView(app.db, owner, params.id, body, checkList);
  });

  serve(app, savedViewsContract.remove, access, async ({ user, params }) => {
    const owner = viewer(user);
    await deleteView(app.db, owner, params.id, (list) => assertMayOpenStoredList(app, owner, list));
    return { id: params.id };
  });
};
