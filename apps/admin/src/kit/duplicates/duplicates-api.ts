import { type DuplicateArea, type DuplicateCluster, duplicatesContract } from '@adlib/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useRestoreBatches } from '../resource/use-undo-delete';
import type { DuplicatesDeclaration } from './duplicates-declaration';

/** Query keys: everything of an area's duplicates refreshes together after a merge or a dismiss. */
export const duplicateKeys = {
  area: (area: DuplicateArea) => ['duplicates', area] as const,
  count: (area: DuplicateArea) => ['duplicates', area, 'count'] as const,
  clusters: (area: DuplicateArea) => ['duplicates', area, 'clusters'] as const,
  of: (area: DuplicateArea, id: number) => ['duplicates', area, 'of', id] as const,
};

/** Clusters a page of the review screen holds. */
export const CLUSTERS_PAGE = 20;

export const duplicateCountOptions = (area: DuplicateArea) => ({
  queryKey: duplicateKeys.count(area),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(duplicatesContract.count, { params: { area }, signal }),
});

/** Open clusters and how many are exact; `silent`: a list header leaves a failure unsaid. */
export const useDuplicateCount = (area: DuplicateArea, { silent = false } = {}) =>
  useQuery({ ...duplicateCountOptions(area), meta: { silent } });

/** The review screen's clusters, newest first, a page at a time (next_cursor). */
export function useDuplicateClusters(area: DuplicateArea) {
  const query = useInfiniteQuery({
    queryKey: duplicateKeys.clusters(area),
    queryFn: ({ pageParam, signal }) =>
      call(duplicatesContract.clusters, {
        params: { area },
        query: { limit: CLUSTERS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // the screen shows the failure in place, with Retry
    meta: { silent: true },
  });
  const clusters: DuplicateCluster[] = query.data?.pages.flatMap((p) => p.results) ?? [];
  return { query, clusters, total: query.data?.pages[0]?.total ?? null };
}

/** After a write: the area's duplicates, and its lists and records (merged ones left them). */
function useRefresh(d: DuplicatesDeclaration) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: duplicateKeys.area(d.area) });
    void client.invalidateQueries({ queryKey: [d.resource] });
  };
}

/** Merge, Not duplicates and the bulk merge of one area, and the Undo of a merge. */
export function useDuplicateActions(d: DuplicatesDeclaration) {
  const refresh = useRefresh(d);
  const params = { area: d.area };
  const merge = useMutation({
    mutationFn: (body: { keep: number; merge: number[] }) => call(duplicatesContract.merge, { params, body }),
    meta: { errorTitle: 'Not merged' },
    onSettled: refresh,
  });
  const dismiss = useMutation({
    mutationFn: (ids: number[]) => call(duplicatesContract.dismiss, { params, body: { ids } }),
    meta: { errorTitle: 'Not dismissed' },
    onSettled: refresh,
  });
  const mergeExact = useMutation({
    mutationFn: (expected: number) => call(duplicatesContract.mergeExact, { params, body: { expected } }),
    // a 409 (the count changed) is explained by the screen itself
    meta: { errorHandledByForm: true },
    onSettled: refresh,
  });
  const undo = useRestoreBatches(d.restore, [duplicateKeys.area(d.area), [d.resource]]);
  return { merge, dismiss, mergeExact, undo };
}
