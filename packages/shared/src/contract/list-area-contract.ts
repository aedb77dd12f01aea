import type { z } from 'zod';
import { type AreaDeclaration, areaContract } from './area-contract.js';
import {
  bulkEditEndpoint,
  bulkEndpoint,
  exportEndpoint,
  facetsEndpoint,
  historyEndpoints,
  importEndpoint,
  trashEndpoints,
  uploadEndpoint,
  uploadedFile,
} from './capabilities.js';

/** What a list's file calls say beyond their paths. */
interface FileCallsDeclaration {
  /** what the browser saves the CSV export as */
  exportName: string;
  /** the import's summary: what it matches rows by */
  importSummary: string;
  /** the folder of the record's one uploaded file (SPEC names each area's) and the call's summary */
  upload: { folder: string; summary: string };
}

/**
 * A list's files at their SPEC paths under base: GET export.csv (the rows the filters match),
 * POST import (CSV or JSON), POST upload (a record's one file: the answer is `uploadedFile`).
 */
const fileCalls = (base: string, nouns: string, files: FileCallsDeclaration) => ({
  export: exportEndpoint(`${base}/export.csv`, nouns, files.exportName),
  import: importEndpoint(`${base}/import`, files.importSummary),
  upload: uploadEndpoint(`${base}/upload`, files.upload.folder, files.upload.summary, uploadedFile),
});

/** The file calls exactly when the area declares them: the panel offers Export and Import by them. */
type FileCallsOf<F> = F extends FileCallsDeclaration ? ReturnType<typeof fileCalls> : Record<never, never>;

/** What a list with bulk actions declares beside its record calls (areaContract's declaration). */
interface BulkCallsDeclaration<Bulk extends z.ZodType, BulkEdit extends z.ZodType, Files> {
  /** how summaries name many records where it is not the noun with an s ('TikToks') */
  nouns?: string;
  /** POST {base}/bulk's body: the area's actions (bulkEndpoint) */
  bulk: Bulk;
  /** POST {base}/bulk-edit's body: the fields "Edit field…" sets (bulkEditEndpoint) */
  bulkEdit: BulkEdit;
  /** the CSV export, the import and the one-file upload, for a list that has them (fileCalls) */
  files?: Files;
}

/**
 * The calls of a list that has bulk actions (ads, TikToks, UGC creators): the record calls
 * (areaContract), the trash, the history, bulk and bulk edit, and its file calls when it
 * declares them, each at its SPEC path under base.
 */
export function listAreaContract<
  Rec extends z.ZodType,
  In extends z.ZodType,
  Saved extends z.ZodType,
  Item extends z.ZodType,
  ListQ extends z.ZodType,
  Bulk extends z.ZodType,
  BulkEdit extends z.ZodType,
  RowsKey extends string = 'results',
  Files extends FileCallsDeclaration | undefined = undefined,
>(area: AreaDeclaration<Rec, In, Saved, Item, ListQ, RowsKey> & BulkCallsDeclaration<Bulk, BulkEdit, Files>) {
  const { base, noun, nouns = `${noun}s`, files } = area;
  const calls = {
    ...areaContract(area),
    trash: trashEndpoints(base, nouns),
    history: historyEndpoints(base, noun),
    bulk: bulkEndpoint(base, nouns, area.bulk),
    bulkEdit: bulkEditEndpoint(base, nouns, area.bulkEdit),
    facets: facetsEndpoint(`${base}/facets`, nouns, area.list.query),
  };
  // without files the keys are absent, not undefined: `contract.export` is how the panel asks
  return { ...calls, ...(files && fileCalls(base, nouns, files)) } as typeof calls & FileCallsOf<Files>;
}
