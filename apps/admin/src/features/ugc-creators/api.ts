import type { Sent, UgcCreator, UgcCreatorListItem, UgcCreatorValues } from '@adlib/shared';
import { createResource } from '../../kit/resource/create-resource';
import type { CreatorListFilters } from './list/filters';

/** SPEC 4: creators' files go to a folder of their own (the API checks it). */
const FOLDER = 'ugc_creators';

export const ugcCreators = createResource<
  UgcCreator,
  UgcCreatorListItem,
  UgcCreatorValues,
  CreatorListFilters
>(
  'ugc-creators',
  {
    list: '/ugc-creators/all',
    one: (id) => `/ugc-creators/${id}`,
    create: '/ugc-creators',
    update: (id) => `/ugc-creators/${id}`,
    remove: (id) => `/ugc-creators/${id}`,
    bulk: '/ugc-creators/bulk',
    trash: '/ugc-creators/trash',
    uploads: {
      videos: { path: '/ugc-creators/upload', folder: FOLDER },
      profile: { path: '/ugc-creators/upload_profile', folder: FOLDER },
    },
  },
  // the form is filled from it once; refetching under the user's typing would not help
  { oneStaleTime: Number.POSITIVE_INFINITY, noun: 'UGC creator' },
);

/** What the two upload routes answer (the API's schemas, as a client reads them). */
type ProfileUploaded = Sent<{ url: string; updated_at: Date }>;
type VideosUploaded = Sent<{ values: (string | null)[]; updated_at: Date }>;

/** The profile picture: its URL becomes `profile_picture`. */
export async function uploadProfilePicture(id: number, file: File, onProgress: (percent: number) => void) {
  const done = await ugcCreators.uploadTo<ProfileUploaded>('profile', id, file, onProgress);
  return { value: done.url, updated_at: done.updated_at };
}

/** One video slot (1–6): the file part is named by its slot; answers that slot's new URL. */
export async function uploadVideo(
  id: number,
  slot: number,
  file: File,
  onProgress: (percent: number) => void,
) {
  const done = await ugcCreators.uploadTo<VideosUploaded>('videos', id, file, onProgress, String(slot));
  return { value: done.values[slot - 1] ?? '', updated_at: done.updated_at };
}
