import type { TIKTOK_BULK_ACTIONS, Tiktok, TiktokListItem, TiktokValues } from '@adlib/shared';
import { createResource } from '../../kit/resource/create-resource';
import type { TiktokListFilters } from './tiktok-filters';

export type TiktokBulkAction = (typeof TIKTOK_BULK_ACTIONS)[number];

export const tiktoks = createResource<Tiktok, TiktokListItem, TiktokValues, TiktokListFilters>(
  'tiktoks',
  {
    list: '/tiktoks',
    one: (id) => `/tiktoks/${id}`,
    create: '/tiktoks',
    update: (id) => `/tiktoks/${id}`,
    remove: (id) => `/tiktoks/${id}`,
    trash: '/tiktoks/trash',
    bulk: '/tiktoks/bulk',
    export: { path: '/tiktoks/export.csv', fileName: 'tiktoks.csv' },
    import: '/tiktoks/import',
    // SPEC 4: TikTok videos go to the folder tiktok_media
    upload: { path: '/tiktoks/upload', folder: 'tiktok_media' },
  },
  // the form is filled from it once; refetching under the user's typing would not help
  { oneStaleTime: Number.POSITIVE_INFINITY, noun: 'TikTok' },
);
