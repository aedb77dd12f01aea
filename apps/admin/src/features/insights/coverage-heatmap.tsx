import type { InsightTable } from '@adlib/shared';
import { ScrollArea, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './insights.module.css';

/**
 * Five shades: text black on the light ones and white on the dark ones, in either colour scheme,
 * so every count reads at AA whatever the cell's shade.
 */
const SHADES = [
  { bg: 'var(--mantine-color-indigo-1)', c: '#000' },
  { bg: 'var(--mantine-color-indigo-2)', c: '#000' },
  { bg: 'var(--mantine-color-indigo-3)', c: '#000' },
  { bg: 'var(--mantine-color-indigo-7)', c: '#fff' },
  { bg: 'var(--mantine-color-indigo-9)', c: '#fff' },
];
const LIGHTEST = { bg: 'var(--mantine-color-indigo-1)', c: '#000' };
const shadeOf = (n: number, max: number) =>
  SHADES[Math.min(SHADES.length - 1, Math.floor((n / max) * SHADES.length))] ?? LIGHTEST;

/** The coverage grid: a table whose every cell is a link into the filtered list (Tab reaches each). */
export function CoverageHeatmap({
  table,
  link,
  noun,
}: {
  table: InsightTable;
  link: (row: string, column: string) => string | null;
  noun: string;
}) {
  const max = Math.max(1, ...table.rows.flatMap((r) => Object.values(r.values)));
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table className={classes.heatmap} withRowBorders={false} verticalSpacing={2} horizontalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{table.rowLabel}</Table.Th>
            {table.columns.map((c) => (
              <Table.Th key={c.key} scope="col" className={classes.heatmapColumn}>
                <Text span size="xs">
                  {c.label}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row">
                <Text span size="xs" fw={500}>
                  {r.label}
                </Text>
              </Table.Th>
              {table.columns.map((c) => {
                const n = r.values[c.key] ?? 0;
                const to = link(r.key, c.key);
                const shade = shadeOf(n, max);
                const label = `${r.label} × ${c.label}: ${n} ${noun}`;
                return (
                  <Table.Td key={c.key} p={1}>
                    {to ? (
                      <Link
                        to={to}
                        className={classes.cell}
                        aria-label={label}
                        title={label}
                        style={n > 0 ? { background: shade.bg, color: shade.c } : undefined}
                        data-empty={n === 0 || undefined}
                      >
                        {n}
                      </Link>
                    ) : (
                      <span className={classes.cell}>{n}</span>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
