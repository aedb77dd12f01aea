import type { HistoryKind, HistoryVersion } from '@adlib/shared';
import { Alert, Badge, Button, Drawer, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { ChangeTable } from './change-table';
import { restorePreview, type ValueNames } from './restore-preview';
import { useHistory, useRestore } from './use-history';

interface Props {
  /** the record's history path: '/advertisements/12/history' */
  path: string;
  /** the updated_at the screen loaded: a record changed since is not restored over (409) */
  seen: string;
  /** the record's noun: "advertisement" */
  what: string;
  /** after a restore wrote: reload the form with the restored record (its new updated_at) */
  onRestored: (updatedAt: string) => void | Promise<void>;
  /** the area's names of stored values, for the change tables */
  valueNames?: ValueNames;
}

const KIND_LABEL: Record<HistoryKind, string> = {
  created: 'Created',
  updated: 'Edited',
  visibility: 'Visibility',
  bulk: 'Bulk action',
  import: 'Imported',
  restored: 'Restored',
  deleted: 'Deleted',
};

const when = (at: string | Date) => new Date(at).toLocaleString();
const rowsOf = (v: HistoryVersion) => Object.entries(v.changes).map(([field, c]) => ({ field, ...c }));

/** The History button of an edit screen and its drawer: versions, each with Restore. */
export function RecordHistory({ path, seen, what, onRestored, valueNames }: Props) {
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const history = useHistory(path, opened);
  const restore = useRestore(path);
  const queryClient = useQueryClient();
  const versions = history.data?.pages.flatMap((p) => p.versions) ?? [];
  const chosen = asked === null ? undefined : versions[asked];

  const confirm = async () => {
    if (!chosen) return;
    const result = await restore.mutateAsync({ version: chosen.version, seen }).catch(() => null);
    if (!result) return; // the dialog shows the error
    setAsked(null);
    if (!result.restored) {
      notifications.show({ message: `Nothing to restore: the ${what} already is that version.` });
      return;
    }
    setOpened(false);
    notifications.show({
      color: 'green',
      message: `The ${what} is back to the version of ${when(chosen.at)}.`,
    });
    await onRestored(String(result.updated_at));
    // lists and other screens showing the record refetch after the form has its record
    void queryClient.invalidateQueries();
  };

  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpened(true)}>
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={`History of this ${what}`}
      >
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <Text c="dimmed">Loading the versions…</Text>
        ) : versions.length === 0 ? (
          // records written before the audit log (the demo library, imports of old data)
          <Text c="dimmed">
            No changes are recorded for this {what} yet. Its versions appear here from its next save.
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {versions.map((v, index) => (
              <Paper component="li" key={v.version} withBorder p="sm" aria-label={`Version of ${when(v.at)}`}>
                <Group justify="space-between" mb={4}>
                  <Group gap="xs">
                    <Badge variant="light">{KIND_LABEL[v.kind]}</Badge>
                    <Text size="sm">{when(v.at)}</Text>
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
                  <ChangeTable
                    rows={rowsOf(v)}
                    caption={`Changes of ${when(v.at)}`}
                    valueNames={valueNames}
                  />
                )}
                {index > 0 && v.kind !== 'deleted' && (
                  <Button
                    mt="xs"
                    size="xs"
                    variant="light"
                    onClick={() => {
                      restore.reset();
                      setAsked(index);
                    }}
                  >
                    Restore this version
                  </Button>
                )}
              </Paper>
            ))}
            {history.hasNextPage && (
              <Button
                variant="subtle"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Older versions
              </Button>
            )}
          </Stack>
        )}
      </Drawer>
      <Modal
        opened={chosen !== undefined}
        onClose={() => setAsked(null)}
        title={chosen ? `Restore the version of ${when(chosen.at)}?` : ''}
        size="lg"
      >
        <Stack>
          <Text size="sm">
            These fields will change (now → after the restore). The restore is saved as a new version.
          </Text>
          <ChangeTable
            caption="What the restore changes"
            rows={restorePreview(versions, asked ?? 0)}
            valueNames={valueNames}
          />
          {restore.isError && (
            <Alert color="red" title="Not restored">
              {restore.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={restore.isPending}>
              Restore
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
