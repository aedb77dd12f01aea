import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { confirmDialog } from '../../../components/confirm-dialog';
import { advertisements, type BulkAction } from '../api';

interface Props {
  ids: number[];
  /** the list shown: only the action that changes something is offered (no "Show" on the visible list) */
  visibleList: boolean;
  onDone: () => void;
}

const DONE: Record<BulkAction, string> = { show: 'shown', hide: 'hidden', delete: 'deleted' };
const plural = (n: number) => `${n.toLocaleString('en-US')} advertisement${n === 1 ? '' : 's'}`;

/** What can be done to the checked rows at once; deleting asks first. */
export function BulkActionsBar({ ids, visibleList, onDone }: Props) {
  const bulk = advertisements.useBulk<BulkAction>('Bulk action failed');
  if (ids.length === 0) return null;

  const run = async (action: BulkAction) => {
    if (
      action === 'delete' &&
      !(await confirmDialog({
        title: 'Delete advertisements',
        text: `Are you sure you want to delete ${plural(ids.length)}? This cannot be undone.`,
        confirmLabel: 'Delete',
      }))
    )
      return;
    const { count } = await bulk.mutateAsync({ ids, action }).catch(() => ({ count: -1 }));
    if (count < 0) return; // the query client has shown the error
    notifications.show({ color: 'green', message: `${plural(count)} ${DONE[action]}` });
    onDone();
  };

  return (
    <Paper withBorder radius="md" p="xs" mb="sm" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between">
        <Text size="sm" fw={500} px="xs">
          {plural(ids.length)} selected
        </Text>
        <Group gap="xs">
          {visibleList ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEyeOff size={14} />}
              loading={bulk.isPending}
              onClick={() => run('hide')}
            >
              Hide
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} />}
              loading={bulk.isPending}
              onClick={() => run('show')}
            >
              Show
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={bulk.isPending}
            onClick={() => run('delete')}
          >
            Delete
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone} disabled={bulk.isPending}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
