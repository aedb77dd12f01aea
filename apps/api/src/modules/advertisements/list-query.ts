import type { AdvertisementFilters } from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';
import { searchPattern } from '../../db/search-text.js';
import { afterKeySql, type ListOrder, orderBySql } from './list-order.js';

/**
 * The SQL of the advertisement list and the CSV export: one WHERE built from the filters,
 * an order with an index behind it, OFFSET or keyset paging. Plain SQL rather than the query
 * builder: it is the hottest path of the API and the benchmark replays it on the bare driver.
 */

/**
 * Filters AND together. Arrays (type, objective) match when they contain the value, written
 * `value = any(column)` on purpose: with 9 types and 2 objectives every value is common, and
 * an array index would only tempt the planner into ANDing bitmaps of 200,000 rows (measured:
 * 2-3x slower than filtering the rows an industry or keyword index finds).
 */
export function filterConditions(f: AdvertisementFilters): SQL[] {
  const where: SQL[] = [];
  if (f.visible !== undefined) where.push(sql`visible = ${f.visible}`);
  // search_text is stored lower-cased; the trigram GIN index serves LIKE '%word%'.
  if (f.search) where.push(sql`search_text like ${searchPattern(f.search)}`);
  if (f.industry) where.push(sql`industry = ${f.industry}`);
  if (f.subindustry) where.push(sql`subindustry = ${f.subindustry}`);
  if (f.type) where.push(sql`${f.type}::text = any(type)`);
  if (f.objective) where.push(sql`${f.objective}::text = any(objective)`);
  if (f.format) where.push(sql`format = ${f.format}`);
  return where;
}

/** True when nothing but `visible` narrows the list: its total comes from the count cache. */
export const isVisibleOnly = (f: AdvertisementFilters) =>
  !f.search && !f.industry && !f.subindustry && !f.type && !f.objective && !f.format;

const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** What a list row needs (AdvertisementListItem) plus `new`, the key of one order. */
export const LIST_COLUMNS = sql.raw(
  'id, name, logo, tags, visible, "new", media_source, analysis, industry, subindustry, type, format, created_at, updated_at',
);

/** Every column but search_text: the CSV export. */
export const EXPORT_COLUMNS = sql.raw(
  'id, user_id, name, logo, visible, "new", media_source, primary_text, headline, description, display_link, ' +
    'call_to_action, analysis, tags, industry, subindustry, type, seasonal, format, video_type, video_length, ' +
    'gender, objective, placement, created_at, updated_at',
);

export interface PageRequest {
  filters: AdvertisementFilters;
  order: ListOrder;
  /** keyset paging: the sort key and id of the last row already sent */
  after?: { key: string | boolean | null; id: number };
  offset?: number;
  limit: number;
  columns?: SQL;
}

/**
 * One page. The collection ids are gathered after LIMIT/OFFSET (outer query), so rows
 * skipped by OFFSET never pay for their collections.
 */
export function pageSql(p: PageRequest): SQL {
  const conditions = filterConditions(p.filters);
  if (p.after) conditions.push(afterKeySql(p.order, p.after.key, p.after.id));
  const order = orderBySql(p.order);
  const offset = p.offset ? sql` offset ${p.offset}` : sql``;
  return sql`select p.*, array(select ac.collection_id from advertisement_collections ac where ac.advertisement_id = p.id order by ac.collection_id) as collection_ids from (select ${p.columns ?? LIST_COLUMNS} from advertisements ${whereSql(conditions)} order by ${order} limit ${p.limit}${offset}) p order by ${order}`;
}

/** Counts matching rows but stops at `cap + 1`: cheap whatever the filter, exact below the cap. */
export function cappedCountSql(filters: AdvertisementFilters, cap: number): SQL {
  return sql`select count(*)::int as n from (select 1 from advertisements ${whereSql(filterConditions(filters))} limit ${cap + 1}) s`;
}

/** The exact count of the whole list or one visibility: what the count cache stores. */
export function fullCountSql(visible: boolean | undefined): SQL {
  return visible === undefined
    ? sql`select count(*)::int as n from advertisements`
    : sql`select count(*)::int as n from advertisements where visible = ${visible}`;
}
