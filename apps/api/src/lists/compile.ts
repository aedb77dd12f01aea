import type { FilterDeclaration, FiltersDeclaration } from '@adlib/shared';
import type { ZodType } from 'zod';
import type { SearchDeclaration } from '../db/search-fields.js';
import {
  type EventsSql,
  filterDefault,
  type ListArea,
  type OrderDeclaration,
  orderSqlOf,
  type PageRowBase,
} from './declaration.js';
import { DEFAULT_ORDER, type ResolvedOrder, relevanceOrder, resolveOrder } from './orders.js';

/** How a filter's value becomes a condition. */
type Match =
  | 'search'
  | 'ranked'
  | 'prefix'
  | 'is'
  | 'equals'
  | 'contains'
  | 'between'
  | 'cases'
  | 'events'
  | 'on'
  | 'condition'
  | 'user';

export interface Condition {
  key: string;
  match: Match;
  column: string;
  /** a search's columns, any of which may hold the keyword (`column` is the first) */
  columns: readonly string[];
  /**
   * SQL the parameter goes into ('$value' stands for it), for `equals`; a `condition`'s SQL
   * ('$day' or '$month' stands for it) (declaration.ts)
   */
  value?: string;
  /** counted exactly when it narrows the list alone (ListArea.exactTotalWith) */
  exact: boolean;
  /** a `cases` choice's condition per option (declaration.ts) */
  cases?: Readonly<Record<string, string>>;
  /** an `events` filter's table and its pair of filters (declaration.ts) */
  events?: EventsSql;
  /** a ranked search's declaration (search.ts) */
  ranked?: SearchDeclaration;
  /** its options are counted by the facets call: a choice the bar offers, or a yes/no */
  facet?: true;
}

/**
 * An area's list declaration turned, once at start, into what each request reads: the
 * conditions in declaration order, the resolved orders, the export's select list. Nothing
 * here is rebuilt per request.
 */
export interface CompiledList<TRow extends PageRowBase, TItem> {
  table: string;
  /** the list call's and the export's query schemas (shared) */
  querySchema: ZodType;
  filtersSchema: ZodType;
  conditions: readonly Condition[];
  orderParam: string;
  orders: ReadonlyMap<string, ResolvedOrder>;
  defaultOrder: ResolvedOrder;
  /** the relevance order of a ranked search: the default while searching (decision 025) */
  relevance: ResolvedOrder | null;
  /** the ranked search's condition, when the list has one */
  rankedSearch: Condition | null;
  pageColumns: string;
  item(row: TRow): TItem;
  exportName: string;
  exportFields: readonly string[];
  exportColumns: string;
  /** per export field: whether it is a timestamp (the row loop reads this, not a Set) */
  exportTimes: readonly boolean[];
}

export function compileList<
  D extends FiltersDeclaration,
  TRow extends PageRowBase,
  TItem,
  TField extends string,
