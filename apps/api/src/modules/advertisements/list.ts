import type { AdvertisementFilters, AdvertisementListItem, ResultsPage } from '@adlib/shared';
import type { CountCache } from './count-cache.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { listOrder } from './list-order.js';
import { cappedCountSql, fullCountSql, isVisibleOnly, pageRowsSql } from './list-query.js';
import type { SqlRunner } from './sql-runner.js';
import type { Statement } from './statement.js';

/**
 * Filtered lists are counted up to this many rows: enough to say "1,000+", and it bounds
 * what a first search costs (every match of a LIKE keyword is rechecked on its table row).
 */
export const TOTAL_CAP = 1000;

export interface ListQuery extends AdvertisementFilters {
  page: number;
  size: number;
  cursor?: string;
}

/** What the total of one list request costs: a cached count, or none past the cap. */
export type TotalPlan = { kind: 'count'; key: string; sql: Statement } | { kind: 'skip' };

/** The filters that decide a count, normalised: the count cache's key. */
const countKey = (f: AdvertisementFilters) =>
  JSON.stringify([
    f.visible ?? null,
    f.search?.toLowerCase() ?? null,
    f.industry ?? null,
    f.subindustry ?? null,
    f.type ?? null,
    f.objective ?? null,
    f.format ?? null,
  ]);

/** The SQL one list request runs: its page, and how its total is had. */
export function planList(query: ListQuery) {
  const order = listOrder(query.order_by);
  // A cursor replaces `page`: same rows, but found by an index range instead of OFFSET.
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  const position = cursor ? cursor.n : (query.page - 1) * query.size;
  const page = pageRowsSql(
    {
      filters: query,
      order,
      after: cursor && { key: cursor.k, id: cursor.id },
      offset: cursor ? 0 : position,
    },
    query.size,
  );
  const visibleOnly = isVisibleOnly(query);
  const total: TotalPlan =
    // deep in a large filtered result: counting could only say "more than the cap"
    !visibleOnly && position >= TOTAL_CAP
      ? { kind: 'skip' }
      : {
          kind: 'count',
          key: countKey(query),
          sql: visibleOnly ? fullCountSql(query.visible) : cappedCountSql(query, TOTAL_CAP),
        };
  return { order, position, page, total, capped: !visibleOnly };
}

/**
 * What `total` means (the SPA scrolls "while loaded < total"):
 * - unfiltered or only `visible` (both SPA lists before any filter): the exact count;
 *   total_is_estimate: false.
 * - any other filter: counted up to TOTAL_CAP rows. Below the cap: exact, total_is_estimate:
 *   false. At or past it: total_is_estimate: true and total is a lower bound — at least
 *   TOTAL_CAP, and always more than the rows sent so far while more remain, so a client that
 *   scrolls "while loaded < total" never stops early. Pages past the cap do not count.
 * - counts come from the count cache (count-cache.ts): "exact" means exact when counted, at
 *   most COUNT_TTL_MS ago; this process's own writes show at once.
 * In every case next_cursor is null exactly when no row follows this page.
 */
async function listTotal(run: SqlRunner, cache: CountCache, plan: ReturnType<typeof planList>) {
  const { total } = plan;
  if (total.kind === 'skip') return { n: 0, exact: false };
  const n = await cache.get(total.key, async () => (await run<{ n: number }>(total.sql))[0]?.n ?? 0);
  return plan.capped && n > TOTAL_CAP ? { n: TOTAL_CAP, exact: false } : { n, exact: true };
}

/** A row of pageRowsSql: the list item with its collections as bare ids, and its sort key. */
interface PageRow extends Omit<AdvertisementListItem, 'collections'> {
  collection_ids: number[];
  sort_key: string | boolean | null;
}

/**
 * Written out field by field rather than with rest/spread: an object literal gets one hidden
 * class, which keeps JSON.stringify on V8's fast path (measured: the spread version made the
 * page's serialisation about twice as costly).
 */
const listItem = (row: PageRow): AdvertisementListItem => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  tags: row.tags,
  collections: row.collection_ids.map((id) => ({ id })),
  visible: row.visible,
  media_source: row.media_source,
  analysis: row.analysis,
  industry: row.industry,
  subindustry: row.subindustry,
  type: row.type,
  format: row.format,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * A page of the list as the JSON text of the whole answer: the envelope around
 * ResultsPage<AdvertisementListItem>.
 */
export async function listAdvertisementsJson(
  run: SqlRunner,
  cache: CountCache,
  query: ListQuery,
): Promise<string> {
  const plan = planList(query);
  const { order, position } = plan;
  const [rows, count] = await Promise.all([
    run<PageRow>(plan.page, { prepare: !query.search }),
    listTotal(run, cache, plan),
  ]);
  const hasMore = rows.length > query.size;
  const page = hasMore ? rows.slice(0, query.size) : rows;
  // rows known to exist up to here; nothing is known from an empty page (OFFSET past the end)
  const known = page.length ? position + page.length + (hasMore ? 1 : 0) : 0;
  const last = page.at(-1);
  const body: ResultsPage<AdvertisementListItem> = {
    results: page.map(listItem),
    total: Math.max(count.n, known),
    total_is_estimate: !count.exact || known > count.n,
    next_cursor:
      hasMore && last
        ? encodeCursor({ o: order, k: last.sort_key, id: last.id, n: position + page.length })
        : null,
  };
  return JSON.stringify({ success: true, data: body });
}
