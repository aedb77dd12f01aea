import { and, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { defineJob } from '../jobs/job-kind.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Removes audit entries older than `days`, except creations: every record keeps its created
 * state (restorable), and what changed within the window. Answers how many were removed.
 */
export async function pruneHistory(db: Db, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const removed = await db
    .delete(auditLog)
    .where(and(lt(auditLog.at, cutoff), ne(auditLog.action, 'create')))
    .returning({ one: sql`1` });
  return removed.length;
}

/** Checked with the app's clock each run: a job sent yesterday prunes up to today's cutoff. */
const historyRetentionJob = (app: FastifyInstance, days: number) =>
  defineJob({
    name: 'history-retention',
    payload: z.object({}),
    // daily at 03:17 UTC, and at a start when none ran this day (decision 022)
    schedule: { cron: '17 3 * * *', everySeconds: DAY_MS / 1000 },
    retryLimit: 2,
    retryDelaySeconds: 600,
    async run() {
      const removed = await pruneHistory(app.db, days);
      if (removed) app.log.info({ removed, days }, 'history retention: old audit entries removed');
      return { removed };
    },
  });

/**
 * The cleanup as a scheduled job of the queue: once a day across every process. The delete is
 * idempotent besides, so a second run (a retry after a lost answer) does no harm.
 */
export function registerHistoryCleanup(app: FastifyInstance, days: number) {
  app.jobs.define(historyRetentionJob(app, days));
}
