import { ugcCreatorList } from '@adlib/shared';
import { declareFilters, type FiltersOf } from '../../../kit/list/declare-filters';

/** SPEC 2 "UGC Creators table": keyword, Industry, Country, Gender, in the order of their chips. */
export const creatorFilters = declareFilters(ugcCreatorList, ['search', 'industry', 'country', 'gender']);
/** The query of GET /ugc-creators/all besides paging. */
export type CreatorListFilters = FiltersOf<typeof creatorFilters>;
