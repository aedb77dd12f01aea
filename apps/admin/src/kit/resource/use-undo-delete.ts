import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import type { ResourceContext } from './resource-context';
import type { ResourceContract } from './resource-contract';

/** An area's trash restore (POST …/trash/restore with the batch). */
export type TrashRestore = NonNullable<ResourceContract['trash']>['restore'];

/**
 * The trash's Undo: restores `batches` through `restore`, says "Restored", then refreshes
 * `refresh` (the rows show again in their places); a failure (purged meanwhile, a clash) is
 * notified with the server's reason. A delete's Undo and a merge's (issue 26) are this one.
 */
export function useRestoreBatches(restore: TrashRestore | undefined, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return (batches: readonly string[]) => {
    if (!restore) return;
    void (async () => {
      try {
        for (const batch of batches) await request(restore, { body: { batch } });
        notifications.show({ color: 'green', message: 'Restored' });
      } catch (err) {
        notifications.show({
          color: 'red',
          title: 'Not restored',
          message: err instanceof Error ? err.message : String(err),
        });
      } finally {
        for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      }
    })();
  };
}

/** Undo of a delete: restores its batches through the area's trash, then the lists show the rows again. */
export function useUndoDelete<C extends ResourceContract, F>({ contract, keys }: ResourceContext<C, F>) {
  return useRestoreBatches(contract.trash?.restore, [keys.all]);
}
