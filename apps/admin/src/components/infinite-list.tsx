import { Center, Checkbox, Loader, Paper, Table, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ErrorState } from './error-state';
import { InfiniteListFooter } from './infinite-list-footer';
import type { InfinitePages } from './use-infinite-pages';
import type { RowSelection } from './use-row-selection';

export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  /** fixed width in px; columns without one share what is left */
  width?: number;
  render: (row: T, index: number) => ReactNode;
}

export interface InfiniteListProps<T, K extends string | number> {
  pages: InfinitePages<T>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => K;
  /** accessible name of the table, e.g. "Visible advertisements" */
  label: string;
  /** every row has this height, so that thousands of rows can be skipped without measuring */
  rowHeight?: number;
  emptyText?: ReactNode;
  /** adds a checkbox column; `rowLabel` names each row's checkbox */
  selection?: RowSelection<K>;
  rowLabel?: (row: T) => string;
  /** wraps each row element, e.g. in a hover card; must render the given element */
  wrapRow?: (row: T, index: number, tr: ReactElement) => ReactElement;
}

/**
 * A table of a scrolled list: only the rows near the viewport are in the DOM (the page
 * itself scrolls, as SPEC's "scrolled to the bottom" expects), and reaching the last
 * loaded row asks for the next page while the loaded count is below the total.
 */
export function InfiniteList<T, K extends string | number>(props: InfiniteListProps<T, K>) {
  const { pages, columns, rowKey, label, rowHeight = 56, selection, rowLabel, wrapRow } = props;
  const { items } = pages;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Filters and chips above the table move it; the virtualizer needs its offset in the page.
  useLayoutEffect(() => {
    const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  const { fetchMore, hasMore } = pages;
  useEffect(() => {
    if (hasMore && items.length > 0 && lastIndex >= items.length - 1) fetchMore();
  }, [lastIndex, items.length, hasMore, fetchMore]);

  if (pages.isError) return <ErrorState error={pages.error} onRetry={pages.retry} />;

  const padTop = rows.length ? (rows[0]?.start ?? 0) - scrollMargin : 0;
  const padBottom = rows.length ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? 0) - scrollMargin) : 0;
  const keys = items.map(rowKey);
  const selectedCount = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;

  return (
    <Paper withBorder radius="md">
      <Table stickyHeader highlightOnHover aria-label={label} style={{ tableLayout: 'fixed' }}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label="Select all loaded"
                  checked={keys.length > 0 && selectedCount === keys.length}
                  indeterminate={selectedCount > 0 && selectedCount < keys.length}
                  disabled={keys.length === 0}
                  onChange={() =>
                    selectedCount === keys.length ? selection.clear() : selection.setAll(keys)
                  }
                />
              </Table.Th>
            )}
            {columns.map((c) => (
              <Table.Th key={c.key} w={c.width}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef} aria-busy={pages.isPending || pages.isFetchingMore}>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {rows.map((v) => {
            const row = items[v.index] as T;
            const key = rowKey(row);
            const tr = (
              <Table.Tr key={key} style={{ height: rowHeight }} data-index={v.index}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={rowLabel ? `Select ${rowLabel(row)}` : `Select row ${v.index + 1}`}
                      checked={selection.selected.has(key)}
                      onChange={() => selection.toggle(key)}
                    />
                  </Table.Td>
                )}
                {columns.map((c) => (
                  <Table.Td key={c.key} style={{ overflow: 'hidden' }}>
                    {c.render(row, v.index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
            return wrapRow ? <Fragment key={key}>{wrapRow(row, v.index, tr)}</Fragment> : tr;
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </Table.Tbody>
      </Table>
      {pages.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {props.emptyText ?? 'Nothing to show.'}
        </Text>
      ) : (
        <InfiniteListFooter pages={pages} />
      )}
    </Paper>
  );
}
