import type { OrderSql } from './declaration.js';
import type { Params } from './statement.js';

/**
 * A list's order, resolved: the area's OrderSql, or none for the default (id, newest first).
 * Everything a request needs of it is computed once, when the area is registered.
 */
export interface ResolvedOrder {
  name: string;
  spec: OrderSql | null;
  /** `order by ...` — each order has a matching btree index with and without its filters */
  orderBy: string;
  /** the outer page query's select list: the area's item columns and the cursor's sort key */
  pageSelect: string;
  /** the relevance order: the page query computes the score (search.ts) as `relevance` */
  relevance?: true;
}

/** The name of the relevance order in cursors. */
export const RELEVANCE_ORDER = 'relevance';

/** Most relevant first, then newest; the score travels in the cursor as its exact text. */
export const relevanceOrder = (itemColumns: string): ResolvedOrder => ({
  name: RELEVANCE_ORDER,
  spec: null,
  orderBy: 'relevance desc, id desc',
  pageSelect: `${itemColumns}, relevance::text as sort_key`,
  relevance: true,
});

/** The default order: every list's rows by id, newest first. */
export const DEFAULT_ORDER = 'id';

export function resolveOrder(name: string, spec: OrderSql | null, itemColumns: string): ResolvedOrder {
  const dir = spec?.desc === false ? 'asc' : 'desc';
  return {
    name,
    spec,
    orderBy: spec ? `${spec.column} ${dir}, id ${dir}` : `id ${dir}`,
    pageSelect: `${itemColumns}, ${sortKeySql(spec)} as sort_key`,
  };
}

/**
 * Rows after the cursor row in this order, as one row comparison so that the index serves
 * it as a range: `(name, id) > ($1, $2)`.
 */
export function afterKeySql(order: ResolvedOrder, key: string | boolean | null, id: number, p: Params) {
  const { spec } = order;
  if (!spec) return `id < ${p.add(id)}`;
  const op = spec.desc ? '<' : '>';
  return `(${spec.column}, id) ${op} (${p.add(key)}::${spec.cast}, ${p.add(id)}::int)`;
}

/** A timestamp as JavaScript's toISOString writes it, so every answer spells times alike. */
export const isoTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The sort key of a row in this order, computed by the database, as the cursor stores it. */
function sortKeySql(spec: OrderSql | null): string {
  if (!spec) return 'null::text';
  return spec.key === 'time' ? isoTimeSql(spec.column) : spec.column;
}

/** The sort key of a row the driver returned (times as Date), as the cursor stores it. */
export function sortKeyOf(order: ResolvedOrder, row: Record<string, unknown>): string | boolean | null {
  const { spec } = order;
  if (!spec) return null;
  const value = row[spec.field];
  return spec.key === 'time' ? (value as Date).toISOString() : (value as string | boolean);
}
