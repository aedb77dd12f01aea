import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * A short confirmation of a one-click change (a row's switch) with the way back: Undo closes
 * it and puts the change back. One per record: switching the same row again replaces it.
 */
export function showUndoable({
  key,
  message,
  onUndo,
  autoClose = 6000,
}: {
  key: string;
  message: string;
  onUndo: () => void;
  /** how long Undo stays offered, in ms (a delete: 10 seconds) */
  autoClose?: number;
}) {
  const id = `undo-${key}`;
  notifications.hide(id);
  notifications.show({
    id,
    color: 'green',
    autoClose,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" flex={1}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          // a long message wraps; the button keeps its width (a phone cut "Undo" to "Und")
          flex="none"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
