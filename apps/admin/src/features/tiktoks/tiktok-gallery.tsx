import type { TiktokListItem } from '@adlib/shared';
import type { ListGallery } from '../../kit/list/list-gallery';
import { tiktokPaths } from './manifest';

/** The TikToks' gallery tile: the video (portrait), the username, whether it is an ad and its industry. */
export const TIKTOK_GALLERY: ListGallery<TiktokListItem> = {
  media: (t) => ({
    thumb: t.thumb,
    placeholder: t.placeholder,
    source: t.download_link,
    video: true,
  }),
  facts: (t) => [t.is_ad ? 'Ad' : null, t.industry].filter(Boolean).join(' · ') || null,
  edit: tiktokPaths.tiktokEdit,
  ratio: 16 / 9,
};
