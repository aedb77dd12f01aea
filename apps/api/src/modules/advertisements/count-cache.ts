import type { SQL } from 'drizzle-orm';

/** Above this many rows an exact count is served from the cache instead of counted per call. */
export const COUNT_CACHE_FROM = 10_000;
/** How long a cached count is served before it is refreshed (in the background). */
export const COUNT_CACHE_TTL_MS = 10_000;

interface Entry {
  n: number;
  at: number;
  refreshing?: Promise<number>;
}

/**
 * Exact counts of the whole list and of each visibility, for lists too large to count on
 * every call (a million rows take tens of milliseconds even on an index-only scan).
 * - below COUNT_CACHE_FROM rows the count is taken on every call (cheap, always exact);
 * - above, the last count is served and refreshed in the background once older than the TTL;
 * - a write through this process clears the cache, so its own changes show at once. Writes
 *   made through another API process show within COUNT_CACHE_TTL_MS.
 */
export function createCountCache(count: (visible: boolean | undefined) => Promise<number>) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const load = (visible: boolean | undefined, key: string) => {
    const started = generation;
    return count(visible).then((n) => {
      // a write cleared the cache while this count ran: the number may miss it
      if (started === generation) entries.set(key, { n, at: Date.now() });
      return n;
    });
  };

  return {
    async get(visible: boolean | undefined): Promise<number> {
      const key = String(visible);
      const entry = entries.get(key);
      if (!entry || entry.n <= COUNT_CACHE_FROM) return load(visible, key);
      if (Date.now() - entry.at > COUNT_CACHE_TTL_MS && !entry.refreshing) {
        entry.refreshing = load(visible, key).catch(() => {
          entry.refreshing = undefined;
          return entry.n;
        });
      }
      return entry.n;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
export type CountCache = ReturnType<typeof createCountCache>;
export type CountQuery = (visible: boolean | undefined) => SQL;
