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
  // beyond SPEC's bar (issue 32): the day added, what a curator still has to add; Home's
  // insights open the list with them
  'created',
  'published',
  'missing',
  // set by 'N ads' on the collections screen: a chip only
  'collection',
  // set by Home's "This month's collections": a chip only (the ads in that month's collections)
  'collection_month',
  // set by Home's curator bars: chips only (a user's id)
  'created_by',
  'published_by',
]);
export type AdFilterKey = (typeof AD_FILTER_KEYS)[number];

/**
 * The not-visible list's bar: SPEC gives it no filters; issue 32 gives it the day added, who
 * added it and what is missing, so Home's insights open it with the ads they count (a hidden ad
 * is not published: no Published filter), and the month of the collections they are in (chip only).
 */
export const AD_HIDDEN_FILTER_KEYS: readonly AdFilterKey[] = [
  'created',
  'missing',
  'created_by',
  'collection_month',
];

/** The query of GET /advertisements_admin besides paging (and of the CSV export). */
export type AdvertisementListFilters = { visible: boolean } & FilterValues<AdFilterKey>;
