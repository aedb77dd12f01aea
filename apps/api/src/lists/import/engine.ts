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
import { changedFields, type Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { notReadable, readRecords } from './parse.js';
import { createRowReader } from './row-values.js';
import { type SpooledFile, spool } from './spool.js';
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
  onProgress?: (progress: ImportProgress) => void;
  /** called once the file is read, before anything is written: may refuse (what follows the file) */
  afterFile?: () => Promise<void>;
}

/**
 * How a pass over the file treats its valid rows: `check` writes nothing (the all-or-nothing
 * import's first pass), `commit` writes each batch in its own transaction, `rollback` writes
 * each batch and rolls it back (a dry run: exact counts, nothing kept).
 */
type PassMode = 'check' | 'commit' | 'rollback';

/** What one pass over the file found: the answer's fields but its outcome. */
type PassResult = Omit<ImportResult, 'outcome'>;

/** Thrown to roll back a dry run's batch: what the batch would have done travels with it. */
class RolledBack {
  constructor(readonly outcome: BatchOutcome) {}
}

/**
 * An import (decision 014): the upload is spooled to a temporary file first, so no
 * transaction waits on the network. An all-or-nothing import then reads and validates the
 * whole file without writing (an invalid row: rejected, nothing written), and reads it again
 * to write; skip_invalid and dry runs write as they read. Each batch is written in its own
 * short transaction, while the next batch is read. One audit entry.
 */
export async function runImport<TSchema extends z.ZodObject>(run: ImportRun<TSchema>): Promise<ImportResult> {
  const checkFirst = !run.dryRun && !run.skipInvalid;
  // the progress lines' bytes run once over the file's size, whatever the number of passes
  // (the upload, the check, the write): a client's bytes / size stays a true share of the work
  const passes = checkFirst ? 3 : 2;
  const file = await spool(run.file, (bytes) =>
    run.onProgress?.({ rows: 0, bytes: Math.round(bytes / passes) }),
  );
  const progress = (pass: number, rows: number, bytes: number) =>
    run.onProgress?.({ rows, bytes: Math.round((pass * file.bytes + bytes) / passes) });
  try {
    await run.afterFile?.();
    if (checkFirst) {
      const checked = await readPass(run, file, 'check', (rows, bytes) => progress(1, rows, bytes));
      if (checked.skipped > 0)
        return { outcome: 'rejected', ...checked, inserted: 0, updated: 0, unchanged: 0 };
    }
    const mode = run.dryRun ? 'rollback' : 'commit';
    const result = await readPass(run, file, mode, (rows, bytes) => progress(passes - 1, rows, bytes));
    return { outcome: run.dryRun ? 'dry_run' : 'imported', ...result };
  } finally {
    await file.remove();
  }
}

/** One read of the spooled file: rows validated, checked and (but in `check`) written. */
async function readPass<TSchema extends z.ZodObject>(
  run: ImportRun<TSchema>,
  file: SpooledFile,
  mode: PassMode,
  onProgress: (rows: number, bytes: number) => void,
): Promise<PassResult> {
  const { target, db } = run;
  const reader = createRowReader(target);
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  let invalid = 0;
  let rows = 0;
  let bytes = 0;
  const counts: BatchOutcome = { inserted: 0, updated: 0, unchanged: 0 };
  const audit = importAudit(db, run);
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

  const flush = async () => {
    const rowsOfBatch = lastOfEachKey(batch, target.key);
    counts.updated += batch.length - rowsOfBatch.length;
    batch = [];
    // one statement at a time (PGlite has one connection): the last write ends, or fails with
    // its own error, before the checks or the write of this batch are sent
    await written();
    const { check } = target;
    const values = rowsOfBatch.map((r) => r.value);
    const issues = check ? await db.transaction((tx) => check(tx, values)) : [];
    const valid = rowsOfBatch.filter((row, i) => {
      const issue = issues[i];
      if (issue) reject([{ line: row.line, ...issue }]);
      return !issue;
    });
    if (!valid.length || mode === 'check') return;
    writingBatch = writeBatch(
      db,
      mode,
      valid.map((r) => r.value),
      target,
      audit,
    ).then((outcome) => add(counts, outcome));
    // awaited by the next flush or at the end; until then its failure is not unhandled
    writingBatch.catch(() => {});
  };

  try {
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
    await written();
    const mapped = new Set(reader.columns().map((c) => c.field));
    const missing = rows ? (target.requiredColumns ?? []).filter((field) => !mapped.has(field)) : [];
    if (missing.length) throw notReadable(`it has no column for ${missing.join(', ')}`);
  } catch (err) {
    // a failed read leaves no statement running; what was committed is said in the entry
    await writingBatch?.catch(() => {});
    await audit.close({ rows, ...counts, skipped: invalid, failed: (err as Error).message }).catch(() => {});
    throw err;
  }
  onProgress(rows, file.bytes);
  await audit.close({ rows, ...counts, skipped: invalid });
  return {
    rows,
    ...counts,
    skipped: invalid,
    errors,
    error_count: errorCount,
    columns: reader.columns(),
    unknown_columns: reader.unknownColumns(),
    preview,
  };
}

/**
 * One batch in one short transaction: its rows and their diffs under the import's entry. A dry
 * run's batch opens an entry of its own in the transaction it rolls back.
 */
async function writeBatch<TSchema extends z.ZodObject>(
  db: Db,
  mode: 'commit' | 'rollback',
  rows: readonly z.output<TSchema>[],
  target: ImportTarget<TSchema>,
  audit: ReturnType<typeof importAudit>,
): Promise<BatchOutcome> {
  const auditId = mode === 'commit' ? await audit.id() : undefined;
  try {
    return await db.transaction(async (tx) => {
      const outcome = await target.write(tx, rows, {
        auditId: auditId ?? (await openImportEntry(tx, audit.actor, target.entity)),
      });
      if (mode === 'rollback') throw new RolledBack(outcome);
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
function importAudit<TSchema extends z.ZodObject>(db: Db, run: ImportRun<TSchema>) {
  let opening: Promise<number> | undefined;
  return {
    actor: run.actor,
    id: () => {
      opening ??= db.transaction((tx) => openImportEntry(tx, run.actor, run.target.entity));
      return opening;
    },
    close: async (summary: Record<string, number | string>) => {
      if (!opening) return;
      const changes = changedFields(null, { file: run.fileName ?? null, ...summary });
      await db
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
