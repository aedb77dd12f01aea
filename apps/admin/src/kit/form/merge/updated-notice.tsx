import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** The form was refreshed in place with a version saved elsewhere (issue 27 §3): says so until closed or saved. */
export function UpdatedNotice({
  onClose,
  size = 'normal',
}: {
  onClose: () => void;
  size?: 'normal' | 'compact';
}) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRefresh size={18} />}
      role="status"
      p={size === 'compact' ? 'xs' : undefined}
      withCloseButton
      closeButtonLabel="Close the notice"
      onClose={onClose}
      title="Updated by someone else — the form shows their changes"
    />
  );
}
