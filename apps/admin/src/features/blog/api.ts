import { articleContract, categoryContract } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { createResource } from '../../kit/resource/create-resource';
import type { ArticleListFilters } from './list/article-filters';

/** The blog's articles (packages/shared/src/areas/articles.ts) as query hooks. */
export const articles = createResource<typeof articleContract, ArticleListFilters>(
  'articles',
  articleContract,
  // the form is filled from it once; the edit screen shows a failed load in place
  { oneStaleTime: Number.POSITIVE_INFINITY, oneSilent: true, noun: 'Article' },
);

/**
 * The list's Visible toggle (PUT /articles/:id/visible), saved at once; with the Visible
 * filter set, the article leaves the list it no longer matches, with Undo.
 */
export const useSetArticleVisible = () =>
  articles.useRowSwitch('is_visible', articleContract.visible, 'Visibility not changed', {
    filterKey: 'visible',
    confirm: (id, visible) => `Article #${id} is now ${visible ? 'visible' : 'hidden'}`,
  });

/** Whether `slug` is free for article `id` (the form says so beside the field). */
export const useSlugCheck = (slug: string, id: number | undefined) =>
  useQuery({
    queryKey: ['articles', 'slug', slug, id ?? null],
    queryFn: ({ signal }) =>
      call(articleContract.slugAvailable, { query: { slug, ...(id ? { id } : {}) }, signal }),
    enabled: slug !== '',
    staleTime: 10_000,
    meta: { silent: true },
  });

/** The blog's categories (packages/shared/src/areas/categories.ts): a whole list, no edit screen. */
export const categories = createResource('categories', categoryContract, { noun: 'Category' });

/** PUT /categories/order: every id in its new order. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(categoryContract.order, { body: { ids } }),
    meta: { errorTitle: 'Order not saved' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: categories.keys.lists() }),
  });
}
