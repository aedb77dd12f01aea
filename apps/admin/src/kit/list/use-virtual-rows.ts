import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect } from 'react';
import type { InfinitePages } from '../resource/use-infinite-pages';

/**
 * The rows near the viewport and the padding standing for the others; reaching the last
 * loaded row asks for the next page while the loaded count is below the total.
 */
export function useVirtualRows<T>(
  pages: InfinitePages<T>,
  size: number,
  phone: boolean,
  scrollMargin: number,
) {
  const { items, fetchMore, hasMore } = pages;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => size,
    overscan: phone ? 4 : 10,
    scrollMargin,
  });
  // sizes measured as cards mean nothing to table rows (and the other way round)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of layout is the trigger
  useLayoutEffect(() => virtualizer.measure(), [phone, virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && items.length > 0 && lastIndex >= items.length - 1) fetchMore();
  }, [lastIndex, items.length, hasMore, fetchMore]);

  const padTop = rows.length ? (rows[0]?.start ?? 0) - scrollMargin : 0;
  const padBottom = rows.length ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? 0) - scrollMargin) : 0;
  return { rows, padTop, padBottom, measureElement: virtualizer.measureElement };
}
