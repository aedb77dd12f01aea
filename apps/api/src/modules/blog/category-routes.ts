import {
  apiResponses,
  categoryInput,
  categoryOrder,
  categoryRecord,
  deletedRecord,
  idParams,
  sentTime,
  trashEndpoints,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { registerTrash } from '../../trash/index.js';
import {
  CATEGORY_TRASH,
  createCategory,
  deleteCategory,
  listCategories,
  reorderCategories,
  updateCategory,
} from './category-queries.js';

const tags = ['blog'];
const superOnly = { role: 'super' as const };
const categorySaved = z.object({ id: z.number().int(), order: z.number().int(), updated_at: sentTime });

/** The blog's categories: SPEC 7's list and create, plus rename, reorder and delete. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // categories have no edit screen of their own, so no history: only the trash
  registerTrash(app, {
    endpoints: trashEndpoints('/api/categories', 'categories'),
    role: 'super',
    tags,
    trash: CATEGORY_TRASH,
  });

  app.get(
    '/api/categories',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Every category, by order (newest first among equal orders)',
        response: apiResponses(z.object({ results: z.array(categoryRecord) })),
      },
    },
    async () => ok({ results: await listCategories(app.db) }),
  );

  app.post(
    '/api/category',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Create a category (order 1 by default)',
        body: categoryInput,
        response: apiResponses(categorySaved, 201),
      },
    },
    async (request, reply) => {
      const row = await createCategory(app.db, request.user, request.body);
      return reply.code(201).send(ok({ id: row.id, order: row.order, updated_at: row.updated_at }));
    },
  );

  app.put(
    '/api/category/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Rename or move a category (409 when updated_at is stale)',
        params: idParams,
        body: categoryInput,
        response: apiResponses(categorySaved),
      },
    },
    async (request) => {
      const row = await updateCategory(app.db, request.user, request.params.id, request.body);
      return ok({ id: row.id, order: row.order, updated_at: row.updated_at });
    },
  );

  app.delete(
    '/api/category/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary:
          'Move a category to the trash; its articles stay, without it (data.batch: what Undo restores)',
        params: idParams,
        response: apiResponses(deletedRecord),
      },
    },
    async (request) => {
      const batch = await deleteCategory(app.db, request.user, request.params.id);
      return ok({ id: request.params.id, batch });
    },
  );

  app.put(
    '/api/categories/order',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Reorder: every category id in its new order (order 1, 2, 3…)',
        body: categoryOrder,
        response: apiResponses(z.object({ count: z.number().int() })),
      },
    },
    async (request) => {
      const changed = await reorderCategories(app.db, request.user, request.body.ids);
      return ok({ count: changed.length });
    },
  );
};
