import { apiResponses, namedResultsPageSchema, resultsPageSchema } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { CompiledList } from './compile.js';
import type { CountCache } from './count-cache.js';
import type { PageRowBase } from './declaration.js';
import { type ListCallOptions, listCallRoute } from './list-call.js';
import { type ListQuery, listPageJson } from './page.js';
import type { SqlRunner } from './sql-runner.js';

export interface ListRouteOptions extends ListCallOptions {
  /** the zod schema of one result (shared): the answer's schema in the OpenAPI document */
  item: ZodType;
  /** the answer's name for the rows (default `results`; SPEC's users list reads `records`) */
  resultsKey?: string;
}

/**
 * Keyword and prefix searches are planned with their values every time (sql-runner.ts): not
 * prepared (a generic plan cannot turn `like $1` into an index range).
 */
function hasSearch(list: CompiledList<PageRowBase, unknown>, query: ListQuery) {
  for (const c of list.conditions)
    if ((c.match === 'search' || c.match === 'ranked' || c.match === 'prefix') && query[c.key]) return true;
  return false;
}

/**
 * GET <url>: a page of the list, `{ success, data: ResultsPage<item> }`. The handler sends the
 * answer as JSON text it wrote itself (page.ts): Fastify sends a string with a JSON content
 * type as it is, without the serializer, so the declared schema documents the answer and a
 * test checks real answers against it (test/lists-response.test.ts).
 */
export function registerListRoute<TRow extends PageRowBase, TItem>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<TRow, TItem>,
  run: SqlRunner,
  counts: CountCache,
  options: ListRouteOptions,
) {
  app.get(
    options.url,
    listCallRoute(
      options,
      list.querySchema,
      apiResponses(
        options.resultsKey
          ? namedResultsPageSchema(options.item, options.resultsKey)
          : resultsPageSchema(options.item),
      ),
    ),
    async (request, reply) => {
      // the querystring schema above parsed it: filters by parameter name, paging, cursor
      const query = request.query as ListQuery;
      const json = await listPageJson(list, run, counts, query, !hasSearch(list, query), options.resultsKey);
      // The text is the answer as the schema describes it; the type provider expects the object,
      // but Fastify sends a string with a JSON content type as it is (no serialisation).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
