import type { Tiktok, TiktokInput, TiktokValues } from '@adlib/shared';
import type { MediaType } from '@adlib/shared/lists';

/** What the form holds (the schema's input: text fields hold '' where the record has null). */
export type TiktokFormValues = TiktokInput;

/** SPEC 2: the Media Type starts at drive; an edited post's link is its download link. */
export const NEW_TIKTOK_MEDIA_TYPE: MediaType = 'drive';
export const EDIT_TIKTOK_MEDIA_TYPE: MediaType = 'link';

export const emptyTiktokForm = (): TiktokFormValues => ({
  username: '',
  post_id: '',
  description: '',
  likes: 0,
  views: 0,
  shares: 0,
  comments: 0,
  duration: 0,
  music_title: '',
  created_time: '',
  created_for: '',
  tiktok_link: '',
  download_link: '',
  is_ad: false,
  new: false,
  is_free: false,
  industry: null,
});

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as the datetime-local input shows it, in the browser's time zone. */
function toLocalInput(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * What is sent: the datetime-local input's time (no zone, the browser's) as an ISO instant, so
 * the server does not read it in its own zone.
 */
export const toBody = (values: TiktokValues): TiktokValues => ({
  ...values,
  created_time: values.created_time ? new Date(values.created_time).toISOString() : null,
});

/** The loaded post as form values; `updated_at` makes the save conditional (409 if stale). */
export function toFormValues(t: Tiktok): TiktokFormValues {
  return {
    username: t.username,
    post_id: t.post_id ?? '',
    description: t.description ?? '',
    likes: t.likes,
    views: t.views,
    shares: t.shares,
    comments: t.comments,
    duration: t.duration,
    music_title: t.music_title ?? '',
    created_time: toLocalInput(t.created_time),
    created_for: t.created_for ?? '',
    tiktok_link: t.tiktok_link ?? '',
    download_link: t.download_link ?? '',
    is_ad: t.is_ad,
    new: t.new,
    is_free: t.is_free,
    industry: t.industry,
    updated_at: t.updated_at,
  };
}

/** What the edit page is told when the new page saved the post but not its video. */
export interface UploadFailed {
  uploadError: string;
}
export const SAVED_WITHOUT_FILE = 'The TikTok was saved, but the video was not uploaded';
