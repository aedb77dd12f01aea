import { z } from 'zod';
import {
  savedView,
  savedViewCreate,
  savedViewList,
  savedViewParams,
  savedViewsQuery,
  savedViewUpdate,
} from '../schemas/saved-view.js';
import { endpoint } from './endpoint.js';

/** Saved views of every list (issue 19 §1): a kit piece's calls, not an area's. */
export const savedViewsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/views',
    summary: "A list's views: the signed-in user's own, then those others share",
    query: savedViewsQuery,
    response: savedViewList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/views',
    summary: 'Save a view (400 on `name` when the user has one of that name on the list)',
    body: savedViewCreate,
    response: savedView,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/views/:id',
    summary: 'Rename, update the filters of, share or unshare a view of mine (409 when updated_at is stale)',
    params: savedViewParams,
    body: savedViewUpdate,
    response: savedView,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/views/:id',
    summary: 'Delete a view of mine (super: also a view another shared)',
    params: savedViewParams,
    response: z.object({ id: z.number().int() }),
  }),
};
