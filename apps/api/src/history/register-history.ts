import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.js';
import type { HistoryArea } from './history-area.js';
import { restoreVersion } from './restore.js';
import { asLogged, versionsPage } from './versions.js';

/**
 * A record's versions and their restore, with the edit's role, at the paths of the area's
 * history endpoints (shared historyEndpoints). An area whose deletes go to the trash registers
 * its trash routes beside (registerTrash).
 */
export function registerHistory<V>(app: FastifyInstance, area: HistoryArea<V>) {
  const access = { role: area.role, tags: area.tags };
  serve(app, area.endpoints.page, access, async ({ params, query }) => {
    const current = asLogged(await area.load(app.db, params.id)); // 404 for a record that does not exist
    return versionsPage(app.db, area.entity.name, params.id, query, current, area.kinds);
  });
  serve(app, area.endpoints.restore, access, ({ user, params, body }) => {
    const { id, version } = params;
    return restoreVersion(app.db, user, area, { id, version, seen: body.updated_at });
  });
}
