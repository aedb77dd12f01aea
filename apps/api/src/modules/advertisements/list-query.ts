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
  'id, name, logo, tags, visible, "new", media_source, analysis, industry, subindustry, type, format, created_at, updated_at';

/** Every column but search_text: the CSV export. */
const EXPORT_COLUMNS =
  'id, user_id, name, logo, visible, "new", media_source, primary_text, headline, description, display_link, ' +
  'call_to_action, analysis, tags, industry, subindustry, type, seasonal, format, video_type, video_length, ' +
  'gender, objective, placement, created_at, updated_at';

/**
 * A batch of the CSV export: every column, plus the collection ids gathered after LIMIT (outer
 * query), so only the rows sent pay for them.
 */
export function exportPageSql(r: PageRequest, limit: number): Statement {
  const p = new Params();
  const core = pageCore(r, EXPORT_COLUMNS, limit, p);
  const text = `select p.*, array(select ac.collection_id from advertisement_collections ac where ac.advertisement_id = p.id order by ac.collection_id) as collection_ids from (${core}) p order by ${orderBySql(r.order)}`;
  return { text, values: p.values };
}

/** One AdvertisementListItem as JSON, built by the database (see pageJsonSql). */
const LIST_ITEM_JSON = `json_build_object(
  'id', id, 'name', name, 'logo', logo, 'tags', tags,
  'collections', (select coalesce(json_agg(json_build_object('id', ac.collection_id) order by ac.collection_id), '[]'::json)
                  from advertisement_collections ac where ac.advertisement_id = q.id),
  'visible', visible, 'media_source', media_source, 'analysis', analysis, 'industry', industry,
  'subindustry', subindustry, 'type', type, 'format', format,
  'created_at', ${isoTimeSql('created_at')}, 'updated_at', ${isoTimeSql('updated_at')})`;

/**
 * One page of the admin list as a single row: `results` is the JSON text of the page's
 * AdvertisementListItems (at most `size`), `n` how many rows were found (size + 1 means another
 * page follows) and last_key/last_id the sort key of the page's last row (for next_cursor).
 * The database writes the JSON, so the API passes it through without parsing rows or
 * stringifying objects: the Node process, one event loop, is the scarce resource under load.
 */
export function pageJsonSql(r: PageRequest, size: number): Statement {
  const p = new Params();
  // one row more than asked tells whether another page follows
  const core = pageCore(r, LIST_COLUMNS, size + 1, p);
  const last = p.add(size);
  const text = `select count(*)::int as n,
    coalesce(json_agg(${LIST_ITEM_JSON} order by rn) filter (where rn <= ${last}), '[]')::text as results,
    max(id) filter (where rn = ${last}) as last_id,
    (array_agg(${sortKeySql(r.order)}) filter (where rn = ${last}))[1] as last_key
  from (select p.*, row_number() over (order by ${orderBySql(r.order)}) as rn from (${core}) p) q`;
  return { text, values: p.values };
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
