import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { trash } from '../db/schema.js';
import type { MediaStorage } from '../storage/index.js';
import { orphanedMedia, removeMedia } from './media.js';
import { rowsOf } from './sql-names.js';
import type { Trashable } from './trash-area.js';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Any fixed number: the advisory lock one purge holds, so that one process of several runs it. */
export const TRASH_PURGE_LOCK = 7_467_265_115_104;

/** What removing entries for good needs: the database, the storage, and each area's declaration. */
export interface TrashDeps {
  db: Db;
  storage: MediaStorage;
  trashables: ReadonlyMap<string, Trashable>;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * Removes the trash entries `where` selects, then the uploaded media only they used: the
 * entries go in one transaction (which also decides what media nobody else uses), the files
 * after it committed. `lock`: first take the purge's advisory lock, or do nothing.
 */
export async function removeEntries(deps: TrashDeps, where: SQL | undefined, lock = false) {
  const outcome = await deps.db.transaction(async (tx) => {
    if (lock) {
      const got = await tx.execute(sql`select pg_try_advisory_xact_lock(${TRASH_PURGE_LOCK}) as got`);
      if (!rowsOf<{ got: boolean }>(got)[0]?.got) return { ran: false, ids: [], keys: [] };
    }
    const gone = await tx
      .delete(trash)
      .where(where)
      .returning({ id: trash.id, entity: trash.entity, row: trash.row });
    const keys: string[] = [];
    for (const entity of new Set(gone.map((g) => g.entity))) {
      const entries = gone.filter((g) => g.entity === entity);
      keys.push(...(await orphanedMedia(tx, deps.storage, deps.trashables.get(entity), entries)));
    }
    return { ran: true, ids: gone.map((g) => g.id), keys };
  });
  const mediaRemoved = await removeMedia(deps.storage, outcome.keys, deps.log);
  return { ran: outcome.ran, removed: outcome.ids.length, ids: outcome.ids, mediaRemoved };
}

/**
 * Purges what has been in the trash longer than `days`, with its media. When several
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

/** The purge runs once the server is ready and then hourly, on whichever process gets the lock. */
export function registerTrashPurge(app: FastifyInstance, days: number) {
  let timer: NodeJS.Timeout | undefined;
  const deps = (): TrashDeps => ({
    db: app.db,
    storage: app.storage,
    trashables: app.trashables,
    log: app.log,
  });
  const run = () =>
    purgeTrash(deps(), days)
      .then(
        (r) => r.removed && app.log.info({ purged: r.removed, media: r.mediaRemoved, days }, 'trash purged'),
      )
      .catch((err: unknown) => app.log.warn({ err }, 'trash purge failed, retried in an hour'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
