import type { AdvertisementFilters, AdvertisementListItem, ResultsPage } from '@adlib/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CountCache } from './count-cache.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { listOrder, sortKeyOf } from './list-order.js';
import { cappedCountSql, isVisibleOnly, pageSql } from './list-query.js';
import { type ListRow, toListItem } from './rows.js';

/**
 * Filtered lists are counted up to this many rows. Past it the answer says
 * total_is_estimate: true and total is a lower bound (see listTotal).
 */
export const TOTAL_CAP = 10_000;

export interface ListQuery extends AdvertisementFilters {
  page: number;
  size: number;
  cursor?: string;
}

export const rowsOf = async <T>(db: Db, query: SQL) => (await db.execute(query)).rows as unknown as T[];

/**
 * What `total` means, per kind of list (the client relies on it to stop scrolling):
 * - unfiltered or only `visible` (both SPA lists before any filter): the exact count, served
 *   from the count cache when the list is large (count-cache.ts: may lag writes made through
 *   another API process by up to 10 s); total_is_estimate: false.
 * - any other filter: counted, but only up to TOTAL_CAP rows, which costs the same whatever the
 *   filter. Below the cap: exact, total_is_estimate: false. At or past it: total_is_estimate:
 *   true and total is a lower bound, at least TOTAL_CAP and always more than the rows sent so
 *   far while more remain, so a client that scrolls "while loaded < total" never stops early.
 *   Pages that start past the cap skip the count (it could only say "more than the cap").
 * In every case next_cursor is null exactly when no row follows this page.
 */
async function listTotal(db: Db, cache: CountCache, filters: AdvertisementFilters, position: number) {
  if (isVisibleOnly(filters)) return { n: await cache.get(filters.visible), exact: true };
  if (position >= TOTAL_CAP) return { n: 0, exact: false };
  const [row] = await rowsOf<{ n: number }>(db, cappedCountSql(filters, TOTAL_CAP));
  const n = row?.n ?? 0;
  return n > TOTAL_CAP ? { n: TOTAL_CAP, exact: false } : { n, exact: true };
}

export async function listAdvertisements(
  db: Db,
  cache: CountCache,
  query: ListQuery,
): Promise<ResultsPage<AdvertisementListItem>> {
  const order = listOrder(query.order_by);
  // A cursor replaces `page`: same rows, but found by an index range instead of OFFSET.
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  const position = cursor ? cursor.n : (query.page - 1) * query.size;
  const [rows, count] = await Promise.all([
    rowsOf<ListRow>(
      db,
      pageSql({
        filters: query,
        order,
        after: cursor && { key: cursor.k, id: cursor.id },
        offset: cursor ? 0 : position,
        // one row more than asked tells whether another page follows
        limit: query.size + 1,
      }),
    ),
    listTotal(db, cache, query, position),
  ]);
  const hasMore = rows.length > query.size;
  const page = hasMore ? rows.slice(0, query.size) : rows;
  // rows known to exist up to here; nothing is known from an empty page (OFFSET past the end)
  const known = page.length ? position + page.length + (hasMore ? 1 : 0) : 0;
  const last = page.at(-1);
  return {
    total: Math.max(count.n, known),
    total_is_estimate: !count.exact || known > count.n,
    results: page.map(toListItem),
    next_cursor:
      hasMore && last
        ? encodeCursor({
            o: order,
            k: sortKeyOf(order, { ...last, created_at: new Date(last.created_at) }),
            id: last.id,
            n: position + page.length,
          })
        : null,
  };
}
