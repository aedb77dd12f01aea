import { ugcCreatorList } from '@adlib/shared';
import { declareFilterBar } from '../../../kit/list/declared-filter-bar';
import type { FilterValues } from '../../../kit/list/use-url-filters';

/** SPEC 2 "UGC Creators table": keyword, Industry, Country, Gender, in the order of their chips. */
export const CREATOR_FILTER_KEYS = [
  'search',
  'industry',
  'country',
  'gender',
] as const satisfies readonly (keyof typeof ugcCreatorList.declaration)[];
export type CreatorFilterKey = (typeof CREATOR_FILTER_KEYS)[number];

/** The query of GET /ugc-creators/all besides paging. */
export type CreatorListFilters = FilterValues<CreatorFilterKey>;

export const CreatorFilterBar = declareFilterBar(ugcCreatorList.declaration, CREATOR_FILTER_KEYS);
