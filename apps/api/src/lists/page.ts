import { idsOf, type ResultsPage } from '@adlib/shared';
import { type CompiledList, isKeywordSearch, isRankedSearch, pageOrderOf } from './compile.js';
import type { CountCache } from './count-cache.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { PageRowBase } from './declaration.js';
import {
  cappedCountSql,
  estimatedCountSql,
  type FilterValues,
  fullCountSql,
  isCommonWordSearch,
  isExactlyCounted,
  pageRowsSql,
  statsCountEstimate,
} from './query.js';
import { loadSearchStats } from './search-tiers.js';
import type { SqlRunner } from './sql-runner.js';
import type { Statement } from './statement.js';
import { countSteps, readSteps } from './steps.js';

/**
 * Filtered lists are counted up to this many rows: enough to say "1,000+", and it bounds
 * what a first search costs (every match of a LIKE keyword is rechecked on its table row).
 */
export const TOTAL_CAP = 1000;

/** A list request: its filters (by parameter name), paging and the keyset cursor. */
export interface ListQuery extends FilterValues {
  page: number;
  size: number;
  cursor?: string;
}

/** What the total of one list request costs: a cached count, or none past the cap. */
export type TotalPlan =
  | {
      kind: 'count';
      key: string;
      /** counts added up to `cap + 1` (steps.ts) */
      sql: Statement[];
      cap: number;
      /**
       * a common word's count (hundreds of heap pages): the page answers without waiting for
       * it, with the planner's estimate (`estimate`) when it has not finished (listPageJson)
       */
      wait: boolean;
      /** the search statistics' rows, or the statement whose plan estimates them */
      estimate: Statement | number;
    }
  | { kind: 'skip' };

/** The filters that decide a count, normalised (keywords in lower case): the count cache's key. */
function countKey(list: CompiledList<PageRowBase, unknown>, f: FilterValues) {
  const values: unknown[] = [];
  for (const c of list.conditions) {
    const v = f[c.key];
    values.push(
      (c.match === 'search' || c.match === 'ranked') && typeof v === 'string' ? v.toLowerCase() : (v ?? null),
    );
  }
  return JSON.stringify(values);
}

/**
 * What the SQL of a ranked search depends on besides the request: the statistics of its
 * words (read at most once a minute; search-tiers.ts). Call before planList.
 */
export async function prepareSearch(
  list: CompiledList<PageRowBase, unknown>,
  run: <T>(statement: Statement) => Promise<T[]>,
  filters: FilterValues,
) {
  if (isRankedSearch(list, filters)) await loadSearchStats(list.rankedSearch?.ranked, list.table, run);
}

/** The SQL one list request runs: its page, and how its total is had. */
export function planList(list: CompiledList<PageRowBase, unknown>, query: ListQuery) {
  const order = pageOrderOf(list, query);
  // A cursor replaces `page`: same rows, but found by an index range instead of OFFSET.
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  const position = cursor ? cursor.n : (query.page - 1) * query.size;
  const ids = idsOf(query.ids);
  const page = pageRowsSql(
    list,
    {
      filters: query,
      order,
      after: cursor && { key: cursor.k, id: cursor.id },
      offset: cursor ? 0 : position,
      ...(ids && { ids }),
    },
    query.size,
  );
  const exact = isExactlyCounted(list, query);
  const total: TotalPlan =
    // deep in a large filtered result: counting could only say "more than the cap"
    !exact && position >= TOTAL_CAP
      ? { kind: 'skip' }
      : {
          kind: 'count',
          key: countKey(list, query),
          sql: exact ? [fullCountSql(list, query)] : cappedCountSql(list, query, TOTAL_CAP),
          cap: exact ? Number.POSITIVE_INFINITY : TOTAL_CAP,
          wait: !isCommonWordSearch(list, query),
          estimate: statsCountEstimate(list, query) ?? estimatedCountSql(list, query),
        };
  // a keyword's reads run with the search's work_mem (sql-runner.ts)
  return { order, position, page, total, capped: !exact, search: isKeywordSearch(list, query) };
}

/** A list's total as the answer states it. */
interface Total {
  n: number;
  exact: boolean;
  /** the planner's estimate, above or below the real count ("≈ 12,300"), not a lower bound */
  approximate?: boolean;
}

/** A count's total: exact, or past the cap "at least TOTAL_CAP". */
const countedTotal = (plan: ReturnType<typeof planList>, n: number): Total =>
  plan.capped && n > TOTAL_CAP ? { n: TOTAL_CAP, exact: false } : { n, exact: true };

