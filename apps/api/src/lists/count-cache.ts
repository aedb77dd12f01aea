import { setBounded } from '../util/bounded-map.js';

/** How long a count is served before it is counted again (in the background). */
export const COUNT_TTL_MS = 10_000;
/** Distinct filter combinations kept; the oldest goes first. */
const MAX_ENTRIES = 1000;

interface Entry {
  n: number;
  at: number;
  refreshing: boolean;
}

/**
 * Counts of list queries, by filter combination. Counting a million rows, or every match of
 * a broad keyword, costs tens to hundreds of milliseconds; the same count serves the 20
 * pages a client scrolls through and everyone else looking at the same list.
 * - A count is served for COUNT_TTL_MS; after that the stale number is still served once
 *   while a fresh count runs in the background (callers never wait for a refresh).
 * - Concurrent first requests for the same filters share one count.
 * - Every write through this process clears the cache, so its own changes show at once;
 *   with REDIS_URL, every other API process clears it too (register.ts, decision 010).
 *   Writes behind the API (SQL, another process without REDIS_URL) show within COUNT_TTL_MS
 *   (plus one count).
 */
export function createCountCache() {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<number>>();
  let generation = 0;

  function load(key: string, count: () => Promise<number>) {
    const running = pending.get(key);
    if (running) return running;
    const started = generation;
    const promise = count()
      .then((n) => {
        // a write cleared the cache while this count ran: its number may miss that write
        if (started === generation) {
          setBounded(entries, key, { n, at: Date.now(), refreshing: false }, MAX_ENTRIES);
        }
        return n;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  /** The cached count, refreshed in the background when stale; undefined when never counted. */
  function cached(key: string, count: () => Promise<number>): number | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > COUNT_TTL_MS && !entry.refreshing) {
      entry.refreshing = true;
      load(key, count).catch(() => {
        entry.refreshing = false;
      });
    }
    return entry.n;
  }

  return {
    get(key: string, count: () => Promise<number>): Promise<number> {
      const n = cached(key, count);
      return n === undefined ? load(key, count) : Promise.resolve(n);
    },
    cached,
    /** Every count under way has finished (or failed): tests and the bench wait for the background. */
    async settled(): Promise<void> {
      await Promise.allSettled([...pending.values()]);
    },
    invalidate() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
  };
}
export type CountCache = ReturnType<typeof createCountCache>;
