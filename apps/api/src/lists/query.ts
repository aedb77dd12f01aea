import { daysOf, SYSTEM_USER } from '@adlib/shared';
import { prefixPattern, searchPattern } from '../db/search-text.js';
import type { CompiledList } from './compile.js';
import type { EventsSql, PageRowBase } from './declaration.js';
import { afterKeySql, type ResolvedOrder } from './orders.js';
import { rankedScore, rankedWhere } from './search.js';
import {
  commonWordRows,
  commonWordsOf,
  type TierPlan,
  tieredCountSql,
  tieredPageSql,
  tierPlanOf,
  tierSteps,
} from './search-tiers.js';
import { oneStep, Params, type Statement, type Steps, withUsedValues } from './statement.js';

/**
 * The SQL of a list and its CSV export: one WHERE built from the filters, an order with an
 * index behind it, OFFSET or keyset paging.
 */

type AnyList = CompiledList<PageRowBase, unknown>;
/** Parsed filters by parameter name (the shared declaration's zod schema made them). */
export type FilterValues = Readonly<Record<string, unknown>>;

/** Whether a condition filters at all: `is` (a fixed filter) whenever given, others when not '' or empty. */
const narrows = (c: AnyList['conditions'][number], value: unknown) =>
  c.match === 'is' ? value !== undefined : Boolean(value);

/**
 * Filters AND together, in declaration order. Array columns match when they contain the
 * value, written `value = any(column)` on purpose: with few distinct values every one is
 * common, and an array index would only tempt the planner into ANDing bitmaps of 200,000
 * rows (measured on ads' type and objective: 2-3x slower than filtering the rows an industry
 * or keyword index finds).
 */
export function filterConditions(list: AnyList, f: FilterValues, p: Params): string[] {
  const where: string[] = [];
  for (const c of list.conditions) {
    const value = f[c.key];
    if (!narrows(c, value)) {
      // not filtered
    } else if (c.match === 'is') {
      where.push(`${c.column} = ${p.add(value)}`);
    } else if (c.match === 'ranked' && c.ranked) {
      // the keyword as a substring, or its words, prefixes, typos, accents (search.ts)
      where.push(rankedWhere(c.ranked, value as string, p, commonWordsOf(c.ranked, value)));
    } else if (c.match === 'search') {
      // the keyword columns are stored lower-cased; each one's trigram GIN index serves
      // LIKE '%word%', and several are ORed (one parameter), which the planner serves by a
      // BitmapOr of those indexes
      const pattern = p.add(searchPattern(value as string));
      const any = c.columns.map((column) => `${column} like ${pattern}`);
      where.push(any.length > 1 ? `(${any.join(' or ')})` : `${any[0]}`);
    } else if (c.match === 'between') {
      // days in UTC, both ends included (the zod schema checked the value)
      const { from, to } = daysOf(value as string) ?? {};
      if (from) where.push(`${c.column} >= (${p.add(from)}::date::timestamp at time zone 'UTC')`);
      if (to) where.push(`${c.column} < ((${p.add(to)}::date + 1)::timestamp at time zone 'UTC')`);
    } else if (c.match === 'on') {
      // one UTC day (the zod schema checked it)
      const day = p.add(value);
      where.push(`${c.column} >= (${day}::date::timestamp at time zone 'UTC')`);
      where.push(`${c.column} < ((${day}::date + 1)::timestamp at time zone 'UTC')`);
    } else if (c.match === 'condition' && c.value) {
      // the area's condition, its day or month one parameter however often it is named
      const param = p.add(value);
      where.push(`(${c.value.replaceAll('$day', `${param}::date`).replaceAll('$month', `${param}::text`)})`);
    } else if (c.match === 'events' && c.events) {
      const condition = eventsCondition(c.key, c.events, f, p);
      if (condition) where.push(condition);
    } else if (c.match === 'user') {
      // a user's id or `none` (the zod schema checked it): the system's writes have no user
      where.push(
        value === SYSTEM_USER ? `${c.column} is null` : `${c.column} = ${p.add(Number(value))}::int`,
      );
    } else if (c.match === 'cases') {
      // only the declared options' own conditions ('constructor' is no option)
      const cases = c.cases ?? {};
      where.push(Object.hasOwn(cases, value as string) ? (cases[value as string] as string) : 'false');
    } else if (c.match === 'prefix') {
      where.push(`${c.column} like ${p.add(prefixPattern(value as string))}`);
    } else if (c.match === 'equals')
      where.push(`${c.column} = ${c.value ? c.value.replace('$value', p.add(value)) : p.add(value)}`);
    else where.push(`${p.add(value)}::text = any(${c.column})`);
  }
  return where;
}

