import { articleList } from '@adlib/shared';
import { declareFilters, type FiltersOf } from '../../../kit/list/declare-filters';

export const articleFilters = declareFilters(articleList, ['search', 'visible', 'order_by']);
/** The query of GET /articles besides paging, as the URL keeps it. */
export type ArticleListFilters = FiltersOf<typeof articleFilters>;
