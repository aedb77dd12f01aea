import { type SavedViewCreate, type SavedViewUpdate, savedViewsContract } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const viewsKey = (list: string) => ['saved-views', list] as const;

/** A list's views: the user's own, then those others share (GET /api/views?list=). */
export function useSavedViews(list: string) {
  return useQuery({
    queryKey: viewsKey(list),
    queryFn: () => call(savedViewsContract.list, { query: { list } }),
    select: (data) => data.results,
    staleTime: 60_000,
    meta: { silent: true }, // the menu shows a failed load in place, with Retry
  });
}

/** Save, change and delete a list's views; each write reloads the list's views. */
export function useViewWrites(list: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  const create = useMutation({
    mutationFn: (body: Omit<SavedViewCreate, 'list'>) =>
      call(savedViewsContract.create, { body: { ...body, list } }),
    onSuccess,
    meta: { errorHandledByForm: true }, // the dialog shows why beside the name
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SavedViewUpdate }) =>
      call(savedViewsContract.update, { params: { id }, body }),
    onSuccess,
    meta: { errorHandledByForm: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(savedViewsContract.remove, { params: { id } }),
    onSuccess,
    meta: { errorTitle: 'View not deleted' },
  });
  return { create, update, remove };
}
