import { pipeline, type Readable, Transform } from 'node:stream';
import {
  IMPORT_ERRORS_LISTED,
  IMPORT_PREVIEW_ROWS,
  type ImportResult,
  type ImportRowError,
} from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/roles.js';
import { changedFields, type Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { notReadable, readRecords } from './parse.js';
import { createRowReader } from './row-values.js';
import type { BatchOutcome, ImportTarget } from './target.js';

/** Rows per write unless the target says otherwise: a multi-row insert of 1,000 rows. */
export const IMPORT_BATCH = 1000;

/** How often progress is reported, in rows. */
const PROGRESS_EVERY = 1000;

/**
 * An upload that sends nothing for this long is given up: the import holds a transaction
 * (on PGlite, the one connection), which a stalled client must not keep.
 */
const STALLED_MS = 30_000;

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
  onProgress?: (progress: ImportProgress) => void;
  /** called once the file is read, before anything commits: may refuse (what follows the file) */
  afterFile?: () => Promise<void>;
}

/** Thrown to roll back a dry run or a rejected import: its answer travels with it. */
class RolledBack {
  constructor(readonly result: ImportResult) {}
}

/**
 * Reads, validates and writes an import in one transaction (decision 014): batches of valid
 * rows are upserted as the file streams in, each batch's write running while the next batch is
 * read; an all-or-nothing import that meets an invalid row stops writing, reads on to report
 * every error, and rolls back. One audit entry.
 */
export async function runImport<TSchema extends z.ZodObject>(run: ImportRun<TSchema>): Promise<ImportResult> {
  try {
    return await run.db.transaction((tx) => importIn(tx, run));
  } catch (err) {
    if (err instanceof RolledBack) return err.result;
    throw err;
  }
}

async function importIn<TSchema extends z.ZodObject>(tx: Tx, run: ImportRun<TSchema>): Promise<ImportResult> {
  const { target, dryRun, skipInvalid } = run;
  const reader = createRowReader(target);
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  let invalid = 0;
  let rows = 0;
  let bytes = 0;
  const counts: BatchOutcome = { inserted: 0, updated: 0, unchanged: 0 };
  // the import's one audit entry, opened before the first write so that each record's diff can
  // name it; its counts are written at the end (a rolled-back import leaves neither behind)
  let entryId: number | undefined;
  const importEntry = async () => {
    entryId ??= await openImportEntry(tx, run.actor, target.entity);
    return entryId;
  };
  const preview: Record<string, unknown>[] = [];
  let batch: { line: number; value: z.output<TSchema> }[] = [];
  const batchRows = target.batchRows ?? IMPORT_BATCH;
  // the write of the last batch, still running while the next batch is read and validated:
  // on PostgreSQL the database writes on its own core as this process parses (decision 014)
  let writingBatch: Promise<void> | undefined;
  const written = async () => {
    const pending = writingBatch;
    writingBatch = undefined;
    await pending;
  };

  const reject = (rowErrors: readonly ImportRowError[]) => {
    invalid += 1;
    errorCount += rowErrors.length;
    for (const e of rowErrors) if (errors.length < IMPORT_ERRORS_LISTED) errors.push(e);
  };
  // all-or-nothing: after the first invalid row nothing more is written (it will roll back);
  // a dry run writes what an import with skip_invalid would, and is rolled back
  const writing = () => dryRun || skipInvalid || invalid === 0;

  const flush = async () => {
    const rowsOfBatch = lastOfEachKey(batch, target.key);
    counts.updated += batch.length - rowsOfBatch.length;
    batch = [];
    // one statement at a time (one connection): the last write ends, or fails with its own
    // error, before the checks or the write of this batch are sent
    await written();
    const issues = target.check
      ? await target.check(
          tx,
          rowsOfBatch.map((r) => r.value),
        )
      : [];
    const valid = rowsOfBatch.filter((row, i) => {
      const issue = issues[i];
      if (issue) reject([{ line: row.line, ...issue }]);
      return !issue;
    });
    if (!valid.length || !writing()) return;
    const write = target.write(
      tx,
      valid.map((r) => r.value),
      { auditId: await importEntry() },
    );
    writingBatch = write.then((outcome) => add(counts, outcome));
    // awaited by the next flush or at the end; until then its failure is not unhandled
    writingBatch.catch(() => {});
  };

  let stalled: NodeJS.Timeout | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      stalled?.refresh();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(stalled);
      done();
    },
  });
  stalled = setTimeout(
    () =>
      counter.destroy(new HttpError(408, 'validation_failed', 'The upload stalled; nothing was imported')),
    STALLED_MS,
  );
  // pipeline, not pipe: an error of the upload (cut short, too large) reaches the reader
  const counted = pipeline(run.file, counter, () => clearTimeout(stalled));
  try {
    for await (const record of readRecords(counted)) {
      rows += 1;
      const row = reader.read(record);
      if (!row.ok) reject(row.errors);
      else {
        if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(row.value);
        batch.push({ line: record.line, value: row.value });
        if (batch.length >= batchRows) await flush();
      }
      if (rows % PROGRESS_EVERY === 0) run.onProgress?.({ rows, bytes });
    }
    await flush();
    await written();
  } finally {
    // a failed read leaves no statement running under the rollback that follows
    await writingBatch?.catch(() => {});
  }
  const mapped = new Set(reader.columns().map((c) => c.field));
  const missing = rows ? (target.requiredColumns ?? []).filter((field) => !mapped.has(field)) : [];
  if (missing.length) throw notReadable(`it has no column for ${missing.join(', ')}`);
  await target.finish?.(tx);
  await run.afterFile?.();
  run.onProgress?.({ rows, bytes });

  const rejected = !dryRun && !skipInvalid && invalid > 0;
  const result: ImportResult = {
    outcome: dryRun ? 'dry_run' : rejected ? 'rejected' : 'imported',
    rows,
    ...(rejected ? { inserted: 0, updated: 0, unchanged: 0 } : counts),
    skipped: invalid,
    errors,
    error_count: errorCount,
    columns: reader.columns(),
    unknown_columns: reader.unknownColumns(),
    preview,
  };
  if (result.outcome !== 'imported') throw new RolledBack(result);
  const { inserted, updated, unchanged, skipped } = result;
  const summary = changedFields(null, {
    file: run.fileName ?? null,
    rows,
    inserted,
    updated,
    unchanged,
    skipped,
  });
  await tx
    .update(auditLog)
    .set({ changes: summary })
    .where(eq(auditLog.id, await importEntry()));
  return result;
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
