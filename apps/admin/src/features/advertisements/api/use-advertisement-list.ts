import { type AdvertisementListItem, PAGE_SIZE, type ResultsPage } from '@adlib/shared';
import { api } from '../../../api/client';
import { useInfinitePages } from '../../../components/use-infinite-pages';
import { adKeys } from './keys';
import type { AdvertisementListFilters } from './list-filters';

/** One scrolled list of ads (visible or not), 50 a page, restarted whenever a filter changes. */
export function useAdvertisementList(filters: AdvertisementListFilters) {
  return useInfinitePages(adKeys.list(filters), ({ page, cursor, signal }) =>
    api<ResultsPage<AdvertisementListItem>>('/advertisements_admin', {
      query: { ...filters, size: PAGE_SIZE, page, cursor },
      signal,
    }),
  );
}
