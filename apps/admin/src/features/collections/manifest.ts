import { AREA_TRASH_ROUTES } from '@adlib/shared';
import { IconStack2 } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/**
 * The ads list of one collection ('N ads'). A feature never imports another feature's
 * manifest, so the advertisements list's path and its `collection` URL key are written here.
 */
export const adsOfCollection = (id: number | string) => `/advertisements/?collection=${id}`;

export const collectionsArea = defineArea({
  segment: 'collections',
  role: 'super',
  paths: { collections: '/collections/', collectionAds: adsOfCollection },
  nav: { label: 'Collections', icon: IconStack2, to: '/collections/' },
  // a collection found by the palette opens its ads (the screen's rows have no page of their own)
  palette: { records: { area: 'collections', path: 'collectionAds' } },
  trash: [
    {
      path: 'trash',
      api: AREA_TRASH_ROUTES.collections,
      resource: 'collections',
      title: 'Collections',
      list: '/collections/',
    },
  ],
});
