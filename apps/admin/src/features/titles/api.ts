import { titleContract } from '@adlib/shared';
import { createResource } from '../../kit/resource/create-resource';

/** Titles & Subtitles' calls (packages/shared/src/areas/titles.ts) as query hooks. */
export const titles = createResource('titles-subtitles', titleContract, {
  // the edit screen shows a failure in place, with a Retry
  oneSilent: true,
});
