import { advertisementContract, advertisementInput } from '@adlib/shared';
import { apiAreaRoutes, areaCall, defineApiArea } from '../../area/define-api-area.js';
import { AD_BULK_CHANGES, adBulkEdit } from './bulk.js';
import { registerCurationFeedRoute } from './curation-feed-route.js';
import { advertisementImport } from './import.js';
import { adsList } from './list.js';
import { adRecords, setMediaSource, setVisibility } from './records.js';

const contract = advertisementContract;

/** Advertisements' API (SPEC 2), declared once: admins and super users. */
export const advertisementsArea = defineApiArea({
  contract,
  role: 'admin',
  tags: ['advertisements'],
  records: adRecords,
  list: {
    compiled: adsList,
    find: {
      area: 'advertisements',
      keyword: 'search',
      title: (ad) => ad.name,
      detail: (ad) => (ad.visible ? 'Visible' : 'Not visible'),
    },
  },
  // the list's Visible switch logs an update of `visible` alone
  history: { input: advertisementInput, kinds: { soleField: { visible: 'visibility' } } },
  bulk: { noun: 'ads', change: AD_BULK_CHANGES },
  bulkEdit: { change: adBulkEdit },
  import: { target: advertisementImport },
  uploads: [{ endpoint: contract.upload, what: 'advertisement', attach: setMediaSource }],
  calls: [
    areaCall(contract.visibility, async ({ user, params, body, db }) => {
      const row = await setVisibility(db, user, params.id, body.visible);
      return { id: row.id, visible: row.visible, updated_at: row.updated_at };
    }),
    (app, access) =>
      registerCurationFeedRoute(app, contract.loadFromCuration, access, {
        table: adRecords.trash.table,
        columns: adRecords.trash.media ?? [],
      }),
  ],
});

export const advertisementsRoutes = apiAreaRoutes(advertisementsArea);