/**
 * What `total` means (the SPA scrolls "while loaded < total"):
 * - unfiltered or only exactTotalWith filters (ads: both SPA lists before any filter): the
 *   exact count; total_is_estimate: false.
 * - any other filter: counted up to TOTAL_CAP rows. Below the cap: exact, total_is_estimate:
 *   false. At or past it: total_is_estimate: true and total is a lower bound — at least
 *   TOTAL_CAP, and always more than the rows sent so far while more remain, so a client that
 *   scrolls "while loaded < total" never stops early. Pages past the cap do not count.
 * - counts come from the count cache (count-cache.ts): "exact" means exact when counted, at
 *   most COUNT_TTL_MS ago; this process's own writes show at once.
 * - a common word's search (plan.total.wait false) does not wait for its count: when the count
 *   has not finished by the time the page is read, the total is the planner's estimate
 *   (total_is_estimate and total_is_approximate: "≈ 12,300"; never below the rows known to
 *   exist), and the count goes on into the count cache, where the next request finds it.
 * In every case next_cursor is null exactly when no row follows this page.
 */
function startTotal(run: SqlRunner, cache: CountCache, plan: ReturnType<typeof planList>) {
  const { total } = plan;
  if (total.kind === 'skip') return { wait: true, done: Promise.resolve<Total>({ n: 0, exact: false }) };
  const count = () => countSteps(run, total.sql, total.cap, { search: plan.search });
  const hit = cache.cached(total.key, count);
  if (hit !== undefined) return { wait: true, done: Promise.resolve(countedTotal(plan, hit)) };
  const done = cache.get(total.key, count).then((n) => countedTotal(plan, n));
  if (total.wait) return { wait: true, done };
  // not awaited: a count that fails leaves no entry, and the next request counts again
  let settled: Total | undefined;
  done.then(
    (t) => {
      settled = t;
    },
    () => undefined,
  );
  return { wait: false, done, settled: () => settled, estimate: total.estimate };
}

/** The planner's row estimate of `explain (format json)` (a driver may hand the JSON as text). */
async function plannedRows(run: SqlRunner, statement: Statement, search: boolean) {
  const [row] = await run<Record<string, unknown>>(statement, { search });
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The total once the page is read: its count, what the page shows, or the estimate. */
async function pageTotal(
  run: SqlRunner,
  started: ReturnType<typeof startTotal>,
  plan: ReturnType<typeof planList>,
  page: { length: number; hasMore: boolean },
): Promise<Total> {
  if (started.wait || !started.settled || started.estimate === undefined) return started.done;
  const counted = started.settled();
  if (counted) return counted;
  // the last page of the result read whole: its total is known without the count
  if (!page.hasMore && (page.length > 0 || plan.position === 0))
    return { n: plan.position + page.length, exact: true };
  const { estimate } = started;
  const n = typeof estimate === 'number' ? estimate : await plannedRows(run, estimate, plan.search);
  return { n, exact: false, approximate: true };
}

/**
 * A page of the list as the JSON text of the whole answer: the envelope around
 * ResultsPage<TItem>. Keyword searches are not prepared (sql-runner.ts).
 */
export async function listPageJson<TRow extends PageRowBase, TItem>(
  list: CompiledList<TRow, TItem>,
  run: SqlRunner,
  cache: CountCache,
  query: ListQuery,
  prepare: boolean,
  resultsKey = 'results',
): Promise<string> {
  await prepareSearch(list, run, query);
  const plan = planList(list, query);
  const { order, position } = plan;
  // the count starts first: on PGlite (one connection, statements in turn) it runs before the page
  const started = startTotal(run, cache, plan);
  const [rows] = await Promise.all([
    readSteps<TRow>(run, plan.page, { prepare, search: plan.search }),
    started.wait ? started.done : null,
  ]);
  const hasMore = rows.length > query.size;
  const page = hasMore ? rows.slice(0, query.size) : rows;
  const count = await pageTotal(run, started, plan, { length: page.length, hasMore });
  // rows known to exist up to here; nothing is known from an empty page (OFFSET past the end)
  const known = page.length ? position + page.length + (hasMore ? 1 : 0) : 0;
  const last = page.at(-1);
  const body: ResultsPage<TItem> = {
    results: page.map(list.item),
    total: Math.max(count.n, known),
    total_is_estimate: !count.exact || known > count.n,
    ...(count.approximate && { total_is_approximate: true }),
    next_cursor:
      hasMore && last
        ? encodeCursor({ o: order.name, k: last.sort_key, id: last.id, n: position + page.length })
        : null,
  };
  if (resultsKey === 'results') return JSON.stringify({ success: true, data: body });
  const { results, ...rest } = body;
  return JSON.stringify({ success: true, data: { [resultsKey]: results, ...rest } });
}

/**
 * The total of a list's filters alone (a totalCount call): the same strategy as a page's
 * total, position 0 — the unfiltered list (or exactTotalWith filters) counted exactly, any
 * other filter up to TOTAL_CAP, through the list's count cache.
 */
export async function listCount(
  list: CompiledList<PageRowBase, unknown>,
  run: SqlRunner,
  cache: CountCache,
  filters: FilterValues,
) {
  await prepareSearch(list, run, filters);
  const plan = planList(list, { ...filters, page: 1, size: 1 });
  // a count is what this call is for: it waits for it, a common word's too
  const count = await startTotal(run, cache, plan).done;
  return { count: count.n, count_is_estimate: !count.exact };
}
