import {
  apiResponses,
  trashDeleteResult,
  trashIdParams,
  trashPage,
  trashQuery,
  trashRestoreBody,
  trashRestoreResult,
} from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { removeEntry } from './purge.js';
import { restoreTrash } from './restore.js';
import type { TrashRoutes } from './trash-area.js';
import { trashPageOf } from './trash-page.js';

/**
 * An area's trash, with the area's role (decision 001): GET {url}/trash, POST
 * {url}/trash/restore ({ ids } or an Undo's { batch }) and DELETE {url}/trash/:trashId.
 */
export function registerTrash(app: FastifyInstance, area: TrashRoutes) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { trash: trashable } = area;
  const what = trashable.entity.label.toLowerCase();
  // the purge reads every area's declaration (media columns) by entity name
  app.trashables.set(trashable.entity.name, trashable);

  typed.get(
    `${area.url}/trash`,
    {
      config: { role: area.role },
      schema: {
        tags: area.tags,
        summary: `Deleted ${what}s, newest first: who deleted each and when (data.items, data.next_before)`,
        querystring: trashQuery,
        response: apiResponses(trashPage),
      },
    },
    async (request) => ok(await trashPageOf(app.db, trashable.entity.name, request.query)),
  );

  typed.post(
    `${area.url}/trash/restore`,
    {
      config: { role: area.role },
      schema: {
        tags: area.tags,
        summary: `Put deleted ${what}s back, with their links: { ids } or one delete's { batch } (409 naming a clashing field)`,
        body: trashRestoreBody,
        response: apiResponses(trashRestoreResult),
      },
    },
    async (request) => {
      const result = await restoreTrash(app.db, request.user, trashable, request.body);
      return ok(result);
    },
  );

  typed.delete(
    `${area.url}/trash/:trashId`,
    {
      config: { role: area.role },
      schema: {
        tags: area.tags,
        summary: `Delete a trashed ${what} for good; the uploaded media only it used go in the background`,
        params: trashIdParams,
        response: apiResponses(trashDeleteResult),
      },
    },
    async (request) => {
      const deps = { db: app.db, storage: app.storage, trashables: app.trashables, log: request.log };
      const outcome = await removeEntry(deps, trashable.entity.name, request.params.trashId);
      if (outcome.removed === 0) throw notFound('Trash entry');
      // the files it released go now, without keeping the request waiting for storage
      app.storedFiles.sweep().catch((err: unknown) => request.log.warn({ err }, 'stored files sweep failed'));
      return ok({ id: request.params.trashId });
    },
  );
}
