import {
  apiResponses,
  historyPage,
  historyQuery,
  historyRestoreBody,
  historyRestoreResult,
  historyVersionParams,
  idParams,
} from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import type { HistoryArea } from './history-area.js';
import { restoreVersion } from './restore.js';
import { asLogged, versionsPage } from './versions.js';

/**
 * GET {url}/:id/history and POST {url}/:id/history/:version/restore, with the edit's role.
 * An area whose deletes go to the trash registers its trash routes beside (registerTrash).
 */
export function registerHistory<V>(app: FastifyInstance, area: HistoryArea<V>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${area.url}/:id/history`,
    {
      config: { role: area.role },
      schema: {
        tags: area.tags,
        summary: `A ${area.entity.label.toLowerCase()}'s versions, newest first, only the changed fields`,
        params: idParams,
        querystring: historyQuery,
        response: apiResponses(historyPage),
      },
    },
    async (request) => {
      const current = asLogged(await area.load(app.db, request.params.id)); // 404 for a record that does not exist
      return ok(
        await versionsPage(app.db, area.entity.name, request.params.id, request.query, current, area.kinds),
      );
    },
  );
  typed.post(
    `${area.url}/:id/history/:version/restore`,
    {
      config: { role: area.role },
      schema: {
        tags: area.tags,
        summary: `Put a ${area.entity.label.toLowerCase()} back to a version (409 when updated_at is stale)`,
        params: historyVersionParams,
        body: historyRestoreBody,
        response: apiResponses(historyRestoreResult),
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const seen = request.body.updated_at;
      const result = await restoreVersion(app.db, request.user, area, { id, version, seen });
      return ok(result);
    },
  );
}