/**
 * An `events` pair (declaration.ts) as one `exists`, written once: at the kind filter when a
 * kind is chosen, else at the dates filter with the declared kinds. The (user, kind, day)
 * primary key serves the probe per row, a (kind, day) index the walk from few days.
 */
function eventsCondition(key: string, e: EventsSql, f: FilterValues, p: Params): string | null {
  const kind = e.kindFilter ? f[e.kindFilter] : undefined;
  if (key !== e.kindFilter && kind) return null; // the kind filter writes the pair
  const days = typeof f[e.daysFilter] === 'string' ? daysOf(f[e.daysFilter] as string) : null;
  const where = [e.joins];
  where.push(
    kind ? `${e.kind} = ${p.add(kind)}` : `${e.kind} = any(${p.add(`{${e.kinds.join(',')}}`)}::text[])`,
  );
  if (days?.from) where.push(`${e.day} >= ${p.add(days.from)}::date`);
  if (days?.to) where.push(`${e.day} <= ${p.add(days.to)}::date`);
  return `exists (select 1 from ${e.table} where ${where.join(' and ')})`;
}

/**
 * A one-word keyword common enough to read by tiers: its capped count reads about a thousand
 * heap pages whatever the SQL (decision 025), so a page does not wait for it (page.ts).
 */
export const isCommonWordSearch = (list: AnyList, f: FilterValues) => tierPlan(list, f) !== null;

/**
 * The rows a common word's search alone matches by the search statistics (its starts and typo
 * words too, which the planner does not know: `freesh` 199k rows, planned 10k), when no other
 * filter narrows it; null otherwise (the planner's estimate, estimatedCountSql, is used).
 */
export function statsCountEstimate(list: AnyList, f: FilterValues): number | null {
  const c = list.rankedSearch;
  if (!c || list.conditions.some((other) => other.key !== c.key && narrows(other, f[other.key]))) return null;
  const rows = commonWordRows(c.ranked, f[c.key])?.rows;
  return rows === undefined ? null : Math.round(rows);
}

/** True when only the exactTotalWith filters narrow the list: its total is the plain count. */
export const isExactlyCounted = (list: AnyList, f: FilterValues) =>
  list.conditions.every((c) => c.exact || !f[c.key]);

const whereSql = (conditions: string[]) => (conditions.length ? ` where ${conditions.join(' and ')}` : '');

export interface PageRequest {
  filters: FilterValues;
  order: ResolvedOrder;
  /** keyset paging: the sort key and id of the last row already sent */
  after?: { key: string | boolean | null; id: number };
  offset?: number;
  /** one record by its id (the command palette's "#123") */
  id?: number;
  /** only these records, among those the filters match (the `ids` parameter) */
  ids?: readonly number[];
}

/** A one-word keyword common enough to read its relevance order by tiers (search-tiers.ts). */
function tierPlan(list: AnyList, f: FilterValues): TierPlan | null {
  const c = list.rankedSearch;
  return c ? tierPlanOf(c.ranked, f[c.key]) : null;
}

/**
 * The request's filters on a column the classed index holds beside the words, as that index has
 * them (`lower(industry) = lower($1)`, search-fields.ts): what lets one scan of it intersect a
 * word's class and the filters. The filters' own conditions stay as they are (the exact test).
 */
function classedFilters(list: AnyList, f: FilterValues, p: Params): string[] {
  const indexed = list.rankedSearch?.ranked?.classedWith ?? [];
  return list.conditions
    .filter((c) => c.match === 'equals' && !c.value && indexed.includes(c.column) && isSet(f[c.key]))
    .map((c) => `lower(${c.column}) = lower(${p.add(f[c.key])}::text)`);
}
const isSet = (value: unknown) => typeof value === 'string' && value !== '';

/** The conditions of every filter but the ranked search. */
const otherConditions = (list: AnyList, f: FilterValues, p: Params) =>
  filterConditions(list, list.rankedSearch ? { ...f, [list.rankedSearch.key]: undefined } : f, p);

/** `select <columns> from <table> where ... order by ... limit ... offset ...` */
function pageCore(list: AnyList, r: PageRequest, columns: string, limit: number, p: Params) {
  const conditions = filterConditions(list, r.filters, p);
  const score = r.order.relevance ? relevanceScore(list, r.filters, p) : null;
  if (score !== null) {
    // the score is computed for every match (they are sorted by it), a cursor's page starts
    // after the last row's score and id: no OFFSET however deep
    columns = `${columns}, ${score} as relevance`;
    if (r.after)
      conditions.push(`(${score}, id) < (${p.add(r.after.key)}::float8, ${p.add(r.after.id)}::int)`);
  } else if (r.after) conditions.push(afterKeySql(r.order, r.after.key, r.after.id, p));
  if (r.id !== undefined) conditions.push(`id = ${p.add(r.id)}`);
  // bigint: the schema allows ten digits, more than an int column's ids reach (no cast error)
  if (r.ids) conditions.push(`id = any(${p.add(`{${r.ids.join(',')}}`)}::bigint[])`);
  const offset = r.offset ? ` offset ${p.add(r.offset)}` : '';
  return `select ${columns} from ${list.table}${whereSql(conditions)} order by ${r.order.orderBy} limit ${p.add(limit)}${offset}`;
}

