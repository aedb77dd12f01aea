import { tiktokList } from '@adlib/shared';
import { declareFilterBar, type FilterTuning } from '../../kit/list/declared-filter-bar';
import type { FilterValues } from '../../kit/list/use-url-filters';

/** SPEC 2 "TikToks list": keyword, post id, Industry, Ads/Organic, in the order of their chips. */
export const TIKTOK_FILTER_KEYS = [
  'search',
  'post_id',
  'industry',
  'is_ad',
] as const satisfies readonly (keyof typeof tiktokList.declaration)[];
type TiktokFilterKey = (typeof TIKTOK_FILTER_KEYS)[number];

/** The query of GET /tiktoks besides paging (and of the CSV export). */
export type TiktokListFilters = FilterValues<TiktokFilterKey>;

const tune: Partial<Record<TiktokFilterKey, FilterTuning<TiktokFilterKey>>> = {
  post_id: { placeholder: 'Search by post id' },
  // SPEC 9: Ads, Organic Videos, All (no filter)
  is_ad: { placeholder: 'All' },
};

export const TiktokFilterBar = declareFilterBar(tiktokList.declaration, TIKTOK_FILTER_KEYS, tune);
