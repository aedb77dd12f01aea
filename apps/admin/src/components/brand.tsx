import { Group, Text, ThemeIcon } from '@mantine/core';
import classes from './brand.module.css';

/**
 * The product mark and name. `short` keeps only the mark ('AL', drawn by CSS) for the
 * collapsed sidebar; the name never wraps, so the header keeps one line at any width.
 */
export function Brand({ short = false }: { short?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon
        size={32}
        radius="md"
        variant="filled"
        aria-hidden
        className={classes.mark}
        data-testid="brand-mark"
      />
      {!short && (
        <Text fw={700} fz="md" style={{ whiteSpace: 'nowrap' }}>
          Ad Library Admin
        </Text>
      )}
    </Group>
  );
}
