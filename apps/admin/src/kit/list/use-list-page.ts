import { useMemo } from 'react';
import type { Query } from '../../api/client';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { useRowSelection } from './use-row-selection';
import { type FilterValues, useUrlFilters } from './use-url-filters';

interface Options<K extends string, Fixed extends Query, Item> {
  /** the declared filters the bar shows (a module constant, so the result stays stable) */
  keys: readonly K[];
  /** what the screen itself fixes (the visible or the not-visible list); none: nothing */
  fixed?: Fixed;
  /** false: this screen offers no filters and ignores any in its URL */
  filtered?: boolean;
  /** the resource's infinite list hook */
  useList: (filters: Fixed & FilterValues<K>) => InfinitePages<Item>;
}

/**
 * A list screen's state: its filters kept in the URL, the scrolled pages they select, and the
 * checked rows (cleared when the filters change).
 */
export function useListPage<K extends string, Fixed extends Query, Item>(opts: Options<K, Fixed, Item>) {
  const url = useUrlFilters(opts.keys);
  const { filtered = true } = opts;
  // by value: the screen may pass a fresh `fixed` object on every render
  const fixed = JSON.stringify(opts.fixed ?? {});
  const filters = useMemo(
    () => ({ ...JSON.parse(fixed), ...(filtered ? url.filters : {}) }) as Fixed & FilterValues<K>,
    [filtered, fixed, url.filters],
  );
  const pages = opts.useList(filters);
  const selection = useRowSelection<number>(JSON.stringify(filters));
  const isFiltered = filtered && Object.keys(url.filters).length > 0;
  return { url, filters, pages, selection, isFiltered };
}
