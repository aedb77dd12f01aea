import { Card, type CardProps, Table, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a short table: its header, its width, and what a row shows in it. */
export interface RecordColumn<T> {
  header: string;
  w?: number;
  /** props of the cell (weight, font), for cells that are plain text */
  td?: Omit<TableTdProps, 'children'>;
  cell: (row: T) => ReactNode;
}

/**
 * A short list shown whole (titles, plans): a striped table in a card that scrolls sideways
 * below `minWidth`. Long lists use InfiniteList instead.
 */
export function RecordTable<T extends { id: number }>({
  rows,
  columns,
  minWidth,
  visibleFrom,
}: {
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  minWidth: number;
  /** hide it below a breakpoint where the area shows cards instead */
  visibleFrom?: CardProps['visibleFrom'];
}) {
  return (
    <Card withBorder padding={0} radius="md" visibleFrom={visibleFrom}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} w={c.w}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((c) => (
                  <Table.Td key={c.header} {...c.td}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
