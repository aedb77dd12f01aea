import type { MediaBackfillProgress } from '@adlib/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaBackfill } from '../../db/schema.js';
import { QUEUE_SCHEMA } from '../../jobs/job-queue.js';
import { columnSql, rowsOf, tableSql } from '../../trash/sql-names.js';
import { BACKFILL_SOURCES, type BackfillSource } from './sources.js';

/** A record holds media in the column: a non-null text, or a non-empty array. */
const holdsMedia = (s: BackfillSource) =>
  s.array ? sql`cardinality(${columnSql(s.column)}) > 0` : sql`${columnSql(s.column)} is not null`;

const countHolding = async (db: Db, s: BackfillSource) => {
  const rows = await db.execute(
    sql`select count(*)::int as n from ${tableSql(s.table)} where ${holdsMedia(s)}`,
  );
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
};

/**
 * A start: every column not walked yet gets its row (its total counted now); when every
 * column was walked to its end (a finished backfill), the walk starts again from the first
 * record. A stopped backfill's rows are left as they are: it resumes where it was.
 */
export async function preparePositions(db: Db) {
  const rows = await db.select().from(mediaBackfill);
  const finished = rows.length >= BACKFILL_SOURCES.length && rows.every((r) => r.finished_at);
  for (const s of BACKFILL_SOURCES) {
    const row = rows.find((r) => r.source === s.source);
    if (row && !finished) continue;
    const fresh = {
      after_id: 0,
      total: await countHolding(db, s),
      queued: 0,
      started_at: new Date(),
      finished_at: null,
    };
    await db
      .insert(mediaBackfill)
      .values({ source: s.source, ...fresh })
      .onConflictDoUpdate({ target: mediaBackfill.source, set: fresh });
  }
}

export interface Position {
  source: BackfillSource;
  afterId: number;
}

/** The first column (in BACKFILL_SOURCES' order) not walked to its end; null when all were. */
export async function nextPosition(db: Db): Promise<Position | null> {
  const rows = await db
    .select({ source: mediaBackfill.source, after_id: mediaBackfill.after_id })
    .from(mediaBackfill)
    .where(isNull(mediaBackfill.finished_at))
    .orderBy(asc(mediaBackfill.source));
  for (const s of BACKFILL_SOURCES) {
    const row = rows.find((r) => r.source === s.source);
    if (row) return { source: s, afterId: row.after_id };
  }
  return null;
}

/** The next records holding media after the position, by id (the primary key's index). */
export async function readBatch(db: Db, at: Position, size: number) {
  const { source: s } = at;
  const rows = await db.execute(sql`select id, ${columnSql(s.column)} as value from ${tableSql(s.table)}
    where id > ${at.afterId} and ${holdsMedia(s)} order by id limit ${size}`);
  return rowsOf<{ id: number; value: string | string[] }>(rows).map((r) => ({
    id: Number(r.id),
    urls: Array.isArray(r.value) ? r.value : [r.value],
  }));
}

/**
 * Moves the position past a batch whose media were queued; `finished` when the column has no
 * more. Only from where it was (another step that moved it first wins; false then).
 */
export async function advance(db: Db, at: Position, lastId: number, records: number, finished: boolean) {
  const rows = await db
    .update(mediaBackfill)
    .set({
      after_id: lastId,
      queued: sql`${mediaBackfill.queued} + ${records}`,
      ...(finished ? { finished_at: new Date() } : {}),
    })
    .where(and(eq(mediaBackfill.source, at.source.source), eq(mediaBackfill.after_id, at.afterId)))
    .returning({ source: mediaBackfill.source });
  return rows.length > 0;
}

/** media-process jobs waiting to run (queued, or waiting for a retry): the backfill's throttle. */
export async function waitingMediaJobs(db: Db) {
  const rows = await db.execute(sql`select count(*)::int as n from ${sql.identifier(QUEUE_SCHEMA)}.job
    where name = 'media-process' and state::text in ('created', 'retry')`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** media-process jobs queued, waiting for a retry or running: none once processing settled. */
export async function pendingMediaJobs(db: Db) {
  const rows = await db.execute(sql`select count(*)::int as n from ${sql.identifier(QUEUE_SCHEMA)}.job
    where name = 'media-process' and state::text in ('created', 'retry', 'active')`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** A media-backfill job is queued or running. */
async function backfillRunning(db: Db) {
  const rows = await db.execute(sql`select exists (select 1 from ${sql.identifier(QUEUE_SCHEMA)}.job
    where name = 'media-backfill' and state::text in ('created', 'retry', 'active')) as running`);
  return Boolean(rowsOf<{ running: boolean }>(rows)[0]?.running);
}

const MEDIA_COUNTS = { queued: 0, processing: 0, ready: 0, failed: 0, reading: 0 };

export async function backfillProgress(db: Db): Promise<MediaBackfillProgress> {
  const [rows, states, running] = await Promise.all([
    db.select().from(mediaBackfill),
    db.execute(sql`select state, count(*)::int as n from media group by state
      union all select 'reading', count(*)::int from media where state = 'ready' and ocr_text is null`),
    backfillRunning(db),
  ]);
  const media = { ...MEDIA_COUNTS };
  for (const { state, n } of rowsOf<{ state: keyof typeof MEDIA_COUNTS; n: number }>(states))
    if (state in media) media[state] = Number(n);
  const sources = BACKFILL_SOURCES.flatMap((s) => {
    const row = rows.find((r) => r.source === s.source);
    return row
      ? [
          {
            source: row.source,
            total: row.total,
            queued: row.queued,
            done: row.finished_at !== null,
            started_at: row.started_at,
            finished_at: row.finished_at,
          },
        ]
      : [];
  });
  const total = sources.reduce((sum, s) => sum + s.total, 0);
  const walked = sources.reduce((sum, s) => sum + (s.done ? s.total : Math.min(s.queued, s.total)), 0);
  const allDone = sources.length > 0 && sources.every((s) => s.done);
  const percent = allDone ? 100 : total === 0 ? 0 : Math.min(99, Math.floor((100 * walked) / total));
  return { running, percent, sources, media };
}
