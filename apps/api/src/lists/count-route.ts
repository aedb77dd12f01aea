import { apiResponses, listCountSchema } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import type { CompiledList } from './compile.js';
import type { CountCache } from './count-cache.js';
import type { PageRowBase } from './declaration.js';
import { type ListCallOptions, listCallRoute } from './list-call.js';
import { listCount } from './page.js';
import type { FilterValues } from './query.js';
import type { SqlRunner } from './sql-runner.js';

/** GET <url>: the list's total for its filters, `{ count, count_is_estimate }` (page.ts listCount). */
export function registerCountRoute<TRow extends PageRowBase, TItem>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<TRow, TItem>,
  run: SqlRunner,
  counts: CountCache,
  options: ListCallOptions,
) {
  app.get(
    options.url,
    listCallRoute(options, list.filtersSchema, apiResponses(listCountSchema)),
    async (request) => ok(await listCount(list, run, counts, request.query as FilterValues)),
  );
}
