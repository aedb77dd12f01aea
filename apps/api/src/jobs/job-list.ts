import { type BackgroundJob, JOB_GROUPS, type JobCounts, type JobGroup } from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isoTimeSql } from '../lists/orders.js';
import { rowsOf } from '../trash/sql-names.js';
import { QUEUE_SCHEMA } from './job-queue.js';

/** pg-boss's states in each of the screen's groups. */
const GROUP_STATES: Record<JobGroup, readonly string[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  failed: ['failed'],
  completed: ['completed'],
};

const jobTable = sql`${sql.identifier(QUEUE_SCHEMA)}.job`;
const inGroup = (group: JobGroup): SQL =>
  sql`state::text in (${sql.join(
    GROUP_STATES[group].map((s) => sql`${s}`),
    sql`, `,
  )})`;

/**
 * pg-boss keeps a failure in `output`: a thrown Error serialized ({ message, stack }), or a
 * plain value wrapped as { value } (an expiry, a shutdown). Bounded: a message may be long.
 */
const LAST_ERROR = sql`case when state::text in ('retry', 'failed') then left(coalesce(
    output->>'message', output->'value'->>'message', output->>'value', output::text), 2000) end`;

/** ISO text from the database: the drivers answer timestamps apart (a Date, or PostgreSQL's text). */
const iso = (column: string) => sql.raw(isoTimeSql(column));

const COLUMNS = sql`id::text as id, name as kind, state::text as state,
  retry_count + (case when started_on is null then 0 else 1 end) as attempts,
  retry_limit + 1 as max_attempts, ${LAST_ERROR} as last_error, ${iso('created_on')} as created_at,
  ${iso('started_on')} as started_at, ${iso('completed_on')} as ended_at, ${iso('start_after')} as run_after`;

/** Integers may come back as text (a driver's bigint); the screen reads numbers. */
const jobOf = (row: BackgroundJob): BackgroundJob => ({
  ...row,
  attempts: Number(row.attempts),
  max_attempts: Number(row.max_attempts),
});

/** One page of a group, newest first (the queue's table: jobs archived by pg-boss are not listed). */
export async function listJobs(db: Db, q: { group: JobGroup; page: number; size: number }) {
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${COLUMNS} from ${jobTable} where ${inGroup(q.group)}
      order by created_on desc, id desc limit ${q.size} offset ${(q.page - 1) * q.size}`),
    db.execute(sql`select count(*)::int as n from ${jobTable} where ${inGroup(q.group)}`),
  ]);
  return {
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
    results: rowsOf<BackgroundJob>(rows).map(jobOf),
  };
}

export async function findJob(db: Db, id: string) {
  const rows = await db.execute(sql`select ${COLUMNS} from ${jobTable} where id = ${id}::uuid`);
  const row = rowsOf<BackgroundJob>(rows)[0];
  return row && jobOf(row);
}

export async function countJobs(db: Db): Promise<JobCounts> {
  const rows = await db.execute(
    sql`select state::text as state, count(*)::int as n from ${jobTable} group by state`,
  );
  const counts: JobCounts = { queued: 0, active: 0, failed: 0, completed: 0 };
  for (const { state, n } of rowsOf<{ state: string; n: number }>(rows)) {
    for (const group of JOB_GROUPS) if (GROUP_STATES[group].includes(state)) counts[group] += Number(n);
  }
  return counts;
}
