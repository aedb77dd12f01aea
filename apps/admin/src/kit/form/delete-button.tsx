import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * An edit screen's Delete, at the start of its FormActions (see confirmThenDelete). Light red
 * by default; `filled` where the SPEC asks for a red button (UGC creators).
 */
export function DeleteButton({
  onClick,
  busy,
  deleting,
  filled = false,
}: {
  onClick: () => void;
  busy: boolean;
  deleting: boolean;
  filled?: boolean;
}) {
  return (
    <Button
      color="red"
      variant={filled ? 'filled' : 'light'}
      leftSection={<IconTrash size={16} />}
      onClick={onClick}
      disabled={busy}
      loading={deleting}
    >
      Delete
    </Button>
  );
}
