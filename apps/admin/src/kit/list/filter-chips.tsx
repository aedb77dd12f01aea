import { Button, Group, Pill } from '@mantine/core';

export interface FilterChip {
  key: string;
  /** what the chip says, e.g. "Industry: Fashion" */
  label: string;
  onRemove: () => void;
}

/** The chosen filters as removable chips, plus 'Reset All' (SPEC 2); nothing when none is chosen. */
export function FilterChips({ chips, onResetAll }: { chips: FilterChip[]; onResetAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Chosen filters">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={chip.onRemove}
          // Mantine hides a pill's remove button from keyboards and screen readers (inside an
          // input, Backspace removes); here it is the only way to remove the filter.
          removeButtonProps={{ 'aria-label': `Remove ${chip.label}`, 'aria-hidden': false, tabIndex: 0 }}
        >
          {chip.label}
        </Pill>
      ))}
      <Button size="compact-sm" radius="xl" variant="light" onClick={onResetAll}>
        Reset All
      </Button>
    </Group>
  );
}
