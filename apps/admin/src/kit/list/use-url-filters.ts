import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FilterValues<K extends string> = Partial<Record<K, string>>;
export type FilterChanges<K extends string> = Partial<Record<K, string | null | undefined>>;

/**
 * List filters kept in the URL query: a filtered list can be shared and reloaded, and Back
 * returns to the previous filter (each change is a history entry). Empty means "not set".
 * Pass `keys` as a module constant so the result stays stable between renders.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => {
    const out: FilterValues<K> = {};
    for (const k of keys) {
      const v = params.get(k);
      if (v) out[k] = v;
    }
    return out;
  }, [params, keys]);

  const setFilters = useCallback(
    (changes: FilterChanges<K>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes) as [K, string | null | undefined][]) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      }),
    [setParams],
  );

  const resetAll = useCallback(
    () => setFilters(Object.fromEntries(keys.map((k) => [k, null])) as FilterChanges<K>),
    [setFilters, keys],
  );

  /** one string naming the whole filter state, for query keys and resets */
  const signature = useMemo(() => keys.map((k) => `${k}=${filters[k] ?? ''}`).join('&'), [keys, filters]);

  return { filters, setFilters, resetAll, signature };
}
