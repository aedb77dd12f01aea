import type { HistoryPage, HistoryRestoreResult } from '@adlib/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';

const historyKey = (path: string) => ['history', path] as const;

/** A record's versions, newest first, a page at a time (keyset: `before` the last one shown). */
export function useHistory(path: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKey(path),
    queryFn: ({ pageParam }) =>
      api<HistoryPage>(path, { query: { size: 30, ...(pageParam !== null && { before: pageParam }) } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    enabled,
    staleTime: 0,
    meta: { silent: true }, // the drawer shows a failed load in place
  });
}

/** POST …/history/{version}/restore with the version the screen loaded (409 when stale). */
export function useRestore(path: string) {
  return useMutation({
    mutationFn: ({ version, seen }: { version: number; seen: string }) =>
      api<HistoryRestoreResult>(`${path}/${version}/restore`, { method: 'POST', body: { updated_at: seen } }),
    meta: { errorHandledByForm: true }, // the dialog shows why, beside its buttons
  });
}
