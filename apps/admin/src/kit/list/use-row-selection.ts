import { useCallback, useEffect, useMemo, useState } from 'react';

export interface RowSelection<K> {
  selected: ReadonlySet<K>;
  toggle: (key: K) => void;
  /** selects exactly these keys (the "select all loaded" checkbox) */
  setAll: (keys: readonly K[]) => void;
  clear: () => void;
}

/**
 * Checked rows of a list. `resetKey` names what is listed (filters included): when it
 * changes, the rows on screen are different ones, so the selection starts empty again.
 */
export function useRowSelection<K extends string | number>(resetKey: string): RowSelection<K> {
  const [selected, setSelected] = useState<ReadonlySet<K>>(() => new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useEffect(() => setSelected(new Set()), [resetKey]);

  const toggle = useCallback(
    (key: K) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const setAll = useCallback((keys: readonly K[]) => setSelected(new Set(keys)), []);
  const clear = useCallback(() => setSelected(new Set()), []);

  return useMemo(() => ({ selected, toggle, setAll, clear }), [selected, toggle, setAll, clear]);
}
