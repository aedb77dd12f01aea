import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { confirmDialog } from '../../components/confirm-dialog';
import { type BulkBody, type BulkOutcome, UNDO_DELETE_MS } from '../resource/create-resource';
import { showUndoable } from '../resource/undo-notification';

/** One button of the bar. */
export interface BulkActionButton<Action extends string> {
  action: Action;
  label: string;
  icon?: ReactNode;
  /** what the rows became, after "2 TikToks …": 'hidden', 'marked new' */
  done: string;
  /** red, and asks first naming the count */
  destructive?: boolean;
}

/** Delete, as every list's bar offers it. */
export const BULK_DELETE = {
  action: 'delete',
  label: 'Delete',
  icon: <IconTrash size={14} />,
  done: 'deleted',
  destructive: true,
} as const satisfies BulkActionButton<'delete'>;

/** The part of the resource's `useBulk` mutation the bar uses. */
interface BulkMutation<Action extends string> {
  mutateAsync: (body: BulkBody<Action>) => Promise<BulkOutcome>;
}

interface Props<Action extends string> {
  /** the checked rows' ids (the resource sends more than the API takes at once in parts) */
  ids: readonly number[];
  /** singular and plural, as the sentences need them: ['TikTok', 'TikToks'] */
  noun: readonly [string, string];
  actions: readonly BulkActionButton<Action>[];
  bulk: BulkMutation<Action>;
  /** after an action went through, or on Clear selection */
  onDone: () => void;
}

/**
 * What can be done to a list's checked rows at once: the count, the area's actions, Clear
 * selection. A destructive action asks first; the result is announced with its count.
 */
export function BulkActionBar<Action extends string>({ ids, noun, actions, bulk, onDone }: Props<Action>) {
  const [running, setRunning] = useState<Action | null>(null);
  if (ids.length === 0) return null;
  const counted = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? noun[0] : noun[1]}`;

  const run = async ({ action, destructive, done }: BulkActionButton<Action>) => {
    const sure =
      !destructive ||
      (await confirmDialog({
        title: `Delete ${noun[1]}`,
        text: `Are you sure you want to delete ${counted(ids.length)}? They go to the Trash, where they can be restored.`,
        confirmLabel: 'Delete',
      }));
    if (!sure) return;
    setRunning(action);
    try {
      const { count, undo } = await bulk.mutateAsync({ ids, action });
      const message = `${counted(count)} ${done}`;
      // a delete into the trash: the notification offers Undo for 10 seconds
      if (undo) showUndoable({ key: `bulk-${noun[1]}`, message, autoClose: UNDO_DELETE_MS, onUndo: undo });
      else notifications.show({ color: 'green', message });
      onDone();
    } catch {
      // the query client has shown why; the selection stays for another try
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="xs" mb="sm" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between">
        <Text size="sm" fw={500} px="xs" role="status">
          {counted(ids.length)} selected
        </Text>
        <Group gap="xs">
          {actions.map((a) => (
            <Button
              key={a.action}
              size="xs"
              variant={a.destructive ? 'filled' : 'default'}
              color={a.destructive ? 'red' : undefined}
              leftSection={a.icon}
              loading={running === a.action}
              disabled={running !== null && running !== a.action}
              onClick={() => void run(a)}
            >
              {a.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={onDone} disabled={running !== null}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
