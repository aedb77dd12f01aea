import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The form's buttons, kept in view at the bottom of the screen however long the form is. */
export function FormActions({ start, children }: { start?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      mt="lg"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 5 }}
    >
      <Group justify="space-between">
        <Group gap="xs">{start}</Group>
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}
