import type { TrashEndpoints } from '@adlib/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { routeCalls } from '../../api/client';
import type { TrashScreenDeclaration } from '../area/area-manifest';

const PAGE_SIZE = 50;
export const trashKey = (trash: Pick<TrashScreenDeclaration, 'api'>) =>
  ['trash', trash.api.page.path] as const;

/** An area's trash, newest first, fifty at a time (keyset on the trash id). */
export function useTrashPages(trash: TrashScreenDeclaration) {
  const calls = routeCalls<TrashEndpoints>(trash.api);
  return useInfiniteQuery({
    queryKey: trashKey(trash),
    queryFn: ({ pageParam, signal }) =>
      calls('page', { query: { size: PAGE_SIZE, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    // the screen shows a failed load in place, with Retry
    meta: { silent: true },
  });
}

/**
 * Restore and Delete forever of one entry. Both refresh the trash; a restore also the
 * records' lists and screens. The screen says what failed (a 409 names the clashing field).
 */
export function useTrashActions(trash: TrashScreenDeclaration) {
  const queryClient = useQueryClient();
  const calls = routeCalls<TrashEndpoints>(trash.api);
  const refresh = (records: boolean) => {
    void queryClient.invalidateQueries({ queryKey: trashKey(trash) });
    if (records) void queryClient.invalidateQueries({ queryKey: [trash.resource] });
  };
  const restore = useMutation({
    mutationFn: (id: number) => calls('restore', { body: { ids: [id] } }),
    meta: { errorHandledByForm: true },
    onSuccess: () => refresh(true),
  });
  const removeForever = useMutation({
    mutationFn: (id: number) => calls('purge', { params: { trashId: id } }),
    meta: { errorHandledByForm: true },
    onSuccess: () => refresh(false),
  });
  return { restore, removeForever };
}
