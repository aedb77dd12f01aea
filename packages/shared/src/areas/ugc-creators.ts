import { areaContract } from '../contract/area-contract.js';
import { historyEndpoints, trashEndpoints } from '../contract/capabilities.js';
import {
  ugcCreatorInput,
  ugcCreatorList,
  ugcCreatorListItem,
  ugcCreatorRecord,
  ugcCreatorSaved,
} from '../schemas/ugc-creator.js';

/** UGC creators' calls (SPEC 3), as the API registers them and the panel calls them. */
export const ugcCreatorContract = {
  ...areaContract({
    base: '/api/ugc-creators',
    noun: 'creator',
    record: ugcCreatorRecord,
    input: ugcCreatorInput,
    saved: ugcCreatorSaved,
    list: {
      item: ugcCreatorListItem,
      query: ugcCreatorList.query,
      summary: 'A page of creators: data.total, data.results, data.next_cursor',
    },
    // SPEC says "data is a list"; the API keeps its one list envelope (decision 011)
    paths: { page: '/api/ugc-creators/all' },
    summaries: { one: 'One creator, videos by slot' },
  }),
  trash: trashEndpoints('/api/ugc-creators', 'creators'),
  history: historyEndpoints('/api/ugc-creators', 'creator'),
};