>(area: ListArea<D, TRow, TItem, TField>): CompiledList<TRow, TItem> {
  const exact = new Set<string>((area.exactTotalWith ?? []) as readonly string[]);
  const declared: Partial<
    Record<
      string,
      Record<
        string,
        string | readonly string[] | SearchDeclaration | Readonly<Record<string, string>> | EventsSql
      >
    >
  > = area.where ?? {};
  const filters: [string, FilterDeclaration][] = Object.entries(area.list.declaration);
  const conditions = filters.flatMap(([key, filter]): Condition[] => {
    if (filter.kind === 'order') return [];
    const sql = declared[key] ?? filterDefault(filter.kind, key);
    if ('ranked' in sql) {
      const ranked = sql.ranked as SearchDeclaration; // the `ranked` variant of FilterSql
      const [column = 'search_text'] = ranked.text;
      return [{ key, match: 'ranked', column, columns: ranked.text, ranked, exact: exact.has(key) }];
    }
    if ('cases' in sql) {
      // each option a fixed condition: not a column, so no facet counts it
      const cases = sql.cases as Readonly<Record<string, string>>; // the `cases` variant of FilterSql
      return [{ key, match: 'cases', column: '', columns: [], cases, exact: exact.has(key) }];
    }
    if ('events' in sql) {
      // another table's rows: not a column, so no facet counts it
      const events = sql.events as EventsSql; // the `events` variant of FilterSql
      return [{ key, match: 'events', column: '', columns: [], events, exact: exact.has(key) }];
    }
    if ('condition' in sql) {
      // the area's own SQL: not a column, so no facet counts it
      const condition = sql.condition as string; // the `condition` variant of FilterSql
      return [{ key, match: 'condition', column: '', columns: [], value: condition, exact: exact.has(key) }];
    }
    const [match, named] = Object.entries(sql)[0] as [Match, string | readonly [string, ...string[]]];
    const columns = typeof named === 'string' ? [named] : named;
    const value = typeof sql.value === 'string' ? { value: sql.value } : {};
    const facet = filter.kind === 'boolean' || (filter.kind === 'choice' && !filter.chipOnly);
    return [
      {
        key,
        match,
        column: columns[0] as string,
        columns,
        ...value,
        exact: exact.has(key),
        ...(facet &&
          (match === 'is' || match === 'equals' || match === 'contains') && { facet: true as const }),
      },
    ];
  });
  const orders = new Map<string, ResolvedOrder>(
    (Object.entries(area.orders ?? {}) as [string, OrderDeclaration][]).map(([name, spec]) => [
      name,
      resolveOrder(name, orderSqlOf(name, spec), area.itemColumns),
    ]),
  );
  const exported = area.export ?? { name: area.table, fields: [], times: [] };
  const exportSql: Partial<Record<string, string>> = exported.sql ?? {};
  const rankedSearch = conditions.find((c) => c.match === 'ranked') ?? null;
  return {
    table: area.table,
    querySchema: area.list.query,
    filtersSchema: area.list.filters,
    conditions,
    // '' names no parameter: such a list always has its default order
    orderParam: (area.orderBy as string | undefined) ?? '',
    orders,
    defaultOrder: resolveOrder(DEFAULT_ORDER, area.defaultOrder ?? null, area.itemColumns),
    relevance: rankedSearch ? relevanceOrder(area.itemColumns) : null,
    rankedSearch,
    pageColumns: area.pageColumns,
    item: area.item,
    exportName: exported.name,
    exportFields: exported.fields,
    exportColumns: exported.fields.map((f) => exportSql[f] ?? f).join(', '),
    exportTimes: exported.fields.map((f) => exported.times.includes(f)),
  };
}

/** The order a request asks for (already validated against the declared ones by zod). */
export const orderOf = (list: CompiledList<PageRowBase, unknown>, value: unknown) =>
  (typeof value === 'string' && list.orders.get(value)) || list.defaultOrder;

/** Whether a request searches with the list's ranked search. */
export const isRankedSearch = (
  list: CompiledList<PageRowBase, unknown>,
  filters: Readonly<Record<string, unknown>>,
) => Boolean(list.rankedSearch && filters[list.rankedSearch.key]);

/**
 * Whether a request has a keyword (a plain or ranked search with a value): its reads run with
 * the search's work_mem (sql-runner.ts).
 */
export function isKeywordSearch(
  list: CompiledList<PageRowBase, unknown>,
  filters: Readonly<Record<string, unknown>>,
) {
  return list.conditions.some(
    (c) => (c.match === 'search' || c.match === 'ranked') && Boolean(filters[c.key]),
  );
}

/**
 * A page's order: the one asked for; none asked for while a ranked search is on, relevance
 * (decision 025); else the default.
 */
export function pageOrderOf(
  list: CompiledList<PageRowBase, unknown>,
  filters: Readonly<Record<string, unknown>>,
) {
  const value = filters[list.orderParam];
  if (value === undefined && list.relevance && isRankedSearch(list, filters)) return list.relevance;
  return orderOf(list, value);
}
