import type { AdvertisementFilters } from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';

/** The list orders; every one ends on id so that it is total and keyset paging is exact. */
export type ListOrder = 'id' | 'new' | 'name' | 'created_at';

export const listOrder = (orderBy: AdvertisementFilters['order_by']): ListOrder => orderBy ?? 'id';

interface OrderSpec {
  /** the sort column before id, or none for the default order */
  column: 'new' | 'name' | 'created_at' | null;
  /** the cast that makes a cursor's JSON value comparable to the column */
  cast: string;
  desc: boolean;
}

const ORDERS: Record<ListOrder, OrderSpec> = {
  id: { column: null, cast: '', desc: true },
  new: { column: 'new', cast: 'boolean', desc: true },
  name: { column: 'name', cast: 'text', desc: false },
  created_at: { column: 'created_at', cast: 'timestamptz', desc: true },
};

/** `order by ...` — each has a matching btree index (schema.ts) with and without `visible`. */
export function orderBySql(order: ListOrder): SQL {
  const { column, desc } = ORDERS[order];
  const dir = sql.raw(desc ? 'desc' : 'asc');
  return column ? sql`${sql.identifier(column)} ${dir}, id ${dir}` : sql`id ${dir}`;
}

/**
 * Rows after the cursor row in this order, as one row comparison so that the index serves
 * it as a range: `(name, id) > ($1, $2)`.
 */
export function afterKeySql(order: ListOrder, key: string | boolean | null, id: number): SQL {
  const { column, cast, desc } = ORDERS[order];
  const op = sql.raw(desc ? '<' : '>');
  if (!column) return sql`id ${op} ${id}`;
  return sql`(${sql.identifier(column)}, id) ${op} (${key}::${sql.raw(cast)}, ${id}::int)`;
}

/** The sort key of a row in this order, as the cursor stores it. */
export function sortKeyOf(
  order: ListOrder,
  row: { new: boolean; name: string; created_at: Date },
): string | boolean | null {
  const { column } = ORDERS[order];
  if (column === 'new') return row.new;
  if (column === 'name') return row.name;
  if (column === 'created_at') return row.created_at.toISOString();
  return null;
}
