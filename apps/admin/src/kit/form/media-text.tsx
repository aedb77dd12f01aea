import { Button, Code, Collapse, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconCopy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './media-panel.module.css';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function copyText(text: string) {
  try {
    // undefined outside a secure context (plain http on another host)
    if (!navigator.clipboard) throw new Error('The browser does not allow copying here.');
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', message: 'Text copied to the clipboard' });
  } catch (err) {
    notifications.show({ color: 'red', title: 'Not copied', message: (err as Error).message });
  }
}

/**
 * The words read in the picture or the video's frames (OCR): folded by default (it can be
 * long), with Copy; "being read…" until its job has read it, then "No text found" when it read none.
 */
export function MediaText({ text, pending = false }: { text: string | null; pending?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const words = text?.trim() ?? '';
  if (pending)
    return (
      <Text size="sm" c="dimmed">
        On-screen text: being read…
      </Text>
    );
  if (!words)
    return (
      <Text size="sm" c="dimmed">
        On-screen text: No text found
      </Text>
    );
  const count = wordCount(words);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          On-screen text ({count} {count === 1 ? 'word' : 'words'})
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconCopy size={14} />}
          onClick={() => void copyText(words)}
          aria-label="Copy the on-screen text"
        >
          Copy
        </Button>
      </Group>
      <Collapse expanded={open} keepMounted keepMountedMode="display-none">
        <Code block id={id} className={classes.text}>
          {words}
        </Code>
      </Collapse>
    </Stack>
  );
}
