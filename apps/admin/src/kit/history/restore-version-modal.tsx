import type { HistoryVersion } from '@adlib/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ChangeTable } from './change-table';
import { versionTime } from './history-version-card';
import { restorePreview, type ValueNames } from './restore-preview';
import type { RestoreVersion } from './use-restore-version';

interface Props {
  versions: HistoryVersion[];
  valueNames?: ValueNames;
  restoring: RestoreVersion;
}

/** Asks before a restore, showing what it changes (now → after). */
export function RestoreVersionModal({ versions, valueNames, restoring }: Props) {
  const { chosen, asked, restore, cancel, confirm } = restoring;
  return (
    <Modal
      opened={chosen !== undefined}
      onClose={cancel}
      title={chosen ? `Restore the version of ${versionTime(chosen.at)}?` : ''}
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
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={restore.isPending}>
            Restore
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
