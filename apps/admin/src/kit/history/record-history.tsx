import type { HistoryEndpoints } from '@adlib/shared';
import { Button, Drawer, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { HistoryVersionCard } from './history-version-card';
import type { ValueNames } from './restore-preview';
import { RestoreVersionModal } from './restore-version-modal';
import { useHistory } from './use-history';
import { useRestoreVersion } from './use-restore-version';

interface Props {
  /** the area's history endpoints (shared historyEndpoints) */
  endpoints: HistoryEndpoints;
  /** the record's id */
  id: number;
  /** the updated_at the screen loaded: a record changed since is not restored over (409) */
  seen: string;
  /** the record's noun: "advertisement" */
  what: string;
  /** after a restore wrote: reload the form with the restored record (its new updated_at) */
  onRestored: (updatedAt: string) => void | Promise<void>;
  /** the area's names of stored values, for the change tables */
  valueNames?: ValueNames;
}

/** The History button of an edit screen and its drawer: versions, each with Restore. */
export function RecordHistory({ endpoints, id, seen, what, onRestored, valueNames }: Props) {
  const [opened, setOpened] = useState(false);
  const history = useHistory(endpoints, id, opened);
  const versions = history.data?.pages.flatMap((p) => p.versions) ?? [];
  const closeDrawer = () => setOpened(false);
  const restoring = useRestoreVersion({ endpoints, id, seen, what, versions, onRestored, closeDrawer });

  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpened(true)}>
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={closeDrawer}
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
              <HistoryVersionCard
                key={v.version}
                version={v}
                valueNames={valueNames}
                onRestore={index > 0 && v.kind !== 'deleted' ? () => restoring.ask(index) : undefined}
              />
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
      <RestoreVersionModal versions={versions} valueNames={valueNames} restoring={restoring} />
    </>
  );
}
