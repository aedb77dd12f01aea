import { Center, Checkbox, Loader, Paper, Table, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ErrorState } from '../../components/error-state';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { cardLayout, estimatedCardHeight, opensCard } from './card-layout';
import { InfiniteListFooter } from './infinite-list-footer';
import { type CellPlacement, InfiniteListRow } from './infinite-list-row';
import type { ListColumn } from './list-column';
import classes from './list-table.module.css';
import { RecordCard } from './record-card';
import cardClasses from './record-card.module.css';
import { RowPopover } from './row-popover';
import { usePhoneLayout } from './use-phone-layout';
import { useRowHover } from './use-row-hover';
import type { RowSelection } from './use-row-selection';

export interface InfiniteListProps<T, K extends string | number> {
  pages: InfinitePages<T>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => K;
  /** accessible name of the table, e.g. "Visible advertisements" */
  label: string;
  /** every row has this height, so that thousands of rows can be skipped without measuring (cards are measured) */
  rowHeight?: number;
  emptyText?: ReactNode;
  /** adds a checkbox column; `rowLabel` names each row's checkbox */
  selection?: RowSelection<K>;
  rowLabel?: (row: T) => string;
  /**
   * the content of the card shown beside a hovered row (one card for the whole list): the
   * pointer opens it from the row's title or media cell, keyboard focus from anywhere in it
   */
  popover?: (row: T, index: number) => ReactNode;
  /**
   * how many leading columns (after the checkbox) stay in view when a narrow screen scrolls
   * the table sideways, e.g. ID and name; 2 unless told. The ones before the last must have a width.
   */
  stickyColumns?: number;
}

/** The narrowest a column without a fixed width gets (a brand name, a few tags). */
const FLEX_MIN_WIDTH = 160;
const CHECKBOX_WIDTH = 44;

/**
 * A table of a scrolled list: only the rows near the viewport are in the DOM (the page
 * itself scrolls, as SPEC's "scrolled to the bottom" expects), and reaching the last
 * loaded row asks for the next page while the loaded count is below the total. On a phone
 * (below `sm`) the same rows are cards, one per record (`card` of each column), measured as
 * they come into view, so that nothing needs a sideways scroll.
 * Rows are memoised: pass memoised columns and stable functions (module level or
 * useCallback), or every row re-renders on every scroll frame.
 */
