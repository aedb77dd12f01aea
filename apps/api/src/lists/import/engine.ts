import type { Readable } from 'node:stream';
import {
  IMPORT_ERRORS_LISTED,
  IMPORT_PREVIEW_ROWS,
  type ImportResult,
  type ImportRowError,
} from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/roles.js';
import { actingAs } from '../../db/actor.js';
import { changedFields, type Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { entityWritten } from '../../db/entity-writes.js';
import { auditLog } from '../../db/schema.js';
import { duplicateFinder } from './duplicates.js';
import { notReadable, readRecords } from './parse.js';
import { createRowReader } from './row-values.js';
import { batchFile, type SpooledFile, spool } from './spool.js';
import type { BatchOutcome, ImportTarget } from './target.js';

/** Rows per write unless the target says otherwise: a multi-row insert of 1,000 rows. */
export const IMPORT_BATCH = 1000;

/** How often progress is reported, in rows. */
const PROGRESS_EVERY = 1000;

export interface ImportProgress {
  rows: number;
  bytes: number;
}

export interface ImportRun<TSchema extends z.ZodObject> {
  db: Db;
  actor: AuthUser | undefined;
  target: ImportTarget<TSchema>;
  file: Readable;
  /** the uploaded file's name, for the audit entry */
  fileName?: string;
  dryRun: boolean;
  skipInvalid: boolean;
  /** exact duplicates (same file or post) of a record or of an earlier line are left out (areas that check them) */
  skipDuplicates?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** called once the file is read, before anything is written: may refuse (what follows the file) */
  afterFile?: () => Promise<void>;
  /** called after each batch's write committed (never in a dry run) with its rows; must not throw */
  afterBatch?: (rows: readonly z.output<TSchema>[]) => Promise<void>;
}

/** Valid rows of one batch, one per key, as the target writes them. */
type Batch<TSchema extends z.ZodObject> = z.output<TSchema>[];

/** What reading and validating the file found: the answer's fields but the write's counts. */
type Validated = Omit<ImportResult, 'outcome' | 'inserted' | 'unchanged'>;

/** Thrown to roll back a dry run's batch: what the batch would have done travels with it. */
class RolledBack {
  constructor(readonly outcome: BatchOutcome) {}
}

/**
 * An import (decision 014), none of it holding a transaction while it waits on the network:
 * the upload is spooled to a temporary file; the file is read and validated whole (the schema,
 * and the target's database checks in short reads); each batch of valid rows is written in its
 * own short transaction while the next is read (a dry run rolls each back). An all-or-nothing
 * import keeps its batches on the disk until the whole file has proved valid (else: rejected,
 * nothing written), then writes them; skip_invalid and dry runs write as they validate. One
 * audit entry.
 */
export async function runImport<TSchema extends z.ZodObject>(run: ImportRun<TSchema>): Promise<ImportResult> {
  const allOrNothing = !run.dryRun && !run.skipInvalid;
  // progress: bytes run once from 0 to the file's size over the steps (the upload, the
  // validation, and for an all-or-nothing import the writes), so bytes / size stays a true
  // share; rows: the most read so far
  const steps = allOrNothing ? 3 : 2;
  let rows = 0;
  let size = 0;
  const progress = (step: number, done: number, rowsNow = rows) => {
    rows = Math.max(rows, rowsNow);
    run.onProgress?.({ rows, bytes: Math.round((step * size + done) / steps) });
  };
  const file = await spool(run.file, (bytes) => progress(0, bytes));
  size = file.bytes;
  const batches = await batchFile<Batch<TSchema>>(file.dir).catch(async (err) => {
    await file.remove();
    throw err;
  });
  let found: Validated | undefined;
  const writer = batchWriter(run, (written) => {
    if (allOrNothing && found) progress(2, found.rows ? (size * written) / found.rows : size);
  });
  // the import's audit entry: what was written, and the rest of what the answer says
  const summary = () => ({
    rows: found?.rows ?? rows,
    ...writer.counts,
    updated: (found?.updated ?? 0) + writer.counts.updated,
    skipped: found?.skipped ?? 0,
    ...(found?.skipped_duplicates !== undefined && { skipped_duplicates: found.skipped_duplicates }),
  });
  try {
    await run.afterFile?.();
    found = await validateFile(run, file, allOrNothing ? batches.append : writer.add, (n, bytes) =>
      progress(1, bytes, n),
    );
    if (allOrNothing) {
      if (found.skipped > 0) return { outcome: 'rejected', ...found, inserted: 0, updated: 0, unchanged: 0 };
      for await (const batch of batches.batches()) await writer.add(batch);
    }
    await writer.end(summary);
    return { outcome: run.dryRun ? 'dry_run' : 'imported', ...found, ...summary() };
  } catch (err) {
    await writer.fail(err, summary);
    throw err;
  } finally {
    await batches.close();
    await file.remove();
  }
}

/**
 * Reads the spooled file: each record mapped and validated by the shared schema, each batch
 * of valid rows reduced to one row a key and checked by the target's database checks, then
 * kept (`keep`). Writes nothing.
 */
async function validateFile<TSchema extends z.ZodObject>(
  run: ImportRun<TSchema>,
  file: SpooledFile,
  keep: (batch: Batch<TSchema>) => Promise<void>,
  onProgress: (rows: number, bytes: number) => void,
): Promise<Validated> {
  const { target, db } = run;
  const reader = createRowReader(target);
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  let invalid = 0;
  let rows = 0;
  let bytes = 0;
  let repeated = 0;
  const preview: Record<string, unknown>[] = [];
  let batch: { line: number; value: z.output<TSchema> }[] = [];
  const batchRows = target.batchRows ?? IMPORT_BATCH;
  const duplicates = target.duplicates && duplicateFinder(db, target.duplicates, target.key);
  let skippedDuplicates = 0;
  const keepDuplicate = (found: { exact: boolean }) => !(run.skipDuplicates && found.exact);

  const reject = (rowErrors: readonly ImportRowError[]) => {
    invalid += 1;
    errorCount += rowErrors.length;
    for (const e of rowErrors) if (errors.length < IMPORT_ERRORS_LISTED) errors.push(e);
  };
  const flush = async () => {
    const rowsOfBatch = lastOfEachKey(batch, target.key);
    repeated += batch.length - rowsOfBatch.length;
    batch = [];
    const { check } = target;
    const values = rowsOfBatch.map((r) => r.value);
    const issues = check && values.length ? await db.transaction((tx) => check(tx, values)) : [];
    let valid = rowsOfBatch.filter((row, i) => {
      const issue = issues[i];
      if (issue) reject([{ line: row.line, ...issue }]);
      return !issue;
    });
    if (duplicates) {
      const found = await duplicates.batch(valid, keepDuplicate);
      valid = valid.filter((_, i) => {
        const finding = found[i];
        const kept = !finding || keepDuplicate(finding);
        if (!kept) skippedDuplicates += 1;
        return kept;
      });
    }
    if (valid.length) await keep(valid.map((r) => r.value));
  };

  for await (const record of readRecords(file.open((read) => (bytes = read)))) {
    rows += 1;
    const row = reader.read(record);
    if (!row.ok) reject(row.errors);
    else {
      if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(row.value);
      batch.push({ line: record.line, value: row.value });
      if (batch.length >= batchRows) await flush();
    }
    if (rows % PROGRESS_EVERY === 0) onProgress(rows, bytes);
  }
  await flush();
  const mapped = new Set(reader.columns().map((c) => c.field));
  const missing = rows ? (target.requiredColumns ?? []).filter((field) => !mapped.has(field)) : [];
  if (missing.length) throw notReadable(`it has no column for ${missing.join(', ')}`);
  onProgress(rows, file.bytes);
  return {
    rows,
    updated: repeated,
    skipped: invalid,
    errors,
    error_count: errorCount,
    columns: reader.columns(),
    unknown_columns: reader.unknownColumns(),
    preview,
    ...(duplicates && { duplicates: duplicates.listed, skipped_duplicates: skippedDuplicates }),
  };
}

/**
 * Writes batches of valid rows, each in its own short transaction (a dry run rolls each back),
 * one at a time (PGlite has one connection): `add` starts a batch's write once the last one
 * ended, so the caller reads the next batch while it runs; on PostgreSQL the database writes on
 * its own core meanwhile (decision 014). A failed write fails the next `add`, or `end`.
 */
function batchWriter<TSchema extends z.ZodObject>(
  run: ImportRun<TSchema>,
  onWritten: (rows: number) => void,
) {
  const counts: BatchOutcome = { inserted: 0, updated: 0, unchanged: 0 };
  const audit = importAudit(run);
  let written = 0;
  let writing: Promise<void> | undefined;
  // once, after the last batch: the list totals are cleared per import, not per batch
  const announce = () =>
    !run.dryRun && counts.inserted + counts.updated > 0
      ? entityWritten(run.db, run.target.entity)
      : Promise.resolve();
  return {
    counts,
    add: async (batch: Batch<TSchema>) => {
      await writing;
      writing = writeBatch(run, batch, audit).then(async (outcome) => {
        add(counts, outcome);
        written += batch.length;
        onWritten(written);
        if (!run.dryRun) await run.afterBatch?.(batch);
      });
      // awaited by the next add or at the end; until then its failure is not unhandled
      writing.catch(() => {});
    },
    end: async (summary: () => Record<string, number>) => {
      await writing;
      await audit.close(summary());
      await announce();
    },
    /** after a failure: no statement is left running; what was committed is said in the entry */
    fail: async (err: unknown, summary: () => Record<string, number>) => {
      await writing?.catch(() => {});
      await audit.close({ ...summary(), failed: (err as Error).message }).catch(() => {});
      await announce().catch(() => {});
    },
  };
}

/**
 * One batch in one short transaction: its rows and their diffs under the import's entry. A dry
 * run's batch opens an entry of its own in the transaction it rolls back.
 */
async function writeBatch<TSchema extends z.ZodObject>(
  run: ImportRun<TSchema>,
  rows: Batch<TSchema>,
  audit: ReturnType<typeof importAudit>,
): Promise<BatchOutcome> {
  const auditId = run.dryRun ? undefined : await audit.id();
  try {
    return await run.db.transaction(async (tx) => {
      await actingAs(tx, run.actor);
      const outcome = await run.target.write(tx, rows, {
        auditId: auditId ?? (await openImportEntry(tx, run.actor, run.target.entity)),
      });
      if (run.dryRun) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.outcome;
    throw err;
  }
}

/**
 * The import's one audit entry (action `import`), opened with the first write, so that each
 * record's diff can name it; its counts are written when the import ends, or fails part way
 * (the batches before the failure stay written).
 */
function importAudit<TSchema extends z.ZodObject>(run: ImportRun<TSchema>) {
  let opening: Promise<number> | undefined;
  return {
    id: () => {
      opening ??= run.db.transaction((tx) => openImportEntry(tx, run.actor, run.target.entity));
      return opening;
    },
    close: async (summary: Record<string, number | string>) => {
      if (!opening) return;
      const changes = changedFields(null, { file: run.fileName ?? null, ...summary });
      await run.db
        .update(auditLog)
        .set({ changes })
        .where(eq(auditLog.id, await opening));
    },
  };
}

async function openImportEntry(tx: Tx, actor: AuthUser | undefined, entity: string) {
  const [entry] = await tx
    .insert(auditLog)
    .values({
      user_id: actor?.id ?? null,
      user_email: actor?.email ?? null,
      entity,
      entity_id: 'import',
      action: 'import',
    })
    .returning({ id: auditLog.id });
  if (!entry) throw new Error('the import audit entry was not written');
  return entry.id;
}

function add(into: BatchOutcome, more: BatchOutcome) {
  into.inserted += more.inserted;
  into.updated += more.updated;
  into.unchanged += more.unchanged;
}

/** One row per natural key, the later line winning (one statement cannot write a row twice). */
function lastOfEachKey<T extends { value: V }, V>(rows: readonly T[], key: (value: V) => unknown): T[] {
  const byKey = new Map<unknown, T>();
  const keyless: T[] = [];
  for (const row of rows) {
    const k = key(row.value);
    if (k === undefined) keyless.push(row);
    else {
      byKey.delete(k); // re-inserted: the map keeps the later line's place
      byKey.set(k, row);
    }
  }
  return [...byKey.values(), ...keyless];
}
