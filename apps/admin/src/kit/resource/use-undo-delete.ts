import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import type { ResourceContext } from './resource-context';
import type { ResourceContract } from './resource-contract';

/**
 * Undo of a delete: restores its batches through the area's trash, then the lists show the rows
 * again in their places; a failure (purged meanwhile, a clash) is notified with the server's reason.
 */
export function useUndoDelete<C extends ResourceContract, F>({ contract, keys }: ResourceContext<C, F>) {
  const queryClient = useQueryClient();
  return (batches: readonly string[]) => {
    const restore = contract.trash?.restore;
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
        void queryClient.invalidateQueries({ queryKey: keys.all });
      }
    })();
  };
}
