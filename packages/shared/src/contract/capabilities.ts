import { z } from 'zod';
import { listCountSchema, listFacetsSchema, sentTime } from '../api.js';
import { bulkResult } from '../schemas/bulk.js';
import { idParams } from '../schemas/common.js';
import {
  historyPage,
  historyQuery,
  historyRestoreBody,
  historyRestoreResult,
  historyVersionParams,
} from '../schemas/history.js';
import { importResult } from '../schemas/import.js';
import {
  trashDeleteResult,
  trashIdParams,
  trashPage,
  trashQuery,
  trashRestoreBody,
  trashRestoreResult,
} from '../schemas/trash.js';
import { endpoint, type RoutesOf } from './endpoint.js';
import { trashRoutes } from './routes.js';

/*
 * The capabilities an area may have beyond its record calls, each a set of endpoints built from
 * the area's collection path (base, '/api/tiktoks'). An area's contract names the ones it has
 * (packages/shared/src/areas/*.ts); the server registers exactly those and the panel's hooks
 * for one it lacks do not type-check.
 */

/** The trash (decision 018): GET {base}/trash, POST {base}/trash/restore, DELETE {base}/trash/:trashId. */
export const trashEndpoints = (base: string, nouns: string) => {
  const routes = trashRoutes(base);
  return {
    page: endpoint({
      ...routes.page,
      summary: `Deleted ${nouns}, newest first: who deleted each and when (data.items, data.next_before)`,
      query: trashQuery,
      response: trashPage,
    }),
    restore: endpoint({
      ...routes.restore,
      summary: `Put deleted ${nouns} back, with their links: { ids } or one delete's { batch } (409 naming a clashing field)`,
      body: trashRestoreBody,
      response: trashRestoreResult,
    }),
    purge: endpoint({
      ...routes.purge,
      summary: `Delete one of the trashed ${nouns} for good; the uploaded media only it used go in the background`,
      params: trashIdParams,
      response: trashDeleteResult,
    }),
  };
};

/** An area's trash endpoints, as the server registers them and the panel's Trash screen calls them. */
export type TrashEndpoints = ReturnType<typeof trashEndpoints>;
/** An area's trash routes, as the panel's area manifests hold them (areas/trashes.ts). */
export type TrashRoutes = RoutesOf<TrashEndpoints>;

/** A record's versions (decision 015): GET {base}/:id/history and its restore. */
export const historyEndpoints = (base: string, noun: string) => ({
  page: endpoint({
    method: 'GET',
    path: `${base}/:id/history`,
    summary: `A ${noun}'s versions, newest first, only the changed fields`,
    params: idParams,
    query: historyQuery,
    response: historyPage,
  }),
  restore: endpoint({
    method: 'POST',
    path: `${base}/:id/history/:version/restore`,
    summary: `Put a ${noun} back to a version (409 when updated_at is stale)`,
    params: historyVersionParams,
    body: historyRestoreBody,
    response: historyRestoreResult,
  }),
});

/** A record's history endpoints, as the server registers them and the History drawer calls them. */
export type HistoryEndpoints = ReturnType<typeof historyEndpoints>;

/** POST {base}/bulk (decision 017): the area's actions over checked rows or a filter. */
export const bulkEndpoint = <B extends z.ZodType>(base: string, nouns: string, body: B) =>
  endpoint({
    method: 'POST',
    path: `${base}/bulk`,
    summary: `Act on many ${nouns}: the checked ids or every row a filter matches (dry_run counts them)`,
    body,
    response: bulkResult,
  });

/** POST {base}/bulk-edit: one field of the form set on many rows. */
export const bulkEditEndpoint = <B extends z.ZodType>(base: string, nouns: string, body: B) =>
  endpoint({
    method: 'POST',
    path: `${base}/bulk-edit`,
    summary: `Set one field on many ${nouns}: the checked ids or every row a filter matches`,
    body,
    response: bulkResult,
  });

/** GET {path}: how many rows the list filters match, apart from the page (an estimate past a cap). */
export const countEndpoint = <Q extends z.ZodType>(path: string, nouns: string, query: Q) =>
  endpoint({
    method: 'GET',
    path,
    summary: `How many ${nouns} match the filters: data.count (an estimate past 1,000 when filtered)`,
    query,
    response: listCountSchema,
  });

/** GET {path}: each filter's option counts under the other filters and the search (decision 025). */
export const facetsEndpoint = <Q extends z.ZodType>(path: string, nouns: string, query: Q) =>
  endpoint({
    method: 'GET',
    path,
    summary: `How many ${nouns} of the current search and filters carry each filter's options: data.facets`,
    query,
    response: listFacetsSchema,
  });

/** A file the API streams (a CSV export): not JSON, so it has a file name and no response schema. */
export interface FileEndpoint {
  method: 'GET';
  path: string;
  summary: string;
  /** what the browser saves it as when the answer names none */
  fileName: string;
}

/** GET {path}: every row the list filters match, as CSV (decision 013). */
export const exportEndpoint = (path: string, nouns: string, fileName: string): FileEndpoint => ({
  method: 'GET',
  path,
  summary: `Every one of the ${nouns} matching the list filters, as CSV (streamed)`,
  fileName,
});

/**
 * POST {path} multipart (`file`; dry_run, skip_invalid): a CSV or JSON file of records (decision
 * 014). Its body is multipart, so the endpoint declares none; `Accept: application/x-ndjson`
 * streams progress lines before the result.
 */
export const importEndpoint = (path: string, summary: string) =>
  endpoint({ method: 'POST', path, summary, response: importResult });

/** What an upload answers: the record, the file's public URL, the record's new version. */
export const uploadedFile = z.object({ id: z.number().int(), url: z.string(), updated_at: sentTime });

/** What a slots upload answers: the record, every slot after it (empty: null), its version. */
export const slotsUploaded = z.object({
  id: z.number().int(),
  values: z.array(z.string().nullable()),
  updated_at: sentTime,
});

/**
 * POST {path} multipart (id, folder, file): a record's file, stored in `folder`; most answer
 * `uploadedFile`, a slots upload its own shape.
 */
export const uploadEndpoint = <R extends z.ZodType>(
  path: string,
  folder: string,
  summary: string,
  response: R,
) => ({
  ...endpoint({ method: 'POST', path, summary, response }),
  folder,
});
