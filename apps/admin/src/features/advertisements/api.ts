import type {
  Advertisement,
  AdvertisementListItem,
  AdvertisementValues,
  BULK_ACTIONS,
  Collection,
  ImportResult,
} from '@adlib/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, streamed } from '../../api/client';
import { createPathResource } from '../../kit/resource/legacy-path-resource';
import type { ImportProgressLine } from '../../kit/resource/resource-types';
import type { AdvertisementListFilters } from './list/filter-keys';

export type BulkAction = (typeof BULK_ACTIONS)[number];

export const advertisements = createPathResource<
  Advertisement,
  AdvertisementListItem,
  AdvertisementValues,
  AdvertisementListFilters
>(
  'advertisements',
  {
    list: '/advertisements_admin',
    one: (id) => `/advertisements/${id}`,
    create: '/advertisements',
    update: (id) => `/advertisements/${id}`,
    remove: (id) => `/advertisements/${id}`,
    trash: '/advertisements/trash',
    bulk: '/advertisements/bulk',
    export: { path: '/advertisements/export.csv', fileName: 'advertisements.csv' },
    import: '/advertisements/import',
    upload: { path: '/advertisements/upload', folder: 'media' },
  },
  // the form is filled from it once; refetching under the user's typing would not help
  { oneStaleTime: Number.POSITIVE_INFINITY, noun: 'Advertisement' },
);

/**
 * The list's Visible toggle (PUT /advertisements/visibility/:id): the ad leaves the list it
 * no longer belongs to (Visible or No Visible), with Undo.
 */
export const useSetVisibility = () =>
  advertisements.useRowSwitch(
    'visible',
    (id) => `/advertisements/visibility/${id}`,
    'Visibility not changed',
    {
      confirm: (id, visible) => `Ad #${id} is now ${visible ? 'visible' : 'hidden'}`,
    },
  );

export const collectionOptionsKey = ['collections', 'options'] as const;

/** The Collections multi-select's options: every collection by title. */
export const useCollectionOptions = () =>
  useQuery({
    queryKey: collectionOptionsKey,
    queryFn: async () => {
      const { records } = await api<{ records: Collection[] }>('/collections');
      return records.map((c) => ({ value: String(c.id), label: c.title || `Collection ${c.id}` }));
    },
    staleTime: 5 * 60_000,
    // the field itself says the options did not load
    meta: { silent: true },
  });

/**
 * GET /advertisementsLoadFromQuration: the curation feed into the not-visible ads, hearing the
 * server's progress; the lists start again from the first page when ads arrived.
 */
export function useLoadFromCurationFeed() {
  const queryClient = useQueryClient();
  return async (onProgress: (line: ImportProgressLine) => void) => {
    const result = await streamed<ImportResult, ImportProgressLine>({
      path: '/advertisementsLoadFromQuration',
      onProgress,
    });
    if (result.inserted > 0) void queryClient.resetQueries({ queryKey: advertisements.keys.lists() });
    return result;
  };
}
