import {
  apiResponses,
  collectionBulkInsert,
  collectionBulkInsertResult,
  collectionCreate,
  collectionInput,
  collectionNewToggle,
  collectionRecord,
  deletedRecord,
  historyEndpoints,
  idParams,
  roleRecord,
  sentTime,
  trashEndpoints,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import { registerTrash } from '../../trash/index.js';
import { bulkInsert, countBulkInsert } from './bulk-insert.js';
import { collectionFinder } from './find.js';
import {
  COLLECTION,
  COLLECTION_TRASH,
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  listRoles,
  setCollectionNew,
  updateCollection,
} from './queries.js';

const tags = ['collections'];
const saved = z.object({ id: z.number().int(), updated_at: sentTime.optional() });

export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // the command palette finds collections by title or id (GET /api/find)
  app.finders.push(collectionFinder(app.db));
  // admin, not super: the ad form's Collections multi-select reads it (ARCHITECTURE "Roles").
  registerHistory(app, {
    endpoints: historyEndpoints('/api/collections', 'collection'),
    role: 'super',
    tags,
    entity: COLLECTION,
    input: collectionInput,
    load: getCollection,
    save: updateCollection,
    // POST /api/collections/bulk-insert links many ads in one entry
    kinds: { actions: { 'bulk-insert': 'bulk' } },
  });
  registerTrash(app, {
    endpoints: trashEndpoints('/api/collections', 'collections'),
    role: 'super',
    tags,
    trash: COLLECTION_TRASH,
  });

  app.get(
    '/api/collections',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        summary: 'Every collection, highest order first: data.records',
        response: apiResponses(z.object({ records: z.array(collectionRecord) })),
      },
    },
    async () => ok({ records: await listCollections(app.db) }),
  );

  app.get(
    '/api/collections/:id',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        summary: 'One collection (a row reloaded after a 409)',
        params: idParams,
        response: apiResponses(collectionRecord),
      },
    },
    async (request) => ok(await getCollection(app.db, request.params.id)),
  );

  app.post(
    '/api/collections',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Create a collection (SPEC blank row; without order it goes first: top order + 10)',
        body: collectionCreate,
        response: apiResponses(saved),
      },
    },
    async (request) => {
      const row = await createCollection(app.db, request.user, request.body);
      return ok({ id: row.id, updated_at: row.updated_at });
    },
  );

  app.put(
    '/api/collections/:id',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Save a collection row (409 when updated_at is stale)',
        params: idParams,
        body: collectionInput,
        response: apiResponses(saved),
      },
    },
    async (request) => {
      const row = await updateCollection(app.db, request.user, request.params.id, request.body);
      return ok({ id: request.params.id, updated_at: row?.updated_at });
    },
  );

  app.delete(
    '/api/collections/:id',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Move a collection to the trash; its ads stay, unlinked (data.batch: what Undo restores)',
        params: idParams,
        response: apiResponses(deletedRecord),
      },
    },
    async (request) => {
      const batch = await deleteCollection(app.db, request.user, request.params.id);
      return ok({ id: request.params.id, batch });
    },
  );

  app.put(
    '/api/advertisements-collections/:id',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: "The collection's New toggle, saved at once",
        params: idParams,
        body: collectionNewToggle,
        response: apiResponses(saved),
      },
    },
    async (request) => {
      const row = await setCollectionNew(app.db, request.user, request.params.id, request.body.is_new);
      return ok({ id: request.params.id, updated_at: row?.updated_at });
    },
  );

  app.post(
    '/api/collections/bulk-insert',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Link the matching visible ads to a collection once (decision 013); dry_run only counts',
        body: collectionBulkInsert,
        response: apiResponses(collectionBulkInsertResult),
      },
    },
    async (request) => {
      const { id, dry_run } = request.body;
      return ok(dry_run ? await countBulkInsert(app.db, id) : await bulkInsert(app.db, request.user, id));
    },
  );

  app.get(
    '/api/roles',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'The plan kinds a collection can be shown to: data.records',
        response: apiResponses(z.object({ records: z.array(roleRecord) })),
      },
    },
    async () => ok({ records: await listRoles(app.db) }),
  );
};
