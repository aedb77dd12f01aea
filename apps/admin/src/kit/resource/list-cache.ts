import type { ResultsPage } from '@adlib/shared';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** A resource's cached lists: scrolled pages (filters last in the key) or every row at once. */
type ListData<Item> = InfiniteData<ResultsPage<Item>> | Item[];
type Paged<Item> = InfiniteData<ResultsPage<Item>>;

/**
 * The lists' key also holds what is counted over them (a total, the filters' option counts),
 * so every write recounts them; those hold no rows and are left alone here.
 */
const isPaged = <Item>(data: unknown): data is Paged<Item> =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<Paged<Item>>).pages);

const withRow = <Item extends { id: number }>(rows: Item[], id: number, change: Partial<Item>) =>
  rows.map((row) => (row.id === id ? { ...row, ...change } : row));

/** Puts `change` into row `id` in every loaded page of every list (paged or all at once). */
export function patchInLists<Item extends { id: number }>(
  queryClient: QueryClient,
  lists: QueryKey,
  id: number,
  change: Partial<Item>,
) {
  queryClient.setQueriesData<ListData<Item>>({ queryKey: lists }, (data) => {
    if (Array.isArray(data)) return withRow(data, id, change);
    if (!isPaged<Item>(data)) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, results: withRow(p.results, id, change) })),
    };
  });
}

/** Where a row stood in one list, to put it back there. */
interface Spot<Item> {
  queryKey: QueryKey;
  page: number;
  index: number;
  row: Item;
}

/** The total a list shows after `delta` rows left or came back (an estimate stays as it is). */
const movedTotal = <Item>(page: ResultsPage<Item>, delta: number): ResultsPage<Item> =>
  page.total_is_estimate ? page : { ...page, total: Math.max(0, page.total + delta) };

/**
 * A row whose `filterKey` value became `value` no longer belongs to the scrolled lists
 * filtered on another value (the Visible list after Hide): it leaves them, and their total
 * follows. Lists not filtered on it keep the row. Answers the way back: the row returns to
 * each list at its place, with `restored` merged in (an Undo that switched it back).
 */
export function leaveFilteredLists<Item extends { id: number }>(
  queryClient: QueryClient,
  lists: QueryKey,
  id: number,
  filterKey: string,
  value: unknown,
) {
  const spots: Spot<Item>[] = [];
  for (const [queryKey, data] of queryClient.getQueriesData<ListData<Item>>({ queryKey: lists })) {
    const filters = queryKey.at(-1);
    if (!isPaged<Item>(data) || !filters || typeof filters !== 'object') continue;
    // the fixed filters are booleans, the URL's are text: compare as text
    const wanted = (filters as Record<string, unknown>)[filterKey];
    if (wanted === undefined || wanted === '' || String(wanted) === String(value)) continue;
    const page = data.pages.findIndex((p) => p.results.some((row) => row.id === id));
    if (page < 0) continue;
    const index = data.pages[page]?.results.findIndex((row) => row.id === id) ?? -1;
    const row = data.pages[page]?.results[index];
    if (!row) continue;
    spots.push({ queryKey, page, index, row });
    queryClient.setQueryData<InfiniteData<ResultsPage<Item>>>(queryKey, {
      ...data,
      pages: data.pages.map((p, i) =>
        movedTotal(i === page ? { ...p, results: p.results.filter((r) => r.id !== id) } : p, -1),
      ),
    });
  }
  return (restored: Partial<Item>) => {
    for (const { queryKey, page, index, row } of spots)
      queryClient.setQueryData<InfiniteData<ResultsPage<Item>>>(queryKey, (data) =>
        // reloaded meanwhile: the list shows the row where the server puts it
        !isPaged<Item>(data) || data.pages.some((p) => p.results.some((r) => r.id === id))
          ? data
          : {
              ...data,
              pages: data.pages.map((p, i) =>
                movedTotal(
                  i === page ? { ...p, results: p.results.toSpliced(index, 0, { ...row, ...restored }) } : p,
                  1,
                ),
              ),
            },
      );
  };
}
