import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';

/** Copies a link to the clipboard and says so (or says why it could not). */
export function CopyUrlButton({ url }: { url: string }) {
  const copy = async () => {
    try {
      // undefined outside a secure context (plain http on another host)
      if (!navigator.clipboard) throw new Error('The browser does not allow copying here.');
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'green', message: 'URL copied to the clipboard' });
    } catch (err) {
      notifications.show({ color: 'red', title: 'Not copied', message: (err as Error).message });
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconCopy size={14} />}
      onClick={copy}
      style={{ flexShrink: 0 }}
    >
      Copy URL
    </Button>
  );
}
