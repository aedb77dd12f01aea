import { vi } from 'vitest';
import type { InfinitePages } from '../kit/resource/use-infinite-pages';

/** A loaded list's pages for the list kit's tests: these items, all loaded unless `over` says otherwise. */
export const pagesOf = <T>(items: T[], over: Partial<InfinitePages<unknown>> = {}) =>
  ({
    items,
    total: items.length,
    totalIsEstimate: false,
    totalIsApproximate: false,
    hasMore: false,
    isPending: false,
    isError: false,
    error: null,
    isFetchingMore: false,
    moreFailed: false,
    fetchMore: vi.fn(),
    retry: vi.fn(),
    ...over,
  }) as InfinitePages<T>;
