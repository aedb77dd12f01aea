import { slotsUploaded, uploadEndpoint, uploadedFile } from '../contract/capabilities.js';
import { listAreaContract } from '../contract/list-area-contract.js';
import { CREATOR_VIDEO_SLOTS } from '../lists.js';
import {
  ugcCreatorInput,
  ugcCreatorList,
  ugcCreatorListItem,
  ugcCreatorRecord,
  ugcCreatorSaved,
} from '../schemas/ugc-creator.js';
import { ugcCreatorBulk, ugcCreatorBulkEdit } from '../schemas/ugc-creator-bulk.js';
import { AREA_BASES } from './trashes.js';

const base = AREA_BASES.ugcCreators;
/** SPEC 4: creators' files go to a folder of their own (the API checks it). */
const folder = 'ugc_creators';

/** UGC creators' calls (SPEC 3), as the API registers them and the panel calls them. */
export const ugcCreatorContract = {
  ...listAreaContract({
    base,
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
    bulk: ugcCreatorBulk,
    bulkEdit: ugcCreatorBulkEdit,
  }),
  uploads: {
    videos: uploadEndpoint(
      `${base}/upload`,
      folder,
      `A creator's videos (multipart: id, folder '${folder}', files named by slot 1-${CREATOR_VIDEO_SLOTS})`,
      slotsUploaded,
    ),
    profile: uploadEndpoint(
      `${base}/upload_profile`,
      folder,
      `A creator's profile picture (multipart: id, folder '${folder}', file); sets profile_picture`,
      uploadedFile,
    ),
  },
};
