import { opensCard } from './card-layout';
import type { CellPlacement } from './infinite-list-row';
import type { ListColumn } from './list-column';
import classes from './list-table.module.css';

/** The narrowest a column without a fixed width gets (a brand name, a few tags). */
export const FLEX_MIN_WIDTH = 160;
export const CHECKBOX_WIDTH = 44;

/** The table's minimum width: the fixed columns, and the least each flexible one needs. */
export const listMinWidth = <T>(columns: ListColumn<T>[], hasSelection: boolean) =>
  (hasSelection ? CHECKBOX_WIDTH : 0) + columns.reduce((sum, c) => sum + (c.width ?? FLEX_MIN_WIDTH), 0);

/**
 * Each cell's sticky class and left offset; `head` are the header cells' (Mantine's Th brings
 * its own cell style). The pointer opens the hover card from the title and media cells; a list
 * that marks none, from any cell but the actions (and never from a control, see useRowHover).
 */
export function cellPlacements<T>(columns: ListColumn<T>[], hasSelection: boolean, stickyColumns: number) {
  const widths = [
    ...(hasSelection ? [CHECKBOX_WIDTH] : []),
    ...columns.map((c) => c.width ?? FLEX_MIN_WIDTH),
  ];
  const marked = columns.some((c) => opensCard(c.card));
  const opens = [
    ...(hasSelection ? [false] : []),
    ...columns.map((c) => (marked ? opensCard(c.card) : c.card !== 'actions')),
  ];
  const stuck = Math.min(widths.length - 1, (hasSelection ? 1 : 0) + stickyColumns);
  const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
  const cells: CellPlacement[] = [];
  const head: Partial<CellPlacement>[] = [];
  let left = 0;
  widths.forEach((width, i) => {
    const sticky = i < stuck && join(classes.sticky, i === stuck - 1 && classes.stickyLast);
    const style = sticky ? { left } : undefined;
    cells.push({ className: join(classes.cell, sticky), style, opensCard: opens[i] });
    head.push(sticky ? { className: sticky, style } : {});
    left += width;
  });
  return { cells, head };
}
