import { SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import type { ListViewMode } from './list-view-mode';

const OPTIONS = [
  {
    value: 'table',
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconTable size={14} aria-hidden /> Table
      </span>
    ),
  },
  {
    value: 'gallery',
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconLayoutGrid size={14} aria-hidden /> Gallery
      </span>
    ),
  },
];

/** The list header's Table / Gallery switch (radio buttons named "View"). */
export function ViewModeToggle({
  mode,
  onChange,
}: {
  mode: ListViewMode;
  onChange: (mode: ListViewMode) => void;
}) {
  return (
    <SegmentedControl
      aria-label="View"
      size="sm"
      value={mode}
      onChange={(value) => onChange(value === 'gallery' ? 'gallery' : 'table')}
      data={OPTIONS}
    />
  );
}
