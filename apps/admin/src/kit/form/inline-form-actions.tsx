import { Group, Kbd, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A short form's buttons, right under its fields, with the Ctrl/⌘+S hint on wide screens. */
export function InlineFormActions({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap-reverse" gap="sm" mt="md">
      <Text size="xs" c="dimmed" visibleFrom="sm">
        <Kbd size="xs">{IS_MAC ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">S</Kbd> saves
      </Text>
      <Group gap="sm" ml="auto">
        {children}
      </Group>
    </Group>
  );
}
