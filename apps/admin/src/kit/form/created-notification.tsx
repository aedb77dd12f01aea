import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MouseEvent } from 'react';

/** A place the notification links to: a screen of the app. */
export interface NoticeLink {
  label: string;
  to: string;
}

/** How long a notice with links stays: long enough to read it and pick one. */
export const LINKED_NOTICE_MS = 8000;

/**
 * "Created" after a form's Save, saying where the record went, with links to it: the
 * screen the form lands on may not show it (a new ad is not visible yet). The
 * notifications live outside the router, so a link navigates with the screen's `navigate`
 * (a plain click) and keeps its address for a new tab.
 */
export function showCreated({
  key,
  message,
  links,
  navigate,
}: {
  key: string;
  message: string;
  links: readonly NoticeLink[];
  navigate: (to: string) => void;
}) {
  const id = `created-${key}`;
  const open = (to: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    notifications.hide(id);
    navigate(to);
  };
  notifications.show({
    id,
    color: 'green',
    autoClose: LINKED_NOTICE_MS,
    message: (
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Group gap="md">
          {links.map((link) => (
            <Anchor key={link.to} href={link.to} size="sm" fw={500} onClick={open(link.to)}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    ),
  });
}
