import { apiResponses, type FacetCount, type ListFacets, listFacetsSchema } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteRole } from '../auth/roles.js';
import { ok } from '../http/envelope.js';
import type { CompiledList, Condition } from './compile.js';
import type { PageRowBase } from './declaration.js';
import { type FilterValues, filterConditions } from './query.js';
import type { SqlRunner } from './sql-runner.js';
import { Params, type Statement } from './statement.js';

type AnyList = CompiledList<PageRowBase, unknown>;

/** At most this many options of one filter are counted back (most common first). */
export const FACET_OPTIONS_MAX = 200;

/** What a row's value of the facet is, as text: the column, an array column's elements. */
function valueSql(c: Condition) {
  // a filter compared through a lookup (users: role_id from the role's name) is counted by the
  // list's column of the filter's own name (the role's name)
  if (c.match === 'contains')
    return { from: ` cross join lateral unnest(${c.column}) f(v)`, value: 'f.v::text' };
  return { from: '', value: `${c.value ? c.key : c.column}::text` };
}

/**
 * One statement: per facet, the rows matching the search and every other filter (never the
 * facet's own selection, as shoppers expect) grouped by the facet's value. Counted on the
 * list's own table and conditions, so a count is what the list would show with that option
 * chosen, and a role that cannot read the list cannot count it (the route's role).
 */
export function facetsSql(list: AnyList, filters: FilterValues): Statement {
  const p = new Params();
  const parts = list.conditions
    .filter((c) => c.facet)
    .map((c) => {
      const where = filterConditions(list, { ...filters, [c.key]: undefined }, p);
      const { from, value } = valueSql(c);
      where.push(`${value} is not null`);
      return `(select ${p.add(c.key)}::text as facet, ${value} as value, count(*)::int as n from ${list.table}${from} where ${where.join(' and ')} group by 2 order by 3 desc, 2 limit ${FACET_OPTIONS_MAX})`;
    });
  return { text: parts.join(' union all '), values: p.values };
}

export async function listFacets(list: AnyList, run: SqlRunner, filters: FilterValues): Promise<ListFacets> {
  const facets: Record<string, FacetCount[]> = {};
  for (const c of list.conditions) if (c.facet) facets[c.key] = [];
  if (!Object.keys(facets).length) return { facets };
  const rows = await run<{ facet: string; value: string; n: number }>(facetsSql(list, filters));
  for (const row of rows) facets[row.facet]?.push({ value: row.value, count: row.n });
  return { facets };
}

export interface FacetsRouteOptions {
  url: string;
  role: RouteRole;
  tags: string[];
  summary: string;
}

/** GET <url>: each filter's option counts under the search and the other filters. */
export function registerFacetsRoute<TRow extends PageRowBase, TItem>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<TRow, TItem>,
  run: SqlRunner,
  options: FacetsRouteOptions,
) {
  app.get(
    options.url,
    {
      config: { role: options.role },
      schema: {
        tags: options.tags,
        summary: options.summary,
        querystring: list.querySchema,
        response: apiResponses(listFacetsSchema),
      },
    },
    async (request) => ok(await listFacets(list, run, request.query as FilterValues)),
  );
}
