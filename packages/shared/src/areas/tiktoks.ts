import { areaContract } from '../contract/area-contract.js';
import { historyEndpoints, trashEndpoints } from '../contract/capabilities.js';
import { tiktokInput, tiktokListItem, tiktokRecord, tiktokSaved } from '../schemas/tiktok.js';
import { tiktokList } from '../schemas/tiktok-list.js';

/** TikToks' calls, as the API registers them and the panel calls them (SPEC 4). */
export const tiktokContract = {
  ...areaContract({
    base: '/api/tiktoks',
    noun: 'TikTok',
    record: tiktokRecord,
    input: tiktokInput,
    saved: tiktokSaved,
    list: {
      item: tiktokListItem,
      query: tiktokList.query,
      summary: 'A page of the TikToks list, newest created_time first: data.total, data.results',
    },
    summaries: { create: 'Create a TikTok (400 naming post_id when the post id is taken)' },
  }),
  trash: trashEndpoints('/api/tiktoks', 'TikToks'),
  history: historyEndpoints('/api/tiktoks', 'TikTok'),
};
