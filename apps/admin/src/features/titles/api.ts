import type { TitleSubtitle, TitleSubtitleUpdate } from '@adlib/shared';
import { createPathResource } from '../../kit/resource/legacy-path-resource';

/** GET /titles-subtitles (every section at once), GET /titles-subtitles/:id, PUT …/edit/:id. */
export const titles = createPathResource<TitleSubtitle, TitleSubtitle, TitleSubtitleUpdate>(
  'titles-subtitles',
  {
    list: '/titles-subtitles',
    one: (id) => `/titles-subtitles/${id}`,
    update: (id) => `/titles-subtitles/edit/${id}`,
  },
  // the edit screen shows a failure in place, with a Retry
  { oneSilent: true },
);
