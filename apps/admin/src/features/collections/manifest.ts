import { IconStack2 } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

export const collectionsArea = defineArea({
  segment: 'collections',
  role: 'super',
  paths: { collections: '/collections/' },
  nav: { label: 'Collections', icon: IconStack2, to: '/collections/' },
  trash: [
    {
      path: 'trash',
      api: '/collections/trash',
      resource: 'collections',
      title: 'Collections',
      list: '/collections/',
    },
  ],
});

/**
 * The ads list of one collection ('N ads'). A feature never imports another feature's
 * manifest, so the advertisements list's path and its `collection` URL key are written here.
 */
export const adsOfCollection = (id: number) => `/advertisements/?collection=${id}`;
