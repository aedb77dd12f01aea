import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** An edit screen's Delete, at the start of its FormActions (see confirmThenDelete). */
export function DeleteButton({
  onClick,
  busy,
  deleting,
}: {
  onClick: () => void;
  busy: boolean;
  deleting: boolean;
}) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      onClick={onClick}
      disabled={busy}
      loading={deleting}
    >
      Delete
    </Button>
  );
}
