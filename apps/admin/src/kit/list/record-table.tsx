import { Card, Stack, Table, type TableTdProps } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type CardPlace, cardLayout } from './card-layout';
import { RecordCard } from './record-card';
import { usePhoneLayout } from './use-phone-layout';

/** One column of a short table: its header, its width, and what a row shows in it. */
export interface RecordColumn<T> {
  header: string;
  w?: number;
  /** props of the cell (weight, font), for cells that are plain text */
  td?: Omit<TableTdProps, 'children'>;
  /** where it goes on the phone's card (card-layout.ts); unmarked, a "header: value" line */
  card?: CardPlace;
  cell: (row: T) => ReactNode;
}

/**
 * A short list shown whole (titles, plans, the trash): a striped table in a card that
 * scrolls sideways below `minWidth`, and on a phone one card per record built from the same
 * columns. Long lists use InfiniteList instead.
 */
export function RecordTable<T extends { id: number | string }>({
  rows,
  columns,
  minWidth,
  label,
}: {
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  minWidth: number;
  /** the list's accessible name */
  label?: string;
}) {
  const phone = usePhoneLayout();
  const layout = useMemo(
    () => cardLayout(columns.map((c) => ({ key: c.header, header: c.header, card: c.card, render: c.cell }))),
    [columns],
  );
  if (phone)
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {rows.map((row, index) => (
          <div key={row.id} role="listitem">
            <RecordCard layout={layout} row={row} rowKey={row.id} index={index} />
          </div>
        ))}
      </Stack>
    );
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
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
