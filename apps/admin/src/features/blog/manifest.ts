import { AREA_TRASH_ROUTES } from '@adlib/shared';
import { IconArticle } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

/** The blog (super): SPEC 7 gives it calls and no screens; these are ours (issue 16). */
export const blogArea = recordArea('blog', 'super', {
  paths: { list: 'articles', record: 'article' },
  morePaths: { categories: '/blog/categories' },
  noun: ['article', 'articles'],
  nav: {
    label: 'Blog',
    icon: IconArticle,
    children: [
      { label: 'Articles', to: '/blog' },
      { label: 'Categories', to: '/blog/categories' },
    ],
  },
  trash: { api: AREA_TRASH_ROUTES.articles, resource: 'articles', title: 'Blog articles' },
  moreTrash: [
    {
      path: 'categories/trash',
      api: AREA_TRASH_ROUTES.categories,
      resource: 'categories',
      title: 'Blog categories',
      list: '/blog/categories',
    },
  ],
  palette: { actions: [{ label: 'Blog categories', path: 'categories' }] },
});

export const blogPaths = blogArea.paths;
