import { CREATOR_VIDEO_SLOTS, type UgcCreatorInput } from '@adlib/shared';
import type { FieldConversions } from '../../../kit/form/schema-form-values';

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

/** The form holds one input per video slot; the record, the videos it has. */
export const CREATOR_CONVERSIONS: FieldConversions = {
  videos: {
    blank: () => VIDEO_SLOTS.map(() => ''),
    toForm: (stored) => VIDEO_SLOTS.map((_, i) => (Array.isArray(stored) ? (stored[i] ?? '') : '')),
  },
};
