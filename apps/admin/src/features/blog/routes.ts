import { lazyScreen } from '../../kit/area/area-manifest';

/** The Blog area's screens under /blog: the articles, their forms and the categories. */
export const blogRoutes = [
  lazyScreen('', () => import('./list/articles-list-page'), 'ArticlesListPage'),
  lazyScreen('new', () => import('./form/new-article-page'), 'NewArticlePage'),
  lazyScreen('edit/:id', () => import('./form/edit-article-page'), 'EditArticlePage'),
  lazyScreen('categories', () => import('./categories/categories-page'), 'CategoriesPage'),
];
