import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/audit.js';
import { storedFiles, trash } from '../db/schema.js';
import { sweepMedia } from '../media-jobs/media-sweep.js';
import { columnSql, rowsOf, tableSql } from './sql-names.js';
import type { Trashable, TrashDeps } from './trash-area.js';

const DAY_MS = 24 * 3600 * 1000;
/**
 * A stored key inside any text (a URL, typed or ours, with any host or query string): the same
 * in JavaScript and PostgreSQL. Looser than the storage's key pattern (no counted lengths,
 * which make PostgreSQL's regular expressions several times slower); the registry's exact keys
 * are then matched against what it finds.
 */
const KEY_IN_TEXT = '[a-z_]+/[0-9a-f-]+\\.[a-z0-9]+';
/** Any fixed number: the advisory lock one sweep holds, so that sweeps never overlap. */
export const STORED_FILES_SWEEP_LOCK = 7_467_265_115_105;

/** The storage keys a trashed row's media columns name (inside any URL, ours or typed). */
export function mediaKeysOf(trashable: Trashable | undefined, row: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const column of trashable?.media ?? []) {
    const value = row[column.name];
    for (const url of Array.isArray(value) ? value : [value]) {
      if (typeof url === 'string')
        keys.push(...[...url.matchAll(new RegExp(KEY_IN_TEXT, 'g'))].map((m) => m[0]));
    }
  }
  return keys;
}

/**
 * Records for good gone (Delete forever, purge): their files may go at the next sweep rather
 * than after the retention, if nothing else refers to them by then (the sweep checks).
 */
export async function releaseStoredFiles(tx: Tx, keys: readonly string[]) {
  if (keys.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ unreferenced_since: new Date(0) })
    .where(inArray(storedFiles.key, [...new Set(keys)]));
}

/**
 * A cheap test every value holding a stored key passes (keys are `<folder>/<uuid>.<ext>`: four
 * dashes, then a dot), so the regular expression only runs on the few values that may hold one.
 */
const MAY_HOLD_KEY = '%-%-%-%-%.%';

/**
 * Every key something refers to: each media column (text or text[]) of every area's records
 * and of its trashed records. A key inside any URL counts, so a stored file's URL typed into
 * another record keeps the file (issue 31 §3).
 */
function referencedKeys(trashables: Iterable<Trashable>): SQL {
  const keysIn = (value: SQL) => sql`(regexp_matches(${value}, ${KEY_IN_TEXT}, 'g'))[1]`;
  const scans: SQL[] = [sql`select null::text as k where false`];
  for (const trashable of trashables) {
    for (const column of trashable.media ?? []) {
      const live = sql`${columnSql(column)}::text`;
      const trashed = sql`(row -> ${column.name})::text`;
      scans.push(
        sql`select ${keysIn(live)} from ${tableSql(trashable.table)} where ${live} like ${MAY_HOLD_KEY}`,
        sql`select ${keysIn(trashed)} from ${tableSql(trash)}
            where entity = ${trashable.entity.name} and ${trashed} like ${MAY_HOLD_KEY}`,
      );
    }
  }
  return sql.join(scans, sql` union `);
}

/**
 * One pass over the registry (decision 020), in one statement: a file something refers to
 * again is no longer collectible; a file nothing refers to is from now on; a collectible one
 * older than `days` (or released) leaves the registry, and its key is answered for removal.
 */
async function collect(deps: TrashDeps, days: number, now: Date) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STORED_FILES_SWEEP_LOCK})`);
    // The registry's statistics lag its changes (and the keys found have none): estimated at a
    // row or two, the lookups below became nested loops, files × keys comparisons (6.5 s for
    // 4,000 files against 2,000 keys); hash joins take milliseconds whatever the sizes.
    await tx.execute(sql`set local enable_nestloop = off`);
    const f = tableSql(storedFiles);
    const gone = await tx.execute(sql`
      with refs as materialized (${referencedKeys(deps.trashables.values())}),
      cleared as (
        update ${f} f set unreferenced_since = null
        where unreferenced_since is not null and exists (select 1 from refs where k = f.key)),
      marked as (
        update ${f} f set unreferenced_since = ${now.toISOString()}::timestamptz
        where unreferenced_since is null and not exists (select 1 from refs where k = f.key))
      delete from ${f} f
      where unreferenced_since <= ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from refs where k = f.key)
      returning key, size::float8 as size, type, stored_by, stored_at`);
    return rowsOf<{ key: string; size: number; type: string; stored_by: number | null; stored_at: Date }>(
      gone,
    );
  });
}

/**
 * Removes from storage the registered files nothing has referred to for `days` (the trash's
 * retention, so History can still restore a replaced file within it) and those released by a
 * record deleted for good. Runs in the background only (hourly, after Delete forever).
 * A file that could not be removed is entered again, to be retried by the next sweep.
 */
/** What a sweep removed: registered files, and media rows (with their derivatives, and those ended as interrupted). */
export type StoredFilesSwept = Awaited<ReturnType<typeof sweepStoredFiles>>;

export async function sweepStoredFiles(deps: TrashDeps, days: number, now = new Date()) {
  const collectible = await collect(deps, days, now);
  let removed = 0;
  for (const file of collectible) {
    try {
      await deps.storage.delete(file.key);
      removed += 1;
    } catch (err) {
      deps.log.warn({ err, key: file.key }, 'a stored file could not be removed; retried at the next sweep');
      await deps.db
        .insert(storedFiles)
        .values({ ...file, stored_at: new Date(file.stored_at), unreferenced_since: new Date(0) })
        .onConflictDoNothing()
        .catch((e: unknown) => deps.log.warn({ err: e, key: file.key }, 'stored file left unregistered'));
    }
  }
  // then the media nothing refers to any more and their derivatives (issue 25 §2): after the
  // registry's pass, so the media of a file just removed go in this same sweep
  const media = await sweepMedia(deps);
  return { removed, media };
}
