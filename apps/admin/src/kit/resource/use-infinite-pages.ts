import type { ResultsPage } from '@adlib/shared';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** What the list asks the server for: SPEC's page (counter + 1) and the keyset cursor. */
export interface PageRequest {
  page: number;
  cursor?: string;
  signal: AbortSignal;
}

interface PageParam {
  /** SPEC 4 "Paging": the counter starts at 0 and the page requested is counter + 1 */
  counter: number;
  cursor?: string;
}

export interface InfinitePages<T> {
  items: T[];
  /** null until the first page has answered */
  total: number | null;
  totalIsEstimate: boolean;
  /** the estimate may be above or below the real count ("≈ 12,300"), not a lower bound */
  totalIsApproximate: boolean;
  hasMore: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetchingMore: boolean;
  /** a later page failed; what is loaded stays and the user may retry */
  moreFailed: boolean;
  fetchMore: () => void;
  retry: () => void;
}

/**
 * A scrolled list over `useInfiniteQuery`, following SPEC's paging: page 1 first, each later
 * page appended, no more requests once `total` rows are loaded. A new key (a filter change)
 * starts again from the first page, and `gcTime: 0` drops the pages once the screen is
 * left, so coming back also starts from the first page instead of refetching every page.
 */
export function useInfinitePages<T>(
  queryKey: QueryKey,
  fetchPage: (req: PageRequest) => Promise<ResultsPage<T>>,
  options: { enabled?: boolean } = {},
): InfinitePages<T> {
  const query = useInfiniteQuery({
    queryKey,
    enabled: options.enabled,
    gcTime: 0,
    initialPageParam: { counter: 0 } as PageParam,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ page: pageParam.counter + 1, cursor: pageParam.cursor, signal }),
    getNextPageParam: (last, all, lastParam): PageParam | undefined => {
      const loaded = all.reduce((n, p) => n + p.results.length, 0);
      // An empty page also stops: the total may be an estimate that overshoots. A server that
      // pages by cursor says "no more" exactly with next_cursor: null.
      if (last.results.length === 0 || loaded >= last.total || last.next_cursor === null) return undefined;
      return { counter: lastParam.counter + 1, cursor: last.next_cursor ?? undefined };
    },
  });

  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch } = query;
  const items = useMemo(() => data?.pages.flatMap((p) => p.results) ?? [], [data]);
  const lastPage = data?.pages.at(-1);

  // Stable callbacks: the list calls fetchMore from an effect on every scroll frame.
  const fetchMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const retry = useCallback(
    () => (isFetchNextPageError ? void fetchNextPage() : void refetch()),
    [isFetchNextPageError, fetchNextPage, refetch],
  );

  return {
    items,
    total: lastPage ? lastPage.total : null,
    totalIsEstimate: lastPage?.total_is_estimate === true,
    totalIsApproximate: lastPage?.total_is_approximate === true,
    hasMore: hasNextPage,
    isPending: query.isPending,
    isError: query.isError && !isFetchNextPageError,
    error: query.error,
    isFetchingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    fetchMore,
    retry,
  };
}
