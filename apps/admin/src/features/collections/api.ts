import { collectionContract } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { createResource } from '../../kit/resource/create-resource';

/** Collections' calls (packages/shared/src/areas/collections.ts) as query hooks. */
export const collections = createResource('collections', collectionContract, { noun: 'Collection' });

/** The plan kinds a collection can be shown to (never change while the app runs). */
export const roles = createResource('roles', { all: collectionContract.roles });

/** Bulk Insert (decision 013): `dry_run` only counts. */
export function useBulkInsert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; dry_run: boolean }) => call(collectionContract.bulkInsert, { body }),
    meta: { errorTitle: 'Bulk Insert failed' },
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: collections.keys.lists() });
    },
  });
}

/**
 * The ids of the active collections with no new ad for `weeks` weeks (Home's figure); under the
 * lists' key, so a saved row asks again. Not asked without weeks.
 */
export function useStaleIds(weeks: number | null) {
  return useQuery({
    queryKey: [...collections.keys.lists(), 'stale', weeks],
    queryFn: () => call(collectionContract.stale, { query: { weeks: weeks ?? 4 } }),
    enabled: weeks !== null,
    meta: { silent: true },
  });
}
