import { AREA_TRASH_ROUTES } from '@adlib/shared';
import { IconStack2 } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/**
 * The ads list of one collection ('N ads'). A feature never imports another feature's
 * manifest, so the advertisements list's path and its `collection` URL key are written here.
 */
export const adsOfCollection = (id: number | string) => `/advertisements/?collection=${id}`;

/**
 * The screen's address filters (Home's collection tiles link with them): the collections dated
 * a month, and the active ones with no new ad for some weeks.
 */
export const COLLECTION_URL_KEYS = { month: 'month', staleWeeks: 'stale_weeks' } as const;
export const collectionsDated = (month: string) => `/collections/?${COLLECTION_URL_KEYS.month}=${month}`;
export const staleCollections = (weeks: number) => `/collections/?${COLLECTION_URL_KEYS.staleWeeks}=${weeks}`;

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
