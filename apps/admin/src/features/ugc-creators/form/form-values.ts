import { CREATOR_VIDEO_SLOTS, type UgcCreator, type UgcCreatorInput } from '@adlib/shared';

/** What the form holds (the schema's input: text fields hold '' where the record has null). */
export type CreatorFormValues = UgcCreatorInput;

/** The pick keys of the form's files: the profile picture and the video slots '1'–'6'. */
export const PROFILE = 'profile';
export const VIDEO_SLOTS = Array.from({ length: CREATOR_VIDEO_SLOTS }, (_, i) => String(i + 1));
export const FILE_KEYS = [PROFILE, ...VIDEO_SLOTS] as const;

export const videoLabel = (slot: string) => `UGC Creator Video ${slot}`;
export const fileLabel = (key: string) => (key === PROFILE ? 'Profile Picture' : videoLabel(key));
/** the form field a picked file fills once uploaded */
export const fileField = (key: string) => (key === PROFILE ? 'profile_picture' : `videos.${Number(key) - 1}`);

export const SAVED_WITHOUT_FILE = 'The creator was saved, but not every file was uploaded';

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const emptyCreatorForm = (): CreatorFormValues => ({
  name: '',
  email: '',
  age: '',
  gender: null,
  niche: '',
  city: '',
  country: null,
  industry: null,
  minimum_project: '',
  minimum_price: '',
  link_from_creator: '',
  website: '',
  instagram_link: '',
  tiktok_link: '',
  twitter_link: '',
  profile_picture: '',
  videos: VIDEO_SLOTS.map(() => ''),
});

/** The loaded creator as form values; `updated_at` makes the save conditional (409 if stale). */
export function toFormValues(c: UgcCreator): CreatorFormValues {
  return {
    name: c.name,
    email: text(c.email),
    age: text(c.age),
    gender: c.gender,
    niche: text(c.niche),
    city: text(c.city),
    country: c.country,
    industry: c.industry,
    minimum_project: text(c.minimum_project),
    minimum_price: text(c.minimum_price),
    link_from_creator: text(c.link_from_creator),
    website: text(c.website),
    instagram_link: text(c.instagram_link),
    tiktok_link: text(c.tiktok_link),
    twitter_link: text(c.twitter_link),
    profile_picture: text(c.profile_picture),
    videos: VIDEO_SLOTS.map((_, i) => text(c.videos[i])),
    screenshoot: c.screenshoot,
    updated_at: c.updated_at,
  };
}

/** What the edit page is told when the new page saved the creator but not every file. */
export interface UploadFailed {
  uploadError: string;
}
