import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ErrorState } from '../../components/error-state';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { cardLayout, estimatedCardHeight } from './card-layout';
import { InfiniteListCards } from './infinite-list-cards';
import { InfiniteListStatus } from './infinite-list-status';
import { InfiniteListTable } from './infinite-list-table';
import { cellPlacements, listMinWidth } from './list-cell-placements';
import type { ListColumn } from './list-column';
import { rowParts } from './row-parts';
import { RowPopover } from './row-popover';
import { useScrollMargin, useSideways } from './use-list-frame';
import { usePhoneLayout } from './use-phone-layout';
import { useRowHover } from './use-row-hover';
import type { RowSelection } from './use-row-selection';
import { useVirtualRows } from './use-virtual-rows';

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
  // a thumbnail among the leading columns (ID, picture, name) does not count: the name stays too
  const stickyColumns =
    props.stickyColumns ?? 2 + columns.slice(0, 2).filter((c) => c.card === 'media').length;
  const { items } = pages;
  const phone = usePhoneLayout();
  const bodyRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const hover = useRowHover(frameRef);
  const layout = useMemo(() => cardLayout(columns), [columns]);
  const scrollMargin = useScrollMargin(bodyRef, phone);
  const minWidth = listMinWidth(columns, Boolean(selection));
  const sideways = useSideways(frameRef, minWidth, pages.isError || phone);
  // made once per column set so rows stay memoised
  const placements = useMemo(
    () => cellPlacements(columns, Boolean(selection), stickyColumns),
    [columns, selection, stickyColumns],
  );
  const size = phone ? estimatedCardHeight(layout) : rowHeight;
  const { rows, padTop, padBottom, measureElement } = useVirtualRows(pages, size, phone, scrollMargin);
  const keys = useMemo(() => items.map(rowKey), [items, rowKey]);

  // A new filter brings other rows: a card still open would describe a row no longer there.
  const { close } = hover;
  useEffect(() => {
    if (pages.isPending) close();
  }, [pages.isPending, close]);

  if (pages.isError) return <ErrorState error={pages.error} onRetry={pages.retry} />;

  const { nameOf, partsOf, selectAll } = rowParts(items, keys, selection, rowLabel);
  const hovered = hover.hovered && items[hover.hovered.index] !== undefined ? hover.hovered : null;
  const rowCard = popover && (
    <RowPopover
      row={hover.hovered}
      label={`Details of ${nameOf(hover.hovered?.index ?? 0)}`}
      cardRef={hover.cardProps.ref}
      onMouseEnter={hover.cardProps.onMouseEnter}
      onMouseLeave={hover.cardProps.onMouseLeave}
      onFocus={hover.cardProps.onFocus}
      onBlur={hover.cardProps.onBlur}
      onKeyDown={hover.cardProps.onKeyDown}
      onClose={hover.close}
    >
      {hovered ? popover(items[hovered.index] as T, hovered.index) : null}
    </RowPopover>
  );
  const shared = {
    frameRef,
    bodyRef,
    label,
    rows,
    keys,
    padTop,
    padBottom,
    partsOf,
    selectAll,
    busy: pages.isPending || pages.isFetchingMore,
    bodyEvents: popover ? hover.bodyProps : undefined,
  };
  const below = (
    <>
      {rowCard}
      <InfiniteListStatus pages={pages} emptyText={props.emptyText} />
    </>
  );
  if (phone)
    return (
      <InfiniteListCards<T, K> {...shared} layout={layout} measureElement={measureElement}>
        {below}
      </InfiniteListCards>
    );
  return (
    <InfiniteListTable<T, K> {...shared} {...{ columns, placements, rowHeight, minWidth, sideways }}>
      {below}
    </InfiniteListTable>
  );
}
