import {
  type TIKTOK_BULK_ACTIONS,
  type Tiktok,
  type TiktokListItem,
  type TiktokValues,
  tiktokContract,
} from '@adlib/shared';
import { endpointPath } from '../../api/client';
import { createResource } from '../../kit/resource/create-resource';
import type { TiktokListFilters } from './tiktok-filters';

export type TiktokBulkAction = (typeof TIKTOK_BULK_ACTIONS)[number];

export const tiktoks = createResource<Tiktok, TiktokListItem, TiktokValues, TiktokListFilters>(
  'tiktoks',
  {
    // the record paths as the API serves them (packages/shared/src/areas/tiktoks.ts)
    list: endpointPath(tiktokContract.page),
    one: (id) => endpointPath(tiktokContract.one, { id }),
    create: endpointPath(tiktokContract.create),
    update: (id) => endpointPath(tiktokContract.update, { id }),
    remove: (id) => endpointPath(tiktokContract.remove, { id }),
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
