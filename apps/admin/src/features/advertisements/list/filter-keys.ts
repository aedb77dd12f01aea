import { advertisementList } from '@adlib/shared';
import { listFilterKeys } from '../../../kit/list/declare-filters';
import type { FilterValues } from '../../../kit/list/use-url-filters';

// Apart from filters.tsx (the bar) so that api.ts can name the list's query without importing
// the bar, which reads the collections through api.ts.
/** The declared filters the visible list's bar shows (SPEC 2), in the order of their chips. */
export const AD_FILTER_KEYS = listFilterKeys(advertisementList, [
  'search',
  'industry',
  'subindustry',
  'type',
  'objective',
  'order_by',
  // set by 'N ads' on the collections screen: a chip only
  'collection',
]);
export type AdFilterKey = (typeof AD_FILTER_KEYS)[number];

/** The query of GET /advertisements_admin besides paging (and of the CSV export). */
export type AdvertisementListFilters = { visible: boolean } & FilterValues<AdFilterKey>;
