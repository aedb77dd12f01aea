import { useMemo } from 'react';
import type { Query } from '../../api/client';
import type { BulkBody } from '../resource/resource-types';
import type { InfinitePages } from '../resource/use-infinite-pages';
import type { MatchingRows } from './bulk-action-bar';
import type { RowSelection } from './use-row-selection';

/**
 * What a list's BulkActionBar acts on, from the list screen's state (useListPage): the checked
 * rows among those loaded, in list order; Clear; and the whole filter for "Select all N
 * matching". Spread into the bar: <BulkActionBar {...rows} noun={…} actions={…} bulk={…} />.
 */
export function useBulkRows(
  list: { pages: InfinitePages<{ id: number }>; selection: RowSelection<number>; filters: Query },
  count: <Action extends string>(body: BulkBody<Action>) => Promise<{ count: number }>,
): { ids: readonly number[]; onDone: () => void; matching: MatchingRows } {
  const { pages, selection, filters } = list;
  const loaded = useMemo(() => pages.items.map((row) => row.id), [pages.items]);
  return {
    ids: loaded.filter((id) => selection.selected.has(id)),
    onDone: selection.clear,
    matching: {
      selection,
      loaded,
      total: pages.total,
      estimate: pages.totalIsEstimate,
      filters,
      count,
    },
  };
}
