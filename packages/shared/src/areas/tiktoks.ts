import { listAreaContract } from '../contract/list-area-contract.js';
import { tiktokInput, tiktokListItem, tiktokRecord, tiktokSaved } from '../schemas/tiktok.js';
import { tiktokBulk, tiktokBulkEdit } from '../schemas/tiktok-bulk.js';
import { tiktokList } from '../schemas/tiktok-list.js';
import { AREA_BASES } from './trashes.js';

/** TikToks' calls, as the API registers them and the panel calls them (SPEC 4). */
export const tiktokContract = listAreaContract({
  base: AREA_BASES.tiktoks,
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
  bulk: tiktokBulk,
  bulkEdit: tiktokBulkEdit,
  files: {
    exportName: 'tiktoks.csv',
    importSummary:
      'Import TikToks from a CSV or JSON file (multipart file; dry_run, skip_invalid), upserting by post_id. ' +
      'Accept: application/x-ndjson streams progress lines, then the result line',
    // SPEC 4: TikTok videos go to the folder tiktok_media
    upload: {
      folder: 'tiktok_media',
      summary: "Upload a TikTok's video (multipart: id, folder 'tiktok_media', file); sets download_link",
    },
  },
});
