import { memo } from 'react';
import { OpenMarker } from '../live/open-marker';
import { useRowLive } from '../live/use-row-live';
import type { ListColumn } from './list-column';
import classes from './list-table.module.css';

export interface InfiniteListRowProps<T, K> {
  row: T;
  rowKey: K;
  index: number;
  columns: ListColumn<T>[];
  /** per cell (checkbox first when there is one): its sticky class and left offset, made once per column set */
  cells: readonly CellPlacement[];
  /** undefined when the list has no selection column */
  selected?: boolean;
  onToggle?: (key: K) => void;
  checkboxLabel?: string;
}

/**
 * Where a cell sits: sticky cells (the first columns on a phone) carry a class and a left
 * offset; `opensCard` cells (the title, the picture) open the row's hover card.
 */
export interface CellPlacement {
  className: string;
  style: { left: number } | undefined;
  opensCard?: boolean;
}

/** A row's selection checkbox, in the table and on the phone's card. */
export function RowCheckbox<K>(props: {
  rowKey: K;
  checked: boolean;
  onToggle?: (key: K) => void;
  label?: string;
}) {
  return (
    <input
      type="checkbox"
      className={classes.checkbox}
      aria-label={props.label}
      checked={props.checked}
      onChange={() => props.onToggle?.(props.rowKey)}
    />
  );
}

function Row<T, K>(props: InfiniteListRowProps<T, K>) {
  const { row, rowKey, index, columns, cells, selected, onToggle } = props;
  const offset = selected !== undefined ? 1 : 0;
  // changed elsewhere, no longer matching, open in someone's tab (kit/live)
  const live = useRowLive(rowKey);
  return (
    <tr
      className={live.className ? `${classes.row} ${live.className}` : classes.row}
      data-index={index}
      data-live={live.mark}
    >
      {selected !== undefined && (
        <td className={cells[0]?.className} style={cells[0]?.style}>
          <div className={classes.inner}>
            <RowCheckbox rowKey={rowKey} checked={selected} onToggle={onToggle} label={props.checkboxLabel} />
          </div>
        </td>
      )}
      {columns.map((c, i) => {
        const place = cells[i + offset];
        return (
          <td
            key={c.key}
            className={place?.className}
            style={place?.style}
            data-opens-card={place?.opensCard ? '' : undefined}
          >
            <div className={classes.inner}>
              {i === 0 && <OpenMarker by={live.openBy} />}
              {c.render(row, index)}
            </div>
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One row, re-rendered only when its own data changes: while scrolling, only the rows that
 * come into view render, which keeps thousands of loaded rows smooth. Every prop must
 * therefore be stable (memoised columns and cells, callbacks made once). Plain elements with
 * CSS module classes, not Mantine components (see list-table.module.css).
 */
export const InfiniteListRow = memo(Row) as typeof Row;
