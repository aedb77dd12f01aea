import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { removeEntry } from './purge.js';
import { restoreTrash } from './restore.js';
import type { TrashRoutes } from './trash-area.js';
import { trashPageOf } from './trash-page.js';

/**
 * An area's trash, with the area's role (decision 001): the page of deleted records, their
 * restore ({ ids } or an Undo's { batch }) and delete-for-good, at the paths of the area's
 * trash endpoints (shared trashEndpoints).
 */
export function registerTrash(app: FastifyInstance, area: TrashRoutes) {
  const { trash: trashable, endpoints } = area;
  const access = { role: area.role, tags: area.tags };
  // the purge reads every area's declaration (media columns) by entity name
  app.trashables.set(trashable.entity.name, trashable);

  serve(app, endpoints.page, access, ({ query }) => trashPageOf(app.db, trashable.entity.name, query));

  serve(app, endpoints.restore, access, async ({ user, body }) => {
    const result = await restoreTrash(app.db, user, trashable, body);
    await area.restored?.(result.record_ids);
    return result;
  });

  serve(app, endpoints.purge, access, async ({ params, request }) => {
    const deps = { db: app.db, storage: app.storage, trashables: app.trashables, log: request.log };
    const outcome = await removeEntry(deps, trashable.entity.name, params.trashId);
    if (outcome.removed === 0) throw notFound('Trash entry');
    // the files it released go now, without keeping the request waiting for storage
    app.storedFiles.sweep().catch((err: unknown) => request.log.warn({ err }, 'stored files sweep failed'));
    return { id: params.trashId };
  });
}
