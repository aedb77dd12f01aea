import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './form-actions.module.css';

/** The form's buttons, kept in view at the bottom of the screen however long the form is; one row on a phone too. */
export function FormActions({ start, children }: { start?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      shadow="sm"
      mt="lg"
      className={classes.bar}
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {start}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
