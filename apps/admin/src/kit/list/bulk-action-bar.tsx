import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Query } from '../../api/client';
import type { BulkBody, BulkTarget } from '../resource/resource-types';
import { type BulkEditDeclaration, BulkEditModal } from './bulk-edit-modal';
import { type BulkActionButton, type BulkMutation, useBulkRun } from './use-bulk-run';
import type { RowSelection } from './use-row-selection';

export type { BulkActionButton, BulkMutation } from './use-bulk-run';

/** Delete, as every list's bar offers it. */
export const BULK_DELETE = {
  action: 'delete',
  label: 'Delete',
  icon: <IconTrash size={14} />,
  done: 'deleted',
  destructive: true,
} as const satisfies BulkActionButton<'delete'>;

/**
 * "Select all N matching": the list's whole filter result, acted on by the server over the
 * filter (decision 017). N is the list's total; the server's dry run gives the exact count.
 */
export interface MatchingRows {
  selection: RowSelection<number>;
  /** the loaded rows' ids, in order */
  loaded: readonly number[];
  /** null while not known: no "Select all" offered */
  total: number | null;
  /** the total is a lower bound ("1,000+") */
  estimate: boolean;
  /** the list's filters as the list call sends them (fixed ones included) */
  filters: Query;
  /** how many rows an action would change (resource.countBulk) */
  count: <Action extends string>(body: BulkBody<Action>) => Promise<{ count: number }>;
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
  /** offers "Select all N matching" once the loaded page is selected */
  matching?: MatchingRows;
  /** the "Edit field…" action: one field set on the selection */
  edit?: BulkEditDeclaration;
}

const formatted = (n: number) => n.toLocaleString('en-US');

/** The line under the bar while an action runs: what it does, and an endless bar. */
function BulkProgress({ what }: { what: string }) {
  return (
    <Group gap="xs" mt="xs" px="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {what}
      </Text>
      <Progress value={100} animated striped flex={1} aria-label={what} />
    </Group>
  );
}

/**
 * What can be done to a list's checked rows at once: the count, the area's actions, "Edit
 * field…", "Select all N matching" and Clear selection. Over the whole filter, an action first
 * asks with the server's count ("Hide 18,204 ads?"), shows progress while it runs, then says
 * how many changed; a destructive one always asks.
 */
export function BulkActionBar<Action extends string>(props: Props<Action>) {
  const { ids, noun, actions, bulk, onDone, matching, edit } = props;
  const [editing, setEditing] = useState(false);
  const all = matching?.selection.allMatching ?? false;
  const counted = (n: number) => `${formatted(n)} ${n === 1 ? noun[0] : noun[1]}`;
  const target: BulkTarget = all && matching ? { filter: matching.filters } : { ids };
  const confirmCount = async (action: Action) =>
    all && matching ? (await matching.count({ ...target, action })).count : ids.length;
  const { running, run } = useBulkRun({ noun, bulk, target, all, confirmCount, counted, onDone });
  if (ids.length === 0 && !all) return null;
  const totalText = matching?.total ? `${formatted(matching.total)}${matching.estimate ? '+' : ''}` : '';
  const canSelectAll =
    matching &&
    !all &&
    matching.loaded.length > 0 &&
    ids.length === matching.loaded.length &&
    matching.total !== null &&
    (matching.total > matching.loaded.length || matching.estimate);

  return (
    <Paper withBorder radius="md" p="xs" mb="sm" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" fw={500} px="xs" role="status">
            {all ? `All ${totalText} matching ${noun[1]} selected` : `${counted(ids.length)} selected`}
          </Text>
          {canSelectAll && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => matching.selection.selectAllMatching(matching.loaded)}
            >
              Select all {totalText} matching
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {actions.map((a) => (
            <Button
              key={a.action}
              size="xs"
              variant={a.destructive ? 'filled' : 'default'}
              color={a.destructive ? 'red' : undefined}
              leftSection={a.icon}
              loading={running?.action === a.action}
              disabled={running !== null && running.action !== a.action}
              onClick={() => void run(a)}
            >
              {a.label}
            </Button>
          ))}
          {edit && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              disabled={running !== null}
              onClick={() => setEditing(true)}
            >
              Edit field…
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={onDone} disabled={running !== null}>
            Clear selection
          </Button>
        </Group>
      </Group>
      {running?.what && <BulkProgress what={running.what} />}
      {edit && (
        <BulkEditModal
          opened={editing}
          onClose={() => setEditing(false)}
          edit={edit}
          target={target}
          noun={noun}
          selectedText={all ? `all ${totalText} matching ${noun[1]}` : counted(ids.length)}
          confirmFirst={all}
          onDone={onDone}
        />
      )}
    </Paper>
  );
}
