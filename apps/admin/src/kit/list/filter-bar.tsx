import { Badge, Button, Collapse, Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { type FilterChip, FilterChips } from './filter-chips';

/** Below this the inputs would fill the phone's whole first screen: they fold behind a button. */
export const NARROW_FILTERS_QUERY = '(max-width: 47.99em)';

export interface FilterBarProps {
  /** the filter inputs, laid out in one wrapping row */
  children: ReactNode;
  chips: FilterChip[];
  onResetAll: () => void;
  /** the list's Views menu, shown before the chips */
  views?: ReactNode;
}

/**
 * The filters above a list, with the chosen ones repeated as removable chips below. On a
 * narrow screen the inputs fold behind a "Filters" button that counts the active filters;
 * the chips stay in view, so what filters the list is always seen.
 */
export function FilterBar({ children, chips, onResetAll, views }: FilterBarProps) {
  const narrow = useMediaQuery(NARROW_FILTERS_QUERY, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const inputsId = useId();
  const inputs = (
    <Group gap="sm" align="flex-end" wrap="wrap" id={inputsId}>
      {children}
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label="Filters">
      <Stack gap="sm">
        {narrow ? (
          <>
            <Button
              variant="default"
              justify="space-between"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              rightSection={
                chips.length > 0 ? (
                  <Badge size="sm" circle aria-label={`${chips.length} active`}>
                    {chips.length}
                  </Badge>
                ) : undefined
              }
              aria-expanded={open}
              aria-controls={inputsId}
              onClick={() => setOpen((o) => !o)}
            >
              Filters
            </Button>
            {/* kept mounted while folded: a keyword typed and not yet applied is not lost */}
            <Collapse expanded={open} keepMounted keepMountedMode="display-none">
              {inputs}
            </Collapse>
          </>
        ) : (
          inputs
        )}
        {views ? (
          <Group gap="xs" align="center" wrap="wrap">
            {views}
            <FilterChips chips={chips} onResetAll={onResetAll} />
          </Group>
        ) : (
          <FilterChips chips={chips} onResetAll={onResetAll} />
        )}
      </Stack>
    </Paper>
  );
}
