import { tiktokList } from '@adlib/shared';
import { declareFilters, type FiltersOf } from '../../kit/list/declare-filters';

/** SPEC 2 "TikToks list": keyword, post id, Industry, Ads/Organic, in the order of their chips. */
export const tiktokFilters = declareFilters(tiktokList, ['search', 'post_id', 'industry', 'is_ad'], {
  post_id: { placeholder: 'Search by post id' },
  // SPEC 9: Ads, Organic Videos, All (no filter)
  is_ad: { placeholder: 'All' },
});
/** The query of GET /tiktoks besides paging (and of the CSV export). */
export type TiktokListFilters = FiltersOf<typeof tiktokFilters>;
