import { z } from 'zod';
import { apiErrorSchema } from '../api.js';
import { DUPLICATE_REASONS } from '../contract/duplicates.js';
import { queryBoolean } from './common.js';

/**
 * The options of every import (decision 014): query string or multipart fields sent before
 * the file. Without dry_run the rows are written; without skip_invalid one bad row writes none.
 */
export const importOptions = z.object({
  dry_run: queryBoolean,
  skip_invalid: queryBoolean,
  /** rows that are exact duplicates (issue 26: same file or post) of a record or of an earlier line are left out */
  skip_duplicates: queryBoolean,
});
export type ImportOptions = z.output<typeof importOptions>;

/** One refused row: its line in the file (for a JSON array, the item's position), field, why. */
export const importRowError = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.output<typeof importRowError>;

/**
 * A row that looks like a record of the library (`of.id`) or an earlier line of the file
 * (`of.line`), and why (issue 26). `exact`: one of its reasons is exact (skip_duplicates leaves it out).
 */
export const importDuplicate = z.object({
  line: z.number().int(),
  of: z.object({ id: z.number().int().nullable(), line: z.number().int().nullable() }),
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
  exact: z.boolean(),
});
export type ImportDuplicate = z.output<typeof importDuplicate>;

/** The most row errors an answer lists; error_count counts them all. */
export const IMPORT_ERRORS_LISTED = 1000;
/** The rows, as mapped and validated, that a dry run shows for a preview. */
export const IMPORT_PREVIEW_ROWS = 20;

export const IMPORT_OUTCOMES = ['dry_run', 'imported', 'rejected'] as const;

/**
 * What an import answers. `rejected`: an all-or-nothing import met invalid rows and wrote
 * nothing. In a dry run, inserted / updated / unchanged say what an import would do.
 */
export const importResult = z.object({
  outcome: z.enum(IMPORT_OUTCOMES),
  /** data rows read (the header line not counted) */
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  /** rows equal to the stored record: nothing written */
  unchanged: z.number().int(),
  /** invalid rows left out (skip_invalid), or every invalid row of a rejected import */
  skipped: z.number().int(),
  errors: z.array(importRowError),
  error_count: z.number().int(),
  /** each column of the file and the field it fills (null: not imported) */
  columns: z.array(z.object({ column: z.string(), field: z.string().nullable() })),
  unknown_columns: z.array(z.string()),
  preview: z.array(z.record(z.string(), z.unknown())),
  /** areas that check duplicates (ads, TikToks): the rows that look like duplicates, at most IMPORT_ERRORS_LISTED */
  duplicates: z.array(importDuplicate).optional(),
  /** exact duplicates left out (skip_duplicates) */
  skipped_duplicates: z.number().int().optional(),
});
export type ImportResult = z.output<typeof importResult>;

/**
 * The lines of the streamed answer (Accept: application/x-ndjson): progress lines while the
 * file is read, then one result line holding the envelope the JSON answer would have been.
 */
export const importProgressLine = z.object({
  type: z.literal('progress'),
  rows: z.number().int(),
  /** bytes of the file read so far: the client knows the file's size */
  bytes: z.number().int(),
});
export const importResultLine = z.union([
  z.object({ type: z.literal('result'), success: z.literal(true), data: importResult }),
  z.object({ type: z.literal('result'), success: z.literal(false), error: apiErrorSchema }),
]);
export type ImportStreamLine = z.output<typeof importProgressLine> | z.output<typeof importResultLine>;
