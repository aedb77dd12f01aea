import { oneEndpoint, savedVersion, updateEndpoint, wholeListEndpoint } from '../contract/area-contract.js';
import { historyEndpoints } from '../contract/capabilities.js';
import { titleSubtitle, titleSubtitleUpdate } from '../schemas/title.js';

const base = '/api/titles-subtitles';

/**
 * Titles & Subtitles' calls (SPEC 1): the sections are fixed, so there is no create or delete;
 * the list is short and read whole.
 */
export const titleContract = {
  all: wholeListEndpoint(base, 'Every section title', titleSubtitle, 'results'),
  one: oneEndpoint(`${base}/:id`, 'One section title', titleSubtitle),
  update: updateEndpoint(
    `${base}/edit/:id`,
    'Edit a section title (409 when updated_at is stale)',
    titleSubtitleUpdate,
    savedVersion,
  ),
  history: historyEndpoints(base, 'section title'),
};
