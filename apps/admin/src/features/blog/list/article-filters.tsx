import { articleList } from '@adlib/shared';
import { declareFilterBar } from '../../../kit/list/declared-filter-bar';
import type { FilterValues } from '../../../kit/list/use-url-filters';

/** The filters the articles list shows, in the order of their chips. */
export const ARTICLE_FILTER_KEYS = [
  'search',
  'visible',
  'order_by',
] as const satisfies readonly (keyof typeof articleList.declaration)[];
export type ArticleFilterKey = (typeof ARTICLE_FILTER_KEYS)[number];

/** The query of GET /articles besides paging, as the URL keeps it. */
export type ArticleListFilters = FilterValues<ArticleFilterKey>;

export const ArticleFilterBar = declareFilterBar(articleList.declaration, ARTICLE_FILTER_KEYS);
