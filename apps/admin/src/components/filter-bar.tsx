import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FilterChip, FilterChips } from './filter-chips';

export interface FilterBarProps {
  /** the filter inputs, laid out in one wrapping row */
  children: ReactNode;
  chips: FilterChip[];
  onResetAll: () => void;
}

/** The filters above a list, with the chosen ones repeated as removable chips below. */
export function FilterBar({ children, chips, onResetAll }: FilterBarProps) {
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label="Filters">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {children}
        </Group>
        <FilterChips chips={chips} onResetAll={onResetAll} />
      </Stack>
    </Paper>
  );
}
