import type { AdvertisementListItem, ResultsPage } from '@adlib/shared';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adKeys } from './keys';

type ListData = InfiniteData<ResultsPage<AdvertisementListItem>>;

function setVisibleInLists(queryClient: QueryClient, id: number, visible: boolean) {
  queryClient.setQueriesData<ListData>({ queryKey: adKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            results: p.results.map((ad) => (ad.id === id ? { ...ad, visible } : ad)),
          })),
        }
      : data,
  );
}

/**
 * The list's Visible toggle: shown at once, saved at once, put back if the save fails
 * (the query client's default notification says so, in red). Only this row is put back,
 * so a failure cannot undo another row toggled meanwhile. The row stays where it is until
 * the list is next loaded, so a mistaken click can simply be toggled back.
 */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) =>
      api<unknown>(`/advertisements/visibility/${id}`, { method: 'PUT', body: { visible } }),
    meta: { errorTitle: 'Visibility not changed' },
    onMutate: ({ id, visible }) => setVisibleInLists(queryClient, id, visible),
    onError: (_err, { id, visible }) => setVisibleInLists(queryClient, id, !visible),
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adKeys.detail(id) });
      // the other list now differs too; refetch when it is next shown, not under the user
      void queryClient.invalidateQueries({ queryKey: adKeys.lists(), refetchType: 'none' });
    },
  });
}
