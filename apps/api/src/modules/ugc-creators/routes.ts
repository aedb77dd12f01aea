import {
  CREATOR_VIDEO_SLOTS,
  ugcCreatorBulk,
  ugcCreatorBulkEdit,
  ugcCreatorContract,
  ugcCreatorInput,
} from '@adlib/shared';
import { apiAreaRoutes, defineApiArea } from '../../area/define-api-area.js';
import { ugcCreators } from '../../db/schema.js';
import { IMAGES, setEditedColumn, VIDEOS } from '../../lists/index.js';
import { creatorRecords, creatorsList, setProfilePicture, setVideos } from './records.js';

/** SPEC: creators' files go to a folder of their own; the client names it */
const FOLDER = 'ugc_creators';

/** UGC creators' API (SPEC 3), declared once; super users only. */
export const ugcCreatorsArea = defineApiArea({
  contract: ugcCreatorContract,
  role: 'super',
  tags: ['ugc-creators'],
  records: creatorRecords,
  list: {
    compiled: creatorsList,
    find: {
      area: 'ugc-creators',
      keyword: 'search',
      title: (c) => c.name,
      detail: (c) => [c.country, c.industry].filter(Boolean).join(' · ') || null,
    },
  },
  history: { input: ugcCreatorInput },
  bulk: {
    noun: 'creators',
    actions: { body: ugcCreatorBulk, change: {} },
    edit: { body: ugcCreatorBulkEdit, change: setEditedColumn(ugcCreators) },
  },
  slotUploads: [
    {
      url: '/api/ugc-creators/upload',
      summary: `A creator's videos (multipart: id, folder '${FOLDER}', files named by slot 1-${CREATOR_VIDEO_SLOTS})`,
      folder: FOLDER,
      what: 'UGC creator',
      accept: VIDEOS,
      slots: CREATOR_VIDEO_SLOTS,
      slotLabel: (n) => `UGC Creator Video ${n}`,
      attach: setVideos,
    },
  ],
  uploads: [
    {
      url: '/api/ugc-creators/upload_profile',
      summary: `A creator's profile picture (multipart: id, folder '${FOLDER}', file); sets profile_picture`,
      folder: FOLDER,
      what: 'UGC creator',
      accept: IMAGES,
      attach: setProfilePicture,
    },
  ],
});

export const ugcCreatorsRoutes = apiAreaRoutes(ugcCreatorsArea);
