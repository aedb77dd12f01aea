import type { HistoryEndpoints } from '@adlib/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';

const historyKey = (endpoints: HistoryEndpoints, id: number) => ['history', endpoints.page.path, id] as const;

/** A record's versions, newest first, a page at a time (keyset: `before` the last one shown). */
export function useHistory(endpoints: HistoryEndpoints, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKey(endpoints, id),
    queryFn: ({ pageParam }) =>
      call(endpoints.page, {
        params: { id },
        query: { size: 30, ...(pageParam !== null && { before: pageParam }) },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    enabled,
    staleTime: 0,
    meta: { silent: true }, // the drawer shows a failed load in place
  });
}

/** Restores a version with the version the screen loaded (409 when stale). */
export function useRestore(endpoints: HistoryEndpoints, id: number) {
  return useMutation({
    mutationFn: ({ version, seen }: { version: number; seen: string }) =>
      call(endpoints.restore, { params: { id, version }, body: { updated_at: seen } }),
    meta: { errorHandledByForm: true }, // the dialog shows why, beside its buttons
  });
}
