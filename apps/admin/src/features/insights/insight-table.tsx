import type { InsightTable as Table_ } from '@adlib/shared';
import { Anchor, ScrollArea, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from './figures';

/** The chart's table view: the same rows and columns, each linked figure a link. */
export function InsightTable({
  table,
  caption,
  link,
}: {
  table: Table_;
  caption: string;
  link: (row: string, column: string) => string | null;
}) {
  return (
    <ScrollArea.Autosize mah="60vh" type="auto">
      <Table striped highlightOnHover stickyHeader fz="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{table.rowLabel}</Table.Th>
            {table.columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta="right">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row" fw={500}>
                {r.label}
              </Table.Th>
              {table.columns.map((c) => {
                const n = formatNumber(r.values[c.key] ?? 0);
                const to = link(r.key, c.key);
                return (
                  <Table.Td key={c.key} ta="right">
                    {to ? (
                      <Anchor component={Link} to={to} aria-label={`${n}: ${r.label}, ${c.label}`}>
                        {n}
                      </Anchor>
                    ) : (
                      n
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
