import type {
  ArticleInput,
  ArticleListItem,
  ArticleRecord,
  CategoryInput,
  CategoryRecord,
  SlugCheck,
} from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { createPathResource } from '../../kit/resource/legacy-path-resource';
import type { ArticleListFilters } from './list/article-filters';

export const articles = createPathResource<ArticleRecord, ArticleListItem, ArticleInput, ArticleListFilters>(
  'articles',
  {
    list: '/articles',
    one: (id) => `/articles/${id}`,
    create: '/articles',
    update: (id) => `/article/${id}`,
    remove: (id) => `/article/${id}`,
    trash: '/articles/trash',
  },
  // the form is filled from it once; the edit screen shows a failed load in place
  { oneStaleTime: Number.POSITIVE_INFINITY, oneSilent: true, noun: 'Article' },
);

/**
 * The list's Visible toggle (PUT /articles/:id/visible), saved at once; with the Visible
 * filter set, the article leaves the list it no longer matches, with Undo.
 */
export const useSetArticleVisible = () =>
  articles.useRowSwitch('is_visible', (id) => `/articles/${id}/visible`, 'Visibility not changed', {
    filterKey: 'visible',
    confirm: (id, visible) => `Article #${id} is now ${visible ? 'visible' : 'hidden'}`,
  });

/** Whether `slug` is free for article `id` (the form says so beside the field). */
export const useSlugCheck = (slug: string, id: number | undefined) =>
  useQuery({
    queryKey: ['articles', 'slug', slug, id ?? null],
    queryFn: ({ signal }) =>
      api<SlugCheck>('/articles/slug-available', { query: { slug, ...(id ? { id } : {}) }, signal }),
    enabled: slug !== '',
    staleTime: 10_000,
    meta: { silent: true },
  });

export const categories = createPathResource<CategoryRecord, CategoryRecord, CategoryInput>(
  'categories',
  {
    list: '/categories',
    one: () => '/categories',
    create: '/category',
    update: (id) => `/category/${id}`,
    remove: (id) => `/category/${id}`,
    trash: '/categories/trash',
  },
  { noun: 'Category' },
);

/** PUT /categories/order: every id in its new order. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<{ count: number }>('/categories/order', { method: 'PUT', body: { ids } }),
    meta: { errorTitle: 'Order not saved' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: categories.keys.lists() }),
  });
}
