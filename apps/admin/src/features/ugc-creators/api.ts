import { ugcCreatorContract } from '@adlib/shared';
import { createResource } from '../../kit/resource/create-resource';
import type { CreatorListFilters } from './list/filters';

/** UGC creators' calls (packages/shared/src/areas/ugc-creators.ts) as query hooks. */
export const ugcCreators = createResource<typeof ugcCreatorContract, CreatorListFilters>(
  'ugc-creators',
  ugcCreatorContract,
  // the form is filled from it once; refetching under the user's typing would not help
  { oneStaleTime: Number.POSITIVE_INFINITY, noun: 'UGC creator' },
);

/** The profile picture: its URL becomes `profile_picture`. */
export async function uploadProfilePicture(id: number, file: File, onProgress: (percent: number) => void) {
  const done = await ugcCreators.uploadTo('profile', id, file, onProgress);
  return { value: done.url, updated_at: done.updated_at };
}

/** One video slot (1–6): the file part is named by its slot; answers that slot's new URL. */
export async function uploadVideo(
  id: number,
  slot: number,
  file: File,
  onProgress: (percent: number) => void,
) {
  const done = await ugcCreators.uploadTo('videos', id, file, onProgress, String(slot));
  return { value: done.values[slot - 1] ?? '', updated_at: done.updated_at };
}
