import { z } from 'zod';
import { sentTime } from '../api.js';
import { endpoint } from '../contract/endpoint.js';
import { listAreaContract } from '../contract/list-area-contract.js';
import {
  advertisementInput,
  advertisementListItem,
  advertisementRecord,
  advertisementSaved,
  advertisementVisibility,
} from '../schemas/advertisement.js';
import { advertisementBulk, advertisementBulkEdit } from '../schemas/advertisement-bulk.js';
import { advertisementList } from '../schemas/advertisement-list.js';
import { idParams } from '../schemas/common.js';
import { importOptions, importResult } from '../schemas/import.js';
import { AREA_BASES } from './trashes.js';

const base = AREA_BASES.advertisements;

/** Advertisements' calls (SPEC 2), as the API registers them and the panel calls them. */
export const advertisementContract = {
  ...listAreaContract({
    base,
    noun: 'ad',
    record: advertisementRecord,
    input: advertisementInput,
    saved: advertisementSaved,
    list: {
      item: advertisementListItem,
      query: advertisementList.query,
      summary: 'A page of the admin list: data.total, data.results, data.next_cursor',
    },
    // SPEC's name for the admin list
    paths: { page: '/api/advertisements_admin' },
    summaries: {
      one: 'One ad, collections as ids',
      create: 'Create an ad',
      update: 'Replace an ad (409 when updated_at is stale)',
      remove: 'Move an ad to the trash (data.batch: what Undo restores)',
    },
    bulk: advertisementBulk,
    bulkEdit: advertisementBulkEdit,
    files: {
      exportName: 'advertisements.csv',
      importSummary:
        'Import ads from a CSV (as export.csv writes it) or JSON file (multipart file; dry_run, skip_invalid): ' +
        'by id when given, else new. Accept: application/x-ndjson streams progress, then the result',
      // SPEC: ads upload into the folder 'media' (TikToks and creators have their own)
      upload: {
        folder: 'media',
        summary: "Upload an ad's media (multipart: id, folder 'media', file); sets media_source",
      },
    },
  }),
  /** The lists' Visible switch: only `visible` changes (History calls it a visibility change). */
  visibility: endpoint({
    method: 'PUT',
    path: `${base}/visibility/:id`,
    summary: "The lists' Visible toggle",
    params: idParams,
    body: advertisementVisibility,
    response: z.object({ id: z.number().int(), visible: z.boolean(), updated_at: sentTime }),
  }),
  /**
   * SPEC's name: the curation feed (the server's CURATION_FEED_URL) loaded through the import
   * engine. `Accept: application/x-ndjson` streams progress lines before the result, as an
   * import does; otherwise the answer is the result.
   */
  loadFromCuration: endpoint({
    method: 'GET',
    path: '/api/advertisementsLoadFromQuration',
    summary:
      'Load ads from the curation feed (CURATION_FEED_URL, JSON or CSV): new items arrive not visible; ' +
      'items loaded before are skipped. skip_invalid defaults to true; Accept: application/x-ndjson streams progress',
    query: importOptions,
    response: importResult,
  }),
};
