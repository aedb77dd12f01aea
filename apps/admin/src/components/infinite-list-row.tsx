import { Checkbox, Table } from '@mantine/core';
import { memo } from 'react';
import type { ListColumn } from './infinite-list';

export interface InfiniteListRowProps<T, K> {
  row: T;
  rowKey: K;
  index: number;
  height: number;
  columns: ListColumn<T>[];
  /** undefined when the list has no selection column */
  selected?: boolean;
  onToggle?: (key: K) => void;
  checkboxLabel?: string;
}

function Row<T, K>(props: InfiniteListRowProps<T, K>) {
  const { row, rowKey, index, columns, selected, onToggle } = props;
  return (
    <Table.Tr style={{ height: props.height }} data-index={index}>
      {selected !== undefined && (
        <Table.Td>
          <Checkbox aria-label={props.checkboxLabel} checked={selected} onChange={() => onToggle?.(rowKey)} />
        </Table.Td>
      )}
      {columns.map((c) => (
        <Table.Td key={c.key} style={{ overflow: 'hidden' }}>
          {c.render(row, index)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * One row, re-rendered only when its own data changes: while scrolling, only the rows that
 * come into view render, which keeps thousands of loaded rows smooth. Every prop must
 * therefore be stable (memoised columns, callbacks made once).
 */
export const InfiniteListRow = memo(Row) as typeof Row;
