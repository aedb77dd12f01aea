import { articleList } from '@adlib/shared';
import { declareFilters, type FiltersOf } from '../../../kit/list/declare-filters';

const articleFilters = declareFilters(articleList, ['search', 'visible', 'order_by']);
export const ARTICLE_FILTER_KEYS = articleFilters.keys;
export const ArticleFilterBar = articleFilters.FilterBar;
/** The query of GET /articles besides paging, as the URL keeps it. */
export type ArticleListFilters = FiltersOf<typeof articleFilters>;
