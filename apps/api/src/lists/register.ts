import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { RouteRole } from '../auth/roles.js';
import { onEntityWrite } from '../db/entity-writes.js';
import type { CompiledList } from './compile.js';
import { createCountCache } from './count-cache.js';
import { registerCountRoute } from './count-route.js';
import type { PageRowBase } from './declaration.js';
import { registerExportRoute } from './export-route.js';
import { registerFacetsRoute } from './facets.js';
import { createFinder, type FindDeclaration } from './find.js';
import { registerListRoute } from './list-route.js';
import { createSqlRunner } from './sql-runner.js';

export interface ListRoutes<TItem = unknown> {
  /** the audit log's entity whose writes change the totals: 'tiktok' (db/entity-writes.ts) */
  entity: string;
  role: RouteRole;
  tags: string[];
  page: { url: string; summary: string; item: ZodType; resultsKey?: string };
  export?: { url: string; summary: string };
  /** a call answering the total alone, for clients that ask it apart from the page */
  count?: { url: string; summary: string };
  /** each filter's option counts under the others (facets.ts) */
  facets?: { url: string; summary: string };
  /** how the command palette finds the list's records (GET /api/find) */
  find?: FindDeclaration<TItem>;
}

/**
 * Registers a list's page call and, when declared, its CSV export and count call, sharing one
 * statement runner. Every audited write of the list's entity clears its totals (count-cache.ts,
 * db/entity-writes.ts), in every API process when they share REDIS_URL.
 */
export function registerList<TRow extends PageRowBase, TItem>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<TRow, TItem>,
  routes: ListRoutes<TItem>,
): void {
  const run = createSqlRunner(app.database, { searchWorkMem: app.config.searchWorkMem });
  const counts = createCountCache();
  const { role, tags } = routes;
  registerListRoute(app, list, run, counts, { role, tags, ...routes.page });
  if (routes.export) registerExportRoute(app, list, run, { role, tags, ...routes.export });
  if (routes.count) registerCountRoute(app, list, run, counts, { role, tags, ...routes.count });
  if (routes.facets) registerFacetsRoute(app, list, run, { role, tags, ...routes.facets });
  if (routes.find) app.finders.push(createFinder(list, run, role, routes.find));
  const topic = `list-counts ${routes.page.url}`;
  app.bus.subscribe(topic, () => counts.invalidate());
  onEntityWrite(app.db, routes.entity, () => {
    counts.invalidate();
    return app.bus.publish(topic, '');
  });
}
