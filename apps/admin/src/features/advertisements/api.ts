import { advertisementContract, type BULK_ACTIONS, collectionContract, type ResponseOf } from '@adlib/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointPath, streamed } from '../../api/client';
import { createResource } from '../../kit/resource/create-resource';
import type { ImportProgressLine } from '../../kit/resource/resource-types';
import type { AdvertisementListFilters } from './list/filter-keys';

export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Advertisements' calls (packages/shared/src/areas/advertisements.ts) as query hooks. */
export const advertisements = createResource<typeof advertisementContract, AdvertisementListFilters>(
  'advertisements',
  advertisementContract,
  // the form is filled from it once; refetching under the user's typing would not help
  { oneStaleTime: Number.POSITIVE_INFINITY, noun: 'Advertisement' },
);

/**
 * The list's Visible toggle (PUT /advertisements/visibility/:id): the ad leaves the list it
 * no longer belongs to (Visible or No Visible), with Undo.
 */
export const useSetVisibility = () =>
  advertisements.useRowSwitch('visible', advertisementContract.visibility, 'Visibility not changed', {
    confirm: (id, visible) => `Ad #${id} is now ${visible ? 'visible' : 'hidden'}`,
  });

export const collectionOptionsKey = ['collections', 'options'] as const;

/** The Collections multi-select's options: every collection by title. */
export const useCollectionOptions = () =>
  useQuery({
    queryKey: collectionOptionsKey,
    queryFn: async ({ signal }) => {
      const { records } = await call(collectionContract.all, { signal });
      return records.map((c) => ({ value: String(c.id), label: c.title || `Collection ${c.id}` }));
    },
    staleTime: 5 * 60_000,
    // the field itself says the options did not load
    meta: { silent: true },
  });

type LoadResult = ResponseOf<typeof advertisementContract.loadFromCuration>;

/**
 * GET /advertisementsLoadFromQuration: the curation feed into the not-visible ads, hearing the
 * server's progress; the lists start again from the first page when ads arrived.
 */
export function useLoadFromCurationFeed() {
  const queryClient = useQueryClient();
  return async (onProgress: (line: ImportProgressLine) => void) => {
    const result = await streamed<LoadResult, ImportProgressLine>({
      path: endpointPath(advertisementContract.loadFromCuration),
      onProgress,
    });
    if (result.inserted > 0) void queryClient.resetQueries({ queryKey: advertisements.keys.lists() });
    return result;
  };
}
