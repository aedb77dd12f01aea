import type { Advertisement, AdvertisementInput } from '@adlib/shared';
import type { MediaType } from '@adlib/shared/lists';

/** What the form holds (the schema's input: text fields hold '' where the record has null). */
export type AdFormValues = AdvertisementInput;

/** SPEC 4: a new ad starts with Media Type drive, an ad being edited with link. */
export const NEW_AD_MEDIA_TYPE: MediaType = 'drive';
export const EDIT_AD_MEDIA_TYPE: MediaType = 'link';

export const emptyAdForm = (): AdFormValues => ({
  user_id: 1, // SPEC 9: the form's default user
  visible: false,
  new: false,
  name: '',
  logo: '',
  collections: [],
  media_source: '',
  primary_text: '',
  headline: '',
  description: '',
  display_link: '',
  call_to_action: null,
  analysis: '',
  tags: [],
  industry: null,
  subindustry: null,
  type: [],
  seasonal: null,
  format: null,
  video_type: null,
  video_length: null,
  gender: [],
  objective: [],
  placement: false,
});

/** The loaded ad as form values; `updated_at` makes the save conditional (409 if stale). */
export function toFormValues(ad: Advertisement): AdFormValues {
  return {
    user_id: ad.user_id ?? 1,
    visible: ad.visible,
    new: ad.new,
    name: ad.name,
    logo: ad.logo ?? '',
    collections: ad.collections,
    media_source: ad.media_source ?? '',
    primary_text: ad.primary_text ?? '',
    headline: ad.headline ?? '',
    description: ad.description ?? '',
    display_link: ad.display_link ?? '',
    call_to_action: ad.call_to_action,
    analysis: ad.analysis ?? '',
    tags: ad.tags,
    industry: ad.industry,
    subindustry: ad.subindustry,
    type: ad.type,
    seasonal: ad.seasonal,
    format: ad.format,
    video_type: ad.video_type,
    video_length: ad.video_length,
    gender: ad.gender,
    objective: ad.objective,
    placement: ad.placement,
    updated_at: ad.updated_at,
  };
}

/** What the edit page is told when the new page saved the ad but not its file. */
export interface UploadFailed {
  uploadError: string;
}
export const SAVED_WITHOUT_FILE = 'The advertisement was saved, but the file was not uploaded';
