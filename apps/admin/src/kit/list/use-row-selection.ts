import { useCallback, useEffect, useMemo, useState } from 'react';

export interface RowSelection<K> {
  selected: ReadonlySet<K>;
  /**
   * "Select all N matching": every row of the list's filter, loaded or not. The bulk actions
   * then name the filter, not ids (decision 017); unchecking a row ends it.
   */
  allMatching: boolean;
  toggle: (key: K) => void;
  /** selects exactly these keys (the "select all loaded" checkbox) */
  setAll: (keys: readonly K[]) => void;
  /** every row the filter matches (the loaded ones shown checked) */
  selectAllMatching: (loaded: readonly K[]) => void;
  clear: () => void;
}

/**
 * Checked rows of a list. `resetKey` names what is listed (filters included): when it
 * changes, the rows on screen are different ones, so the selection starts empty again.
 */
export function useRowSelection<K extends string | number>(resetKey: string): RowSelection<K> {
  const [selected, setSelected] = useState<ReadonlySet<K>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [resetKey]);

  const toggle = useCallback((key: K) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const setAll = useCallback((keys: readonly K[]) => {
    setAllMatching(false);
    setSelected(new Set(keys));
  }, []);
  const selectAllMatching = useCallback((loaded: readonly K[]) => {
    setSelected(new Set(loaded));
    setAllMatching(true);
  }, []);
  const clear = useCallback(() => {
    setAllMatching(false);
    setSelected(new Set());
  }, []);

  return useMemo(
    () => ({ selected, allMatching, toggle, setAll, selectAllMatching, clear }),
    [selected, allMatching, toggle, setAll, selectAllMatching, clear],
  );
}
