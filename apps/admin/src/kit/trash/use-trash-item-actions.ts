import type { TrashItem } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { confirmDialog } from '../../components/confirm-dialog';
import type { TrashScreenDeclaration } from '../area/area-manifest';
import { useTrashActions } from './use-trash';

export const trashItemName = (item: TrashItem) => item.label || `#${item.record_id}`;
const failed = (title: string, err: unknown) =>
  notifications.show({ color: 'red', title, message: err instanceof Error ? err.message : String(err) });

/** Restore and Delete forever (which asks first, naming the record), each telling how it went. */
export function useTrashItemActions(trash: TrashScreenDeclaration) {
  const { restore, removeForever } = useTrashActions(trash);
  const restoring = (id: number) => restore.isPending && restore.variables === id;
  const deleting = (id: number) => removeForever.isPending && removeForever.variables === id;

  const onRestore = async (item: TrashItem) => {
    try {
      await restore.mutateAsync(item.id);
      notifications.show({ color: 'green', message: `“${trashItemName(item)}” restored` });
    } catch (err) {
      // a clash: "another TikTok already has this post id"
      failed(`“${trashItemName(item)}” not restored`, err);
    }
  };
  const onDeleteForever = async (item: TrashItem) => {
    const sure = await confirmDialog({
      title: 'Delete forever',
      text: `“${trashItemName(item)}” will be deleted for good, with the files uploaded for it. This cannot be undone.`,
      confirmLabel: 'Delete forever',
    });
    if (!sure) return;
    try {
      await removeForever.mutateAsync(item.id);
      notifications.show({ color: 'green', message: `“${trashItemName(item)}” deleted forever` });
    } catch (err) {
      failed('Not deleted', err);
    }
  };
  return { restoring, deleting, onRestore, onDeleteForever };
}

export type TrashItemActions = ReturnType<typeof useTrashItemActions>;
