import { areaContract } from '../contract/area-contract.js';
import {
  bulkEditEndpoint,
  bulkEndpoint,
  exportEndpoint,
  historyEndpoints,
  importEndpoint,
  trashEndpoints,
  uploadEndpoint,
  uploadedFile,
} from '../contract/capabilities.js';
import { tiktokInput, tiktokListItem, tiktokRecord, tiktokSaved } from '../schemas/tiktok.js';
import { tiktokBulk, tiktokBulkEdit } from '../schemas/tiktok-bulk.js';
import { tiktokList } from '../schemas/tiktok-list.js';

const base = '/api/tiktoks';

/** TikToks' calls, as the API registers them and the panel calls them (SPEC 4). */
export const tiktokContract = {
  ...areaContract({
    base,
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
  trash: trashEndpoints(base, 'TikToks'),
  history: historyEndpoints(base, 'TikTok'),
  bulk: bulkEndpoint(base, 'TikToks', tiktokBulk),
  bulkEdit: bulkEditEndpoint(base, 'TikToks', tiktokBulkEdit),
  export: exportEndpoint(`${base}/export.csv`, 'TikToks', 'tiktoks.csv'),
  import: importEndpoint(
    `${base}/import`,
    'Import TikToks from a CSV or JSON file (multipart file; dry_run, skip_invalid), upserting by post_id. ' +
      'Accept: application/x-ndjson streams progress lines, then the result line',
  ),
  // SPEC 4: TikTok videos go to the folder tiktok_media
  upload: uploadEndpoint(
    `${base}/upload`,
    'tiktok_media',
    "Upload a TikTok's video (multipart: id, folder 'tiktok_media', file); sets download_link",
    uploadedFile,
  ),
};
