import { Checkbox, Paper, Table } from '@mantine/core';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties, HTMLAttributes, ReactNode, RefObject } from 'react';
import { type CellPlacement, InfiniteListRow } from './infinite-list-row';
import { CHECKBOX_WIDTH } from './list-cell-placements';
import type { ListColumn } from './list-column';
import classes from './list-table.module.css';
import type { RowParts, SelectAllState } from './row-parts';

interface Props<T, K> {
  frameRef: RefObject<HTMLDivElement | null>;
  bodyRef: RefObject<HTMLElement | null>;
  label: string;
  busy: boolean;
  columns: ListColumn<T>[];
  placements: { cells: CellPlacement[]; head: Partial<CellPlacement>[] };
  rowHeight: number;
  minWidth: number;
  sideways: boolean;
  rows: VirtualItem[];
  keys: K[];
  padTop: number;
  padBottom: number;
  partsOf: (index: number) => RowParts<T, K>;
  selectAll: SelectAllState | undefined;
  bodyEvents: HTMLAttributes<HTMLElement> | undefined;
  /** the hover card and the status below the table */
  children: ReactNode;
}

/** The list as a table: the rows out of view stand in as two spacer rows. */
export function InfiniteListTable<T, K extends string | number>(props: Props<T, K>) {
  const { columns, rows, keys, padTop, padBottom, selectAll, sideways } = props;
  const { cells, head } = props.placements;
  return (
    <Paper
      withBorder
      radius="md"
      ref={props.frameRef}
      pos="relative"
      style={sideways ? { overflowX: 'auto' } : undefined}
    >
      <Table
        stickyHeader
        aria-label={props.label}
        className={sideways ? classes.sideways : undefined}
        // the row height as a CSS variable: the rows' stylesheet sizes every cell from it
        style={
          {
            tableLayout: 'fixed',
            minWidth: props.minWidth,
            '--list-row-height': `${props.rowHeight}px`,
          } as CSSProperties
        }
      >
        <Table.Thead>
          <Table.Tr>
            {selectAll && (
              <Table.Th w={CHECKBOX_WIDTH} {...head[0]}>
                <Checkbox aria-label="Select all loaded" {...selectAll} />
              </Table.Th>
            )}
            {columns.map((c, i) => (
              <Table.Th key={c.key} w={c.width} {...head[i + (selectAll ? 1 : 0)]}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody
          ref={props.bodyRef as RefObject<HTMLTableSectionElement>}
          aria-busy={props.busy}
          {...props.bodyEvents}
        >
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {rows.map((v) => (
            <InfiniteListRow<T, K>
              key={keys[v.index]}
              columns={columns}
              cells={cells}
              {...props.partsOf(v.index)}
            />
          ))}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </Table.Tbody>
      </Table>
      {props.children}
    </Paper>
  );
}
