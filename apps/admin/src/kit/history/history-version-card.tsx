import type { HistoryKind, HistoryVersion } from '@adlib/shared';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { ChangeTable } from './change-table';
import type { ValueNames } from './restore-preview';

const KIND_LABEL: Record<HistoryKind, string> = {
  created: 'Created',
  updated: 'Edited',
  visibility: 'Visibility',
  bulk: 'Bulk action',
  import: 'Imported',
  restored: 'Restored',
  deleted: 'Deleted',
};

export const versionTime = (at: string | Date) => new Date(at).toLocaleString();
const rowsOf = (v: HistoryVersion) => Object.entries(v.changes).map(([field, c]) => ({ field, ...c }));

interface Props {
  version: HistoryVersion;
  valueNames?: ValueNames;
  /** absent for the current version and a deletion: neither is restored to */
  onRestore?: () => void;
}

/** One version in the History drawer: what kind, when, by whom, its changes and its Restore. */
export function HistoryVersionCard({ version: v, valueNames, onRestore }: Props) {
  return (
    <Paper component="li" withBorder p="sm" aria-label={`Version of ${versionTime(v.at)}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Badge variant="light">{KIND_LABEL[v.kind]}</Badge>
          <Text size="sm">{versionTime(v.at)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {v.by ?? 'the system'}
        </Text>
      </Group>
      {v.kind === 'created' ? (
        <Text size="sm" c="dimmed">
          The first version.
        </Text>
      ) : (
        <ChangeTable rows={rowsOf(v)} caption={`Changes of ${versionTime(v.at)}`} valueNames={valueNames} />
      )}
      {onRestore && (
        <Button mt="xs" size="xs" variant="light" onClick={onRestore}>
          Restore this version
        </Button>
      )}
    </Paper>
  );
}
