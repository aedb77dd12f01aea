import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';

/**
 * Shown after a 409 when no newer version could be fetched to merge (merge/merge-panel.tsx is
 * the usual answer): someone else saved this record after it was opened here.
 */
export function ConflictAlert({ what, onReload }: { what: string; onReload: () => void }) {
  return (
    <Alert color="orange" icon={<IconGitMerge />} title="Changed by someone else" role="alert">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          Another user saved this {what} after you opened it. Reload to get their version (your edits here
          will be replaced), or copy your text first.
        </Text>
        <Button size="xs" color="orange" onClick={onReload}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
