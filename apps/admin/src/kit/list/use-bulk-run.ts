import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { confirmDialog } from '../../components/confirm-dialog';
import { type BulkBody, type BulkOutcome, type BulkTarget, UNDO_DELETE_MS } from '../resource/resource-types';
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

/** The part of the resource's `useBulk` mutation the bar uses. */
export interface BulkMutation<Action extends string> {
  mutateAsync: (body: BulkBody<Action>) => Promise<BulkOutcome>;
}

interface Options<Action extends string> {
  noun: readonly [string, string];
  bulk: BulkMutation<Action>;
  target: BulkTarget;
  /** acting over the whole filter: always asks first, with the server's count */
  all: boolean;
  /** the number of rows to confirm: the server's count over a filter, the checked ones otherwise */
  confirmCount: (action: Action) => Promise<number>;
  /** "2 TikToks" */
  counted: (n: number) => string;
  onDone: () => void;
}

/** Runs one of the bar's actions: counts, asks when it must, shows progress, then says how many changed. */
export function useBulkRun<Action extends string>(options: Options<Action>) {
  const { noun, bulk, target, all, confirmCount, counted, onDone } = options;
  // `what`: the progress line (null while the question waits for an answer)
  const [running, setRunning] = useState<{ action: string; what: string | null } | null>(null);

  const run = async ({ action, destructive, done, label }: BulkActionButton<Action>) => {
    setRunning({ action, what: 'Counting…' });
    try {
      const n = await confirmCount(action);
      if (n === 0) {
        notifications.show({ message: `No ${noun[1]} to change` });
        return;
      }
      setRunning({ action, what: null });
      const sure =
        (!destructive && !all) ||
        (await confirmDialog({
          title: `${label} ${noun[1]}`,
          text: destructive
            ? `Are you sure you want to delete ${counted(n)}? They go to the Trash, where they can be restored.`
            : `${label} ${counted(n)}?`,
          confirmLabel: label,
          danger: Boolean(destructive),
        }));
      if (!sure) return;
      setRunning({ action, what: `${label}: ${counted(n)}…` });
      const { count, undo } = await bulk.mutateAsync({ ...target, action });
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

  return { running, run };
}
