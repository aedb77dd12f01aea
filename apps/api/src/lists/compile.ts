import type { FilterDeclaration, FiltersDeclaration } from '@adlib/shared';
import type { ZodType } from 'zod';
import {
  filterDefault,
  type ListArea,
  type OrderDeclaration,
  orderSqlOf,
  type PageRowBase,
} from './declaration.js';
import { DEFAULT_ORDER, type ResolvedOrder, resolveOrder } from './orders.js';

/** How a filter's value becomes a condition. */
type Match = 'search' | 'prefix' | 'is' | 'equals' | 'contains';

export interface Condition {
  key: string;
  match: Match;
  column: string;
  /** a search's columns, any of which may hold the keyword (`column` is the first) */
  columns: readonly string[];
  /** SQL the parameter goes into ('$value' stands for it), for `equals` (declaration.ts) */
  value?: string;
  /** counted exactly when it narrows the list alone (ListArea.exactTotalWith) */
  exact: boolean;
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
  const declared: Partial<Record<string, Record<string, string | readonly string[]>>> = area.where ?? {};
  const filters: [string, FilterDeclaration][] = Object.entries(area.list.declaration);
  const conditions = filters.flatMap(([key, filter]): Condition[] => {
    if (filter.kind === 'order') return [];
    const sql = declared[key] ?? filterDefault(filter.kind, key);
    const [match, named] = Object.entries(sql)[0] as [Match, string | readonly [string, ...string[]]];
    const columns = typeof named === 'string' ? [named] : named;
    const value = typeof sql.value === 'string' ? { value: sql.value } : {};
    return [{ key, match, column: columns[0] as string, columns, ...value, exact: exact.has(key) }];
  });
  const orders = new Map<string, ResolvedOrder>(
    (Object.entries(area.orders ?? {}) as [string, OrderDeclaration][]).map(([name, spec]) => [
      name,
      resolveOrder(name, orderSqlOf(name, spec), area.itemColumns),
    ]),
  );
  const exported = area.export ?? { name: area.table, fields: [], times: [] };
  const exportSql: Partial<Record<string, string>> = exported.sql ?? {};
  return {
    table: area.table,
    querySchema: area.list.query,
    filtersSchema: area.list.filters,
    conditions,
    // '' names no parameter: such a list always has its default order
    orderParam: (area.orderBy as string | undefined) ?? '',
    orders,
    defaultOrder: resolveOrder(DEFAULT_ORDER, area.defaultOrder ?? null, area.itemColumns),
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
