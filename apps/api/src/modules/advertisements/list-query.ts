import type { AdvertisementFilters } from '@adlib/shared';
import { searchPattern } from '../../db/search-text.js';
import { afterKeySql, isoTimeSql, type ListOrder, orderBySql, sortKeySql } from './list-order.js';
import { Params, type Statement } from './statement.js';

/**
 * The SQL of the advertisement list and the CSV export: one WHERE built from the filters,
 * an order with an index behind it, OFFSET or keyset paging.
 */

/**
 * Filters AND together. Arrays (type, objective) match when they contain the value, written
 * `value = any(column)` on purpose: with 9 types and 2 objectives every value is common, and
 * an array index would only tempt the planner into ANDing bitmaps of 200,000 rows (measured:
 * 2-3x slower than filtering the rows an industry or keyword index finds).
 */
export function filterConditions(f: AdvertisementFilters, p: Params): string[] {
  const where: string[] = [];
  if (f.visible !== undefined) where.push(`visible = ${p.add(f.visible)}`);
  // search_text is stored lower-cased; the trigram GIN index serves LIKE '%word%'.
  if (f.search) where.push(`search_text like ${p.add(searchPattern(f.search))}`);
  if (f.industry) where.push(`industry = ${p.add(f.industry)}`);
  if (f.subindustry) where.push(`subindustry = ${p.add(f.subindustry)}`);
  if (f.type) where.push(`${p.add(f.type)}::text = any(type)`);
  if (f.objective) where.push(`${p.add(f.objective)}::text = any(objective)`);
  if (f.format) where.push(`format = ${p.add(f.format)}`);
  return where;
}

/** True when nothing but `visible` narrows the list: its total is the plain count. */
export const isVisibleOnly = (f: AdvertisementFilters) =>
  !f.search && !f.industry && !f.subindustry && !f.type && !f.objective && !f.format;

const whereSql = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

export interface PageRequest {
  filters: AdvertisementFilters;
  order: ListOrder;
  /** keyset paging: the sort key and id of the last row already sent */
  after?: { key: string | boolean | null; id: number };
  offset?: number;
}

/** `select <columns> from advertisements where ... order by ... limit ... offset ...` */
function pageCore(r: PageRequest, columns: string, limit: number, p: Params) {
  const conditions = filterConditions(r.filters, p);
  if (r.after) conditions.push(afterKeySql(r.order, r.after.key, r.after.id, p));
  const order = orderBySql(r.order);
  const offset = r.offset ? ` offset ${p.add(r.offset)}` : '';
  return `select ${columns} from advertisements ${whereSql(conditions)} order by ${order} limit ${p.add(limit)}${offset}`;
}

/** What the list needs of a row (AdvertisementListItem) plus `new`, the key of one order. */
const LIST_COLUMNS =
  'id, name, logo, tags, collection_ids, visible, "new", media_source, analysis, industry, subindustry, type, format, created_at, updated_at';

/** The CSV export's columns, in order: every stored field but search_text, collections as ids. */
export const EXPORT_FIELDS = [
  'id',
  'user_id',
  'name',
  'logo',
  'visible',
  'new',
  'media_source',
  'primary_text',
  'headline',
  'description',
  'display_link',
  'call_to_action',
  'analysis',
  'tags',
  'industry',
  'subindustry',
  'type',
  'seasonal',
  'format',
  'video_type',
  'video_length',
  'gender',
  'objective',
  'placement',
  'collections',
  'created_at',
  'updated_at',
] as const;

/** EXPORT_FIELDS as SQL: `new` is a keyword, collections come from their mirror column. */
const EXPORT_COLUMNS = EXPORT_FIELDS.map((f) =>
  f === 'new' ? '"new"' : f === 'collections' ? 'collection_ids as collections' : f,
).join(', ');

/** A batch of the CSV export: every column, in the list's order. */
export function exportPageSql(r: PageRequest, limit: number): Statement {
  const p = new Params();
  return { text: pageCore(r, EXPORT_COLUMNS, limit, p), values: p.values };
}

/**
 * What the list sends of a row (AdvertisementListItem), plus the cursor's sort key.
 * - Plain columns, not JSON built by the database: measured at 1,000,000 ads,
 *   json_build_object over a page costs PostgreSQL 3-4x the plain select, more than the
 *   Node process spends writing the same JSON.
 * - Arrays come as `json`, which the driver reads with the native JSON.parse instead of
 *   its array parser in JavaScript (about a tenth of the server's time per page).
 * - Timestamps come already in the ISO form every answer uses.
 */
const listItemColumns = (order: ListOrder) =>
  [
    'id, name, logo, to_json(tags) as tags, to_json(collection_ids) as collection_ids, visible',
    'media_source, analysis, industry, subindustry, to_json(type) as type, format',
    `${isoTimeSql('created_at')} as created_at, ${isoTimeSql('updated_at')} as updated_at`,
    `${sortKeySql(order)} as sort_key`,
  ].join(', ');

/**
 * One page of the admin list, at most `size + 1` rows: the extra row only tells that another
 * page follows. The times are formatted by an outer query, after LIMIT, so that a sorted
 * search result pays for that on the page's rows only.
 */
export function pageRowsSql(r: PageRequest, size: number): Statement {
  const p = new Params();
  const core = pageCore(r, LIST_COLUMNS, size + 1, p);
  return {
    text: `select ${listItemColumns(r.order)} from (${core}) p order by ${orderBySql(r.order)}`,
    values: p.values,
  };
}

/** Counts matching rows but stops at `cap + 1`: cheap whatever the filter, exact below the cap. */
export function cappedCountSql(filters: AdvertisementFilters, cap: number): Statement {
  const p = new Params();
  const where = whereSql(filterConditions(filters, p));
  return {
    text: `select count(*)::int as n from (select 1 from advertisements ${where} limit ${p.add(cap + 1)}) s`,
    values: p.values,
  };
}

/** The exact count of the whole list or one visibility: what the count cache stores. */
export function fullCountSql(visible: boolean | undefined): Statement {
  return visible === undefined
    ? { text: 'select count(*)::int as n from advertisements', values: [] }
    : { text: 'select count(*)::int as n from advertisements where visible = $1', values: [visible] };
}
