import type { z } from 'zod';
import type { Tx } from '../../db/audit.js';
import type { ImportDuplicates } from './duplicates.js';

/** What writing (or, in a dry run, counting) a batch of rows did. */
export interface BatchOutcome {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** What a batch's write is told: the import's one audit entry, for each record's own diff. */
export interface ImportWriteContext {
  auditId: number;
}

/** A row error found by the database rather than the schema (an unknown collection id). */
export interface RowIssue {
  field: string;
  message: string;
}

/**
 * What an area gives the import engine: its shared input schema, the column names it also
 * answers to, and how a batch of valid rows is written (multi-row upsert on its natural key).
 */
export interface ImportTarget<TSchema extends z.ZodObject = z.ZodObject> {
  /** the audit log's entity: 'tiktok' */
  entity: string;
  schema: TSchema;
  /** field → other names of its column (normalised when compared) */
  aliases: Partial<Record<keyof z.output<TSchema> & string, readonly string[]>>;
  /** columns of our own export that are not imported (created_at, updated_at…) */
  ignored: readonly string[];
  /** fields a file must have a column for (a feed without item ids is malformed) */
  requiredColumns?: readonly (keyof z.output<TSchema> & string)[];
  /** the natural key of a row; two rows of one batch with one key: the later wins */
  key: (row: z.output<TSchema>) => string | number | undefined;
  /** database checks per row, before writing; an issue makes the row invalid */
  check?: (tx: Tx, rows: readonly z.output<TSchema>[]) => Promise<(RowIssue | undefined)[]>;
  /** rows per `write` (default 1,000); a writer sending column arrays (upsertRows) takes more */
  batchRows?: number;
  /**
   * Areas that check duplicates (issue 26): the library records a batch looks like. With it the
   * answer lists `duplicates` and skip_duplicates leaves exact ones out; without it, neither.
   */
  duplicates?: ImportDuplicates<z.output<TSchema>>;
  /** a dry run writes too: its transaction is rolled back, so its counts are exact */
  write: (tx: Tx, rows: readonly z.output<TSchema>[], context: ImportWriteContext) => Promise<BatchOutcome>;
}