/** The relevance score of the request's ranked search (0 when its keyword has no word). */
function relevanceScore(list: AnyList, f: FilterValues, p: Params): string {
  const c = list.rankedSearch;
  const value = c ? f[c.key] : undefined;
  return c?.ranked && typeof value === 'string' ? rankedScore(c.ranked, value, p) : '0::float8';
}

/** A batch of the CSV export: every export column, in the list's order. */
export function exportPageSql(list: AnyList, r: PageRequest, limit: number): Statement {
  const p = new Params();
  return { text: pageCore(list, r, list.exportColumns, limit, p), values: p.values };
}

/** The request of a page read by tiers (search-tiers.ts), or null. */
const pageTiers = (list: AnyList, r: PageRequest) =>
  r.order.relevance && r.id === undefined && !r.ids ? tierPlan(list, r.filters) : null;

/**
 * One page of the list, at most `size + 1` rows: the extra row only tells that another page
 * follows. The inner query selects plain stored columns (not JSON built by the database:
 * measured at 1,000,000 ads, json_build_object costs PostgreSQL 3-4x the plain select); the
 * outer one formats them (times as ISO text, arrays as `json` for the driver's native
 * JSON.parse) after LIMIT, so that a sorted search pays for that on the page's rows only.
 * A common word's relevance order is read in steps, one tier each (steps.ts).
 */
export function pageRowsSql(list: AnyList, r: PageRequest, size: number): Steps {
  const outer = (core: string, p: Params) =>
    withUsedValues({
      text: `select ${r.order.pageSelect} from (${core}) p order by ${r.order.orderBy}`,
      values: p.values,
    });
  const tiers = pageTiers(list, r);
  if (!tiers) {
    const p = new Params();
    return oneStep(outer(pageCore(list, r, list.pageColumns, size + 1, p), p));
  }
  const steps: Statement[] = [];
  const offset = r.offset ?? 0;
  for (let step = 0; step < tierSteps(tiers); step++) {
    const p = new Params();
    const base = otherConditions(list, r.filters, p);
    const request = {
      table: list.table,
      columns: list.pageColumns,
      base,
      after: r.after,
      limit: size + 1,
      offset,
    };
    const sql = tieredPageSql(tiers, request, p, step);
    if (sql) steps.push(outer(sql, p));
  }
  return { steps, skip: offset, take: size + 1 };
}

/**
 * Counts matching rows but stops at `cap + 1`: cheap whatever the filter, exact below the cap.
 * Steps whose counts add up (steps.ts: countSteps): a common word's tiers one by one, until the
 * cap; one statement otherwise.
 */
export function cappedCountSql(list: AnyList, filters: FilterValues, cap: number): Statement[] {
  const tiers = tierPlan(list, filters);
  if (tiers)
    return Array.from({ length: tierSteps(tiers, true) }, (_, step) => {
      const p = new Params();
      const base = otherConditions(list, filters, p);
      const indexed = classedFilters(list, filters, p);
      return withUsedValues({
        text: tieredCountSql(tiers, { table: list.table, base, cap, indexed }, p, step),
        values: p.values,
      });
    });
  const p = new Params();
  const where = whereSql(filterConditions(list, filters, p));
  return [
    {
      text: `select count(*)::int as n from (select 1 from ${list.table}${where} limit ${p.add(cap + 1)}) s`,
      values: p.values,
    },
  ];
}

/** The exact count of the list narrowed by exactTotalWith filters only: what the count cache stores. */
/**
 * The planner's estimate of how many rows the filters match (`explain`, no execution: the
 * planning alone, about a millisecond): the "≈" total of a page whose count has not finished
 * (page.ts). The words' and filters' statistics come from ANALYZE (most common elements of the
 * search vector; the filters taken as independent), so it is right in its order of magnitude.
 */
export function estimatedCountSql(list: AnyList, filters: FilterValues): Statement {
  const p = new Params();
  const where = whereSql(filterConditions(list, filters, p));
  return { text: `explain (format json) select 1 from ${list.table}${where}`, values: p.values };
}

export function fullCountSql(list: AnyList, filters: FilterValues): Statement {
  const p = new Params();
  const where = whereSql(filterConditions(list, filters, p));
  return { text: `select count(*)::int as n from ${list.table}${where}`, values: p.values };
}
