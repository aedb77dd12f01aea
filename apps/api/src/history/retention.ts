import { and, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

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

/**
 * Runs the cleanup once the server is ready and then daily. Several processes may each run
 * it: the delete is idempotent, so no process needs to be the one.
 */
export function registerHistoryCleanup(app: FastifyInstance, days: number) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    pruneHistory(app.db, days)
      .then((n) => n && app.log.info({ removed: n, days }, 'history retention: old audit entries removed'))
      .catch((err: unknown) => app.log.warn({ err }, 'history retention: cleanup failed, retried tomorrow'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
