import type { AdvertisementFilters } from '@adlib/shared';
import type { Params } from './statement.js';

/** The list orders; every one ends on id so that it is total and keyset paging is exact. */
export type ListOrder = 'id' | 'new' | 'name' | 'created_at';

export const listOrder = (orderBy: AdvertisementFilters['order_by']): ListOrder => orderBy ?? 'id';

interface OrderSpec {
  /** the sort column before id, or none for the default order */
  column: '"new"' | 'name' | 'created_at' | null;
  /** the cast that makes a cursor's JSON value comparable to the column */
  cast: string;
  desc: boolean;
}

const ORDERS: Record<ListOrder, OrderSpec> = {
  id: { column: null, cast: '', desc: true },
  new: { column: '"new"', cast: 'boolean', desc: true },
  name: { column: 'name', cast: 'text', desc: false },
  created_at: { column: 'created_at', cast: 'timestamptz', desc: true },
};

/** `order by ...` — each has a matching btree index (schema.ts) with and without `visible`. */
export function orderBySql(order: ListOrder): string {
  const { column, desc } = ORDERS[order];
  const dir = desc ? 'desc' : 'asc';
  return column ? `${column} ${dir}, id ${dir}` : `id ${dir}`;
}

/**
 * Rows after the cursor row in this order, as one row comparison so that the index serves
 * it as a range: `(name, id) > ($1, $2)`.
 */
export function afterKeySql(order: ListOrder, key: string | boolean | null, id: number, p: Params): string {
  const { column, cast, desc } = ORDERS[order];
  const op = desc ? '<' : '>';
  if (!column) return `id ${op} ${p.add(id)}`;
  return `(${column}, id) ${op} (${p.add(key)}::${cast}, ${p.add(id)}::int)`;
}

/** A timestamp as JavaScript's toISOString writes it, so every answer spells times alike. */
export const isoTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The sort key of a row in this order, computed by the database, as the cursor stores it. */
export function sortKeySql(order: ListOrder): string {
  const { column } = ORDERS[order];
  if (column === 'created_at') return isoTimeSql('created_at');
  return column ?? 'null::text';
}

/** The sort key of a row in this order, as the cursor stores it. */
export function sortKeyOf(
  order: ListOrder,
  row: { new: boolean; name: string; created_at: Date },
): string | boolean | null {
  if (order === 'new') return row.new;
  if (order === 'name') return row.name;
  if (order === 'created_at') return row.created_at.toISOString();
  return null;
}