export function InfiniteList<T, K extends string | number>(props: InfiniteListProps<T, K>) {
  const { pages, columns, rowKey, label, rowHeight = 56, selection, rowLabel, popover } = props;
  const stickyColumns = props.stickyColumns ?? 2;
  const { items } = pages;
  const phone = usePhoneLayout();
  const bodyRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const hover = useRowHover(frameRef);
  const [scrollMargin, setScrollMargin] = useState(0);
  const layout = useMemo(() => cardLayout(columns), [columns]);

  // The virtualizer needs the rows' offset in the page. Whatever moves the table (chips, a
  // bar above it, a new page of rows, a resize) changes the body's size, so measure then,
  // not on every scroll frame (reading layout there costs a forced reflow per frame).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is another element once the layout changes
  useLayoutEffect(() => {
    const measure = () => {
      const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((old) => (Math.abs(top - old) > 1 ? top : old));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [phone]);

  // Fixed table layout gives the flexible columns only what the fixed ones leave: on a narrow
  // screen that is nothing. The table keeps a minimum width instead, and when its frame is narrower
  // the frame scrolls sideways (the header then scrolls with the page, no longer sticky: a
  // scrolling frame is what sticky cells stick to). Phones get cards instead.
  const minWidth =
    (selection ? CHECKBOX_WIDTH : 0) + columns.reduce((sum, c) => sum + (c.width ?? FLEX_MIN_WIDTH), 0);
  const [sideways, setSideways] = useState(false);
  const failed = pages.isError;
  useLayoutEffect(() => {
    // the frame is not rendered while the list shows its error; it comes back with the rows
    const frame = failed || phone ? null : frameRef.current;
    if (!frame) return;
    const check = () => setSideways(frame.clientWidth < minWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [minWidth, failed, phone]);

  // Each cell's sticky class and left offset, made once per column set so rows stay memoised;
  // `head` are the header cells' (Mantine's Th brings its own cell style). The pointer opens
  // the hover card from the title and media cells; a list that marks none, from any cell but
  // the actions (and never from a control, see useRowHover).
  const { cells, head } = useMemo(() => {
    const widths = [...(selection ? [CHECKBOX_WIDTH] : []), ...columns.map((c) => c.width ?? FLEX_MIN_WIDTH)];
    const marked = columns.some((c) => opensCard(c.card));
    const opens = [
      ...(selection ? [false] : []),
      ...columns.map((c) => (marked ? opensCard(c.card) : c.card !== 'actions')),
    ];
    const stuck = Math.min(widths.length - 1, (selection ? 1 : 0) + stickyColumns);
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
  }, [columns, selection, stickyColumns]);

  const cardHeight = estimatedCardHeight(layout);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => (phone ? cardHeight : rowHeight),
    overscan: phone ? 4 : 10,
    scrollMargin,
  });
  // sizes measured as cards mean nothing to table rows (and the other way round)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of layout is the trigger
  useLayoutEffect(() => virtualizer.measure(), [phone, virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const keys = useMemo(() => items.map(rowKey), [items, rowKey]);
  const lastIndex = rows.at(-1)?.index ?? -1;

  const { fetchMore, hasMore } = pages;
  useEffect(() => {
    if (hasMore && items.length > 0 && lastIndex >= items.length - 1) fetchMore();
  }, [lastIndex, items.length, hasMore, fetchMore]);

  // A new filter brings other rows: a card still open would describe a row no longer there.
  const { close } = hover;
  useEffect(() => {
    if (pages.isPending) close();
  }, [pages.isPending, close]);

  if (pages.isError) return <ErrorState error={pages.error} onRetry={pages.retry} />;

  const padTop = rows.length ? (rows[0]?.start ?? 0) - scrollMargin : 0;
  const padBottom = rows.length ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? 0) - scrollMargin) : 0;
  // with "all N matching" chosen every row is in, the ones loaded later too
  const allMatching = selection?.allMatching ?? false;
  const selectedCount = selection
    ? allMatching
      ? keys.length
      : keys.filter((k) => selection.selected.has(k)).length
    : 0;
  const nameOf = (index: number) => {
    const row = items[index];
    return rowLabel && row !== undefined ? rowLabel(row) : `row ${index + 1}`;
  };
  const cardLabel = (index: number) => `Details of ${nameOf(index)}`;
  const rowParts = (index: number) => {
    const key = keys[index] as K;
    return {
      row: items[index] as T,
      rowKey: key,
      index,
      selected: selection ? allMatching || selection.selected.has(key) : undefined,
      onToggle: selection?.toggle,
      checkboxLabel: `Select ${nameOf(index)}`,
    };
  };
  const selectAll = selection && {
    checked: keys.length > 0 && selectedCount === keys.length,
    indeterminate: selectedCount > 0 && selectedCount < keys.length,
    disabled: keys.length === 0,
    onChange: () => (selectedCount === keys.length ? selection.clear() : selection.setAll(keys)),
  };
  const bodyEvents = popover ? hover.bodyProps : undefined;
  const busy = pages.isPending || pages.isFetchingMore;

  const rowCard = popover && (
    <RowPopover
      row={hover.hovered}
      label={cardLabel(hover.hovered?.index ?? 0)}
      cardRef={hover.cardProps.ref}
      onMouseEnter={hover.cardProps.onMouseEnter}
      onMouseLeave={hover.cardProps.onMouseLeave}
      onFocus={hover.cardProps.onFocus}
      onBlur={hover.cardProps.onBlur}
      onKeyDown={hover.cardProps.onKeyDown}
      onClose={hover.close}
    >
      {hover.hovered && items[hover.hovered.index] !== undefined
        ? popover(items[hover.hovered.index] as T, hover.hovered.index)
        : null}
    </RowPopover>
  );
  const footer = pages.isPending ? (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  ) : items.length === 0 ? (
    <Text c="dimmed" ta="center" py="xl">
      {props.emptyText ?? 'Nothing to show.'}
    </Text>
  ) : (
    <InfiniteListFooter pages={pages} />
  );

  if (phone)
    return (
      <div ref={frameRef} className={cardClasses.frame}>
        {selectAll && items.length > 0 && (
          <div className={cardClasses.selectAll}>
            <Checkbox label="Select all loaded" {...selectAll} />
          </div>
        )}
        <div
          role="list"
          aria-label={label}
          aria-busy={busy}
          ref={bodyRef as RefObject<HTMLDivElement>}
          // the cards out of view as padding, not spacers: a list holds list items only
          style={{ paddingTop: Math.max(0, padTop), paddingBottom: Math.max(0, padBottom) }}
          {...bodyEvents}
        >
          {rows.map((v) => (
            <div
              key={keys[v.index]}
              role="listitem"
              data-index={v.index}
              ref={virtualizer.measureElement}
              className={cardClasses.slot}
            >
              <RecordCard<T, K> layout={layout} {...rowParts(v.index)} />
            </div>
          ))}
        </div>
        {rowCard}
        {footer}
      </div>
    );

  return (
    <Paper
      withBorder
      radius="md"
      ref={frameRef}
      pos="relative"
      style={sideways ? { overflowX: 'auto' } : undefined}
    >
      <Table
        stickyHeader
        aria-label={label}
        className={sideways ? classes.sideways : undefined}
        // the row height as a CSS variable: the rows' stylesheet sizes every cell from it
        style={{ tableLayout: 'fixed', minWidth, '--list-row-height': `${rowHeight}px` } as CSSProperties}
      >
        <Table.Thead>
          <Table.Tr>
            {selectAll && (
              <Table.Th w={CHECKBOX_WIDTH} {...head[0]}>
                <Checkbox aria-label="Select all loaded" {...selectAll} />
              </Table.Th>
            )}
            {columns.map((c, i) => (
              <Table.Th key={c.key} w={c.width} {...head[i + (selection ? 1 : 0)]}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef as RefObject<HTMLTableSectionElement>} aria-busy={busy} {...bodyEvents}>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {rows.map((v) => (
            <InfiniteListRow<T, K>
              key={keys[v.index]}
              columns={columns}
              cells={cells}
              {...rowParts(v.index)}
            />
          ))}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </Table.Tbody>
      </Table>
      {rowCard}
      {footer}
    </Paper>
  );
}
