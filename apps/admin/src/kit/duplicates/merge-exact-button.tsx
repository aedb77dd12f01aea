import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowMerge } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/client';
import { confirmDialog } from '../../components/confirm-dialog';
import { UNDO_DELETE_MS } from '../resource/resource-types';
import { showUndoable } from '../resource/undo-notification';
import { counted } from './duplicate-words';
import {
  duplicateCountOptions,
  duplicateKeys,
  type useDuplicateActions,
  useDuplicateCount,
} from './duplicates-api';
import type { DuplicatesDeclaration } from './duplicates-declaration';

const CLUSTER: readonly [string, string] = ['cluster', 'clusters'];

/**
 * "Merge all exact duplicates": counts the exact clusters afresh, asks "Merge N clusters?",
 * then merges them with that count; a 409 (the clusters changed meanwhile) merges none, says
 * so and shows the new count. Each cluster keeps its oldest record; Undo restores every batch.
 */
export function MergeExactButton({
  declaration: d,
  actions,
}: {
  declaration: DuplicatesDeclaration;
  actions: ReturnType<typeof useDuplicateActions>;
}) {
  const client = useQueryClient();
  const count = useDuplicateCount(d.area, { silent: true });
  const exact = count.data?.exact ?? 0;
  if (exact === 0) return null;

  const onClick = async () => {
    const fresh = await client
      .fetchQuery({ ...duplicateCountOptions(d.area), staleTime: 0 })
      .catch((err: unknown) => {
        notifications.show({
          color: 'red',
          title: 'Could not count the exact duplicates',
          message: err instanceof Error ? err.message : String(err),
        });
        return null;
      });
    if (!fresh || fresh.exact === 0) return;
    const sure = await confirmDialog({
      title: `Merge ${counted(fresh.exact, CLUSTER)}?`,
      text: `Every cluster whose records have the same file or post keeps its oldest record; the others go to the trash (Undo brings them back) and their collections and tags move to the record kept.`,
      confirmLabel: 'Merge',
      danger: false,
    });
    if (!sure) return;
    try {
      const result = await actions.mergeExact.mutateAsync(fresh.exact);
      showUndoable({
        key: `merge-exact-${d.area}`,
        message: `Merged ${counted(result.clusters, CLUSTER)}: ${counted(result.merged, d.noun)} moved to the trash`,
        autoClose: UNDO_DELETE_MS,
        onUndo: () => actions.undo(result.batches),
      });
    } catch (err) {
      const changed = err instanceof ApiRequestError && err.status === 409;
      notifications.show({
        color: changed ? 'orange' : 'red',
        title: changed ? 'The exact duplicates changed' : 'Not merged',
        message: changed
          ? 'Records changed since they were counted, so nothing was merged. The count is up to date again: look, then merge.'
          : err instanceof Error
            ? err.message
            : String(err),
      });
      void client.invalidateQueries({ queryKey: duplicateKeys.area(d.area) });
    }
  };

  return (
    <Button
      leftSection={<IconArrowMerge size={16} />}
      variant="light"
      onClick={() => void onClick()}
      loading={actions.mergeExact.isPending}
    >
      Merge all exact duplicates ({exact.toLocaleString('en')})
    </Button>
  );
}
