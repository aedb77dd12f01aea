import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const conflictId = (id: number) => `collection-conflict-${id}`;

/**
 * A 409 on a row's Save: someone else saved it since it was loaded. What was typed stays in
 * the row (nothing is thrown away by a conflict); Reload shows their version instead. It
 * stays until closed or the row is left, like the edit screens' conflict alert.
 */
export function showRowConflict(id: number, label: string, onReload: () => void) {
  notifications.show({
    id: conflictId(id),
    color: 'orange',
    title: 'Changed by someone else',
    autoClose: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" flex={1}>
          {label} was saved by someone else since you loaded it. Your edits are kept here, not saved. Reload
          to see their version (your edits are replaced), or copy your text first.
        </Text>
        <Button
          size="compact-sm"
          color="orange"
          flex="none"
          variant="light"
          onClick={() => {
            hideRowConflict(id);
            onReload();
          }}
        >
          Reload
        </Button>
      </Group>
    ),
  });
}

export const hideRowConflict = (id: number) => notifications.hide(conflictId(id));
