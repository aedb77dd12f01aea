import { createContext, useCallback, useContext } from 'react';
import { useSearchParams } from 'react-router';

/** How a list shows its records: rows of a table, or a gallery of thumbnails. */
export type ListViewMode = 'table' | 'gallery';

/**
 * The URL parameter that keeps the view (absent: the table). Not a filter: the API never sees
 * it, but a saved view keeps it beside the filters (views-menu.tsx).
 */
export const VIEW_PARAM = 'view';

/** The view a URL (or a saved view's query) asks for. */
export const viewModeOf = (value: string | null | undefined): ListViewMode =>
  value === 'gallery' ? 'gallery' : 'table';

/**
 * The list's view kept in the URL: shared and reloaded with it, and Back returns to the other
 * (each change is a history entry). `offered` false (a list without a gallery): always the table.
 */
export function useListViewMode(offered: boolean) {
  const [params, setParams] = useSearchParams();
  const mode = offered ? viewModeOf(params.get(VIEW_PARAM)) : 'table';
  const setMode = useCallback(
    (next: ListViewMode) =>
      setParams((prev) => {
        const changed = new URLSearchParams(prev);
        if (next === 'gallery') changed.set(VIEW_PARAM, next);
        else changed.delete(VIEW_PARAM);
        return changed;
      }),
    [setParams],
  );
  return { mode, setMode };
}

/**
 * The view of a list that offers a gallery, for its Views menu: saving a view keeps it, opening
 * one brings it back. Null on lists without a gallery (their views hold filters only).
 */
export const ListViewModeContext = createContext<ListViewMode | null>(null);
export const useListViewModeContext = () => useContext(ListViewModeContext);
