import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trash } from '../db/schema.js';
import { defineJob } from '../jobs/job-kind.js';
import { mediaKeysOf, releaseStoredFiles, type StoredFilesSwept, sweepStoredFiles } from './media.js';
import { rowsOf } from './sql-names.js';
import type { TrashDeps } from './trash-area.js';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Any fixed number: the advisory lock one purge holds, so that one process of several runs it. */
export const TRASH_PURGE_LOCK = 7_467_265_115_104;

/**
 * Removes the trash entries `where` selects, in one transaction that also releases their
 * stored files: the next sweep removes those nothing else refers to (decision 020), never
 * this request. `lock`: first take the purge's advisory lock, or do nothing.
 */
export async function removeEntries(deps: TrashDeps, where: SQL | undefined, lock = false) {
  return deps.db.transaction(async (tx) => {
    if (lock) {
      const got = await tx.execute(sql`select pg_try_advisory_xact_lock(${TRASH_PURGE_LOCK}) as got`);
      if (!rowsOf<{ got: boolean }>(got)[0]?.got) return { ran: false, removed: 0, ids: [] as number[] };
    }
    const gone = await tx
      .delete(trash)
      .where(where)
      .returning({ id: trash.id, entity: trash.entity, row: trash.row });
    await releaseStoredFiles(
      tx,
      gone.flatMap((g) => mediaKeysOf(deps.trashables.get(g.entity), g.row)),
    );
    return { ran: true, removed: gone.length, ids: gone.map((g) => g.id) };
  });
}

/**
 * Purges what has been in the trash longer than `days`, releasing its media. When several
 * processes run it at once only one does the work (pg_try_advisory_xact_lock); the others
 * answer `ran: false`. Tests call it with their own clock.
 */
export function purgeTrash(deps: TrashDeps, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return removeEntries(deps, lt(trash.deleted_at, cutoff), true);
}

/** One entry of an area's trash, for good ("Delete forever"). */
export const removeEntry = (deps: TrashDeps, entity: string, id: number) =>
  removeEntries(deps, and(eq(trash.entity, entity), eq(trash.id, id)));

/**
 * In-process sweeps run one after the other, so an awaited one ends after any started before;
 * a request for a sweep (no clock) while one is waiting to start shares that one, so many
 * Delete forever in a row cost one sweep.
 */
function storedFilesSweeper(deps: () => TrashDeps, days: number) {
  let last: Promise<unknown> = Promise.resolve();
  let waiting: Promise<StoredFilesSwept> | undefined;
  return {
    sweep(now?: Date) {
      if (!now && waiting) return waiting;
      const run = last.then(() => {
        if (waiting === run) waiting = undefined;
        return sweepStoredFiles(deps(), days, now);
      });
      if (!now) waiting = run;
      last = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * The purge, then the stored files' sweep, as a scheduled job of the queue: hourly across every
 * process (the purge's advisory lock stays, for a run that overlaps a slow one), and at a start
 * when none ran this hour. A failure is retried with backoff and shown on the jobs screen.
 */
const trashPurgeJob = (app: FastifyInstance, deps: () => TrashDeps, days: number) =>
  defineJob({
    name: 'trash-purge',
    payload: z.object({}),
    schedule: { cron: '7 * * * *', everySeconds: HOUR_MS / 1000 },
    retryLimit: 2,
    retryDelaySeconds: 120,
    async run() {
      const purged = await purgeTrash(deps(), days);
      if (purged.removed) app.log.info({ purged: purged.removed, days }, 'trash purged');
      const swept = await app.storedFiles.sweep();
      if (swept.removed) app.log.info({ files: swept.removed }, 'stored files nothing refers to removed');
      if (swept.media.interrupted)
        app.log.warn(
          { media: swept.media.interrupted },
          'media left processing by a stopped server ended failed',
        );
      return { purged: purged.removed, files: swept.removed, media: swept.media };
    },
  });

/** The hourly purge job, and the in-process sweeper a Delete forever starts in the background. */
export function registerTrashPurge(app: FastifyInstance, days: number) {
  const deps = (): TrashDeps => ({
    db: app.db,
    storage: app.storage,
    trashables: app.trashables,
    log: app.log,
  });
  app.decorate('storedFiles', storedFilesSweeper(deps, days));
  app.jobs.define(trashPurgeJob(app, deps, days));
}
