import { titleContract, titleSubtitleUpdate } from '@adlib/shared';
import { apiAreaRoutes, defineApiArea } from '../../area/define-api-area.js';
import { titleRecords } from './queries.js';

/** Titles & Subtitles' API (SPEC 1), declared once: super users edit the fixed sections. */
export const titlesArea = defineApiArea({
  contract: titleContract,
  role: 'super',
  tags: ['titles-subtitles'],
  records: titleRecords,
  history: { input: titleSubtitleUpdate },
});

export const titlesRoutes = apiAreaRoutes(titlesArea);
