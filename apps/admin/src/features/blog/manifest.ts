import { articleContract, categoryContract } from '@adlib/shared';
import { IconArticle } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/** The blog (super): SPEC 7 gives it calls and no screens; these are ours (issue 16). */
export const blogArea = defineArea({
  segment: 'blog',
  role: 'super',
  paths: {
    articles: '/blog',
    articleNew: '/blog/new',
    articleEdit: (id: number | string) => `/blog/edit/${id}`,
    categories: '/blog/categories',
  },
  nav: {
    label: 'Blog',
    icon: IconArticle,
    to: '/blog',
    children: [
      { label: 'Articles', to: '/blog' },
      { label: 'Categories', to: '/blog/categories' },
    ],
  },
  trash: [
    {
      path: 'trash',
      api: articleContract.trash,
      resource: 'articles',
      title: 'Blog articles',
      list: '/blog',
    },
    {
      path: 'categories/trash',
      api: categoryContract.trash,
      resource: 'categories',
      title: 'Blog categories',
      list: '/blog/categories',
    },
  ],
  palette: {
    actions: [
      { label: 'New article', path: 'articleNew' },
      { label: 'Blog categories', path: 'categories' },
    ],
    records: { area: 'blog', path: 'articleEdit' },
  },
});

export const blogPaths = blogArea.paths;
