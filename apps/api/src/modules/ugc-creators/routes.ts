import { CREATOR_VIDEO_SLOTS, ugcCreatorContract, ugcCreatorInput } from '@adlib/shared';
import { apiAreaRoutes, defineApiArea } from '../../area/define-api-area.js';
import { ugcCreators } from '../../db/schema.js';
import { IMAGES, setEditedColumn, VIDEOS } from '../../lists/index.js';
import { creatorRecords, creatorsList, setProfilePicture, setVideos } from './records.js';

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
  // delete is creators' one bulk action (through records.removeMany)
  bulk: { noun: 'creators', change: {} },
  bulkEdit: { change: setEditedColumn(ugcCreators) },
  slotUploads: [
    {
      endpoint: ugcCreatorContract.uploads.videos,
      what: 'UGC creator',
      accept: VIDEOS,
      slots: CREATOR_VIDEO_SLOTS,
      slotLabel: (n) => `UGC Creator Video ${n}`,
      attach: setVideos,
    },
  ],
  uploads: [
    {
      endpoint: ugcCreatorContract.uploads.profile,
      what: 'UGC creator',
      accept: IMAGES,
      attach: setProfilePicture,
    },
  ],
});

export const ugcCreatorsRoutes = apiAreaRoutes(ugcCreatorsArea);
