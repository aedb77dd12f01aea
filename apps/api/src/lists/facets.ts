import { apiResponses, type FacetCount, type ListFacets, listFacetsSchema } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import { type CompiledList, type Condition, isKeywordSearch } from './compile.js';
import type { PageRowBase } from './declaration.js';
import { type ListCallOptions, listCallRoute } from './list-call.js';
import { prepareSearch } from './page.js';
import { cappedCountSql, type FilterValues, filterConditions } from './query.js';
import { commonWordRows } from './search-tiers.js';
import type { RunOptions, SqlRunner } from './sql-runner.js';
import { Params, type Statement } from './statement.js';
import { countSteps } from './steps.js';

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

export interface FacetLimits {
  /** up to this many rows matching the search and the non-facet filters, counts are exact */
  exactMax: number;
  /** about this many rows of the table are read for an estimate (a block sample) */
  sampleRows: number;
}
export const FACET_LIMITS: FacetLimits = { exactMax: 20_000, sampleRows: 20_000 };

/** The filters that are not facets (the search, chip-only ones): they narrow every facet alike. */
const withoutFacets = (list: AnyList, filters: FilterValues): FilterValues => {
  const base: Record<string, unknown> = { ...filters };
  for (const c of list.conditions) if (c.facet) base[c.key] = undefined;
  return base;
};
const onlyFacets = (list: AnyList, filters: FilterValues): FilterValues => {
  const only: Record<string, unknown> = {};
  for (const c of list.conditions) if (c.facet) only[c.key] = filters[c.key];
  return only;
};

/** Per facet, `select facet, value, n` over `from` narrowed by `filters` but its own. */
function facetSelects(list: AnyList, filters: FilterValues, p: Params, from: string, scale = 1) {
  return list.conditions
    .filter((c) => c.facet)
    .map((c) => {
      const where = filterConditions(list, { ...filters, [c.key]: undefined }, p);
      const { from: unnest, value } = valueSql(c);
      where.push(`${value} is not null`);
      const n = scale === 1 ? 'count(*)::int' : `round(count(*) * ${scale})::int`;
      return `(select ${p.add(c.key)}::text as facet, ${value} as value, ${n} as n from ${from}${unnest} where ${where.join(' and ')} group by 2 order by 3 desc, 2 limit ${FACET_OPTIONS_MAX})`;
    });
}

/**
 * One statement: per facet, the rows matching the search and every other filter (never the
 * facet's own selection, as shoppers expect) grouped by the facet's value. Counted on the
 * list's own table and conditions, so a count is what the list would show with that option
 * chosen, and a role that cannot read the list cannot count it (the route's role).
 */
export function facetsSql(list: AnyList, filters: FilterValues): Statement {
  const p = new Params();
  return { text: facetSelects(list, filters, p, list.table).join(' union all '), values: p.values };
}

/**
 * The estimate: a block sample of `percent` of the table (the same blocks every time, so
 * counts do not jitter between calls) narrowed once by the search and the non-facet filters,
 * then each facet grouped over those rows as above, its counts scaled by 100 / percent.
 */
export function sampledFacetsSql(list: AnyList, filters: FilterValues, percent: number): Statement {
  const p = new Params();
  const base = filterConditions(list, withoutFacets(list, filters), p);
  const where = base.length ? ` where ${base.join(' and ')}` : '';
  const sample = `select * from ${list.table} tablesample system (${percent}) repeatable (29)${where}`;
  const selects = facetSelects(list, onlyFacets(list, filters), p, 's', 100 / percent);
  return { text: `with s as materialized (${sample}) ${selects.join(' union all ')}`, values: p.values };
}

/** A plain table name (not a subquery such as the users list's): it can be sampled. */
const SAMPLED_TABLE = /^[a-z_][a-z0-9_]*$/;

/**
 * The percentage of the table an estimate reads, or null for exact counts: few rows match the
 * search and the non-facet filters (at most FACETS_EXACT_MAX, a capped count finds out), the
 * table is small, or the list reads a subquery.
 */
export async function facetsSamplePercent(
  list: AnyList,
  // the app's runner or a bare driver's (the bench's floor)
  run: <T>(statement: Statement, options?: RunOptions) => Promise<T[]>,
  filters: FilterValues,
  limits: FacetLimits = FACET_LIMITS,
) {
  if (!SAMPLED_TABLE.test(list.table)) return null;
  const base = withoutFacets(list, filters);
  // a common word and nothing else narrowing every facet: the statistics say it has far more
  // rows than exactMax (search-tiers.ts), no need to count them
  const search = list.rankedSearch;
  const common = search && commonWordRows(search.ranked, base[search.key]);
  const alone = list.conditions.every(
    (c) => c === search || (c.match === 'is' ? base[c.key] === undefined : !base[c.key]),
  );
  if (!(common && alone && common.rows > 2 * limits.exactMax)) {
    const probe = await countSteps(run, cappedCountSql(list, base, limits.exactMax), limits.exactMax, {
      search: isKeywordSearch(list, base),
    });
    if (probe <= limits.exactMax) return null;
  }
  const [size] = await run<{ rows: number }>({
    text: 'select reltuples::float8 as rows from pg_class where oid = to_regclass($1)',
    values: [list.table],
  });
  const percent = (100 * limits.sampleRows) / Math.max(1, size?.rows ?? 0);
  return percent >= 50 ? null : Math.max(0.01, Number(percent.toPrecision(2)));
}

export async function listFacets(
  list: AnyList,
  run: SqlRunner,
  filters: FilterValues,
  limits: FacetLimits = FACET_LIMITS,
): Promise<ListFacets> {
  const facets: Record<string, FacetCount[]> = {};
  for (const c of list.conditions) if (c.facet) facets[c.key] = [];
  if (!Object.keys(facets).length) return { facets, facets_are_estimates: false };
  await prepareSearch(list, run, filters);
  const percent = await facetsSamplePercent(list, run, filters, limits);
  const sql = percent === null ? facetsSql(list, filters) : sampledFacetsSql(list, filters, percent);
  const rows = await run<{ facet: string; value: string; n: number }>(sql, {
    search: isKeywordSearch(list, filters),
  });
  for (const row of rows) facets[row.facet]?.push({ value: row.value, count: row.n });
  return { facets, facets_are_estimates: percent !== null };
}

/** GET <url>: each filter's option counts under the search and the other filters. */
export function registerFacetsRoute<TRow extends PageRowBase, TItem>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<TRow, TItem>,
  run: SqlRunner,
  options: ListCallOptions,
) {
  app.get(
    options.url,
    listCallRoute(options, list.querySchema, apiResponses(listFacetsSchema)),
    async (request) => ok(await listFacets(list, run, request.query as FilterValues)),
  );
}
