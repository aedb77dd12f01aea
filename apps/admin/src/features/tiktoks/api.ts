import { type TIKTOK_BULK_ACTIONS, tiktokContract } from '@adlib/shared';
import { createResource } from '../../kit/resource/create-resource';
import type { TiktokListFilters } from './tiktok-filters';

export type TiktokBulkAction = (typeof TIKTOK_BULK_ACTIONS)[number];

/** TikToks' calls (packages/shared/src/areas/tiktoks.ts) as query hooks. */
export const tiktoks = createResource<typeof tiktokContract, TiktokListFilters>('tiktoks', tiktokContract, {
  // the form is filled from it once; refetching under the user's typing would not help
  oneStaleTime: Number.POSITIVE_INFINITY,
  noun: 'TikTok',
});
