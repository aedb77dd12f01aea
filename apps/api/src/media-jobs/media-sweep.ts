import { type SQL, sql } from 'drizzle-orm';
import { media, storedFiles, trash } from '../db/schema.js';
import { QUEUE_SCHEMA } from '../jobs/job-queue.js';
import { columnSql, rowsOf, tableSql } from '../trash/sql-names.js';
import type { TrashDeps } from '../trash/trash-area.js';

/** A URL's 64-bit hash: what the sweep compares (a hash join of integers, not of long texts). */
const hashOf = (value: SQL | SQL.Aliased | ReturnType<typeof sql.identifier>) =>
  sql`hashtextextended(${value}, 0)`;

/**
 * The hashes of every URL something holds: each media column (text or text[]) of every area's
 * records and of its trashed records. Hashes, not URLs: at a million links a hash table of
 * texts spilled to disk (25 s), one of integers takes a fraction; two URLs of one hash (one in
 * 2^64) only keep a media that could have gone.
 */
function heldHashes(deps: TrashDeps): SQL {
  const scans: SQL[] = [sql`select null::bigint as h where false`];
  for (const trashable of deps.trashables.values()) {
    for (const column of trashable.media ?? []) {
      const col = columnSql(column);
      const inTrash = sql`entity = ${trashable.entity.name}`;
      if (column.columnType === 'PgArray') {
        scans.push(
          sql`select ${hashOf(sql`unnest(${col})`)} from ${tableSql(trashable.table)} where cardinality(${col}) > 0`,
          sql`select ${hashOf(sql`jsonb_array_elements_text(row -> ${column.name})`)} from ${tableSql(trash)}
              where ${inTrash} and jsonb_typeof(row -> ${column.name}) = 'array'`,
        );
      } else {
        scans.push(
          sql`select ${hashOf(col)} from ${tableSql(trashable.table)} where ${col} is not null`,
          sql`select ${hashOf(sql`row ->> ${column.name}`)} from ${tableSql(trash)}
              where ${inTrash} and row ->> ${column.name} is not null`,
        );
      }
    }
  }
  return sql.join(scans, sql` union all `);
}
/** How long a media must have stood still before the sweep may take it for unreferenced. */
const MEDIA_SWEEP_GRACE = '1 hour';

interface GoneMedia {
  source_key: string;
  derivatives: Record<string, string>;
  /** another media row (one kept) has the same digest, so the same derivative keys */
  shared: boolean;
}

/**
 * Media rows whose source nothing refers to any more, deleted in one statement: a row is a
 * candidate when its source is not a registered stored file (decision 020: the stored-files
 * sweep just removed it, or it is a link or a file the registry does not hold), and it goes
 * when no record nor trashed record holds its URL, once it has been ready or failed for an hour. A registered file nothing refers to keeps
 * its media until the stored-files sweep removes it (History may bring its URL back).
 */
async function collectMedia(deps: TrashDeps): Promise<GoneMedia[]> {
  const m = tableSql(media);
  return deps.db.transaction(async (tx) => {
    // hash joins whatever the statistics say (as the registry's pass), in memory: a million
    // links against 2 million values held took 6 s on PostgreSQL (decision 023)
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    const rows = await tx.execute(sql`
      with candidates as materialized (
        select source_key, ${hashOf(sql`source_url`)} as h from ${m} c
        where not exists (select 1 from ${tableSql(storedFiles)} f where f.key = c.source_key)
          -- settled for a while: a media queued by a write still in flight, or whose job is
          -- writing its derivatives, is never taken for one nothing refers to
          and c.state in ('ready', 'failed') and c.updated_at < now() - ${MEDIA_SWEEP_GRACE}::interval),
      held as (${heldHashes(deps)}),
      gone as (
        delete from ${m} d using candidates c
        where d.source_key = c.source_key and not exists (select 1 from held where held.h = c.h)
        returning d.source_key, d.digest, d.derivatives)
      select g.source_key, g.derivatives, (g.digest is not null and exists (
        select 1 from ${m} o where o.digest = g.digest
          and o.source_key not in (select source_key from gone))) as shared
      from gone g`);
    return rowsOf<GoneMedia>(rows);
  });
}

/** Longer than any media-process run may last (its queue's expiry, 15 minutes) and then some. */
const INTERRUPTED_AFTER = '30 minutes';
export const INTERRUPTED_REASON =
  'Processing was interrupted (the server stopped during its last try); Retry processes it again';

/**
 * Media left `processing` by a process that died during the last try of their job (kill -9,
 * a crash): the queue gives that job up when it expires, and nothing would end the row. Ended
 * failed here once no media-process job waiting or running names it, so the panel offers Retry.
 */
async function failInterrupted(deps: TrashDeps): Promise<number> {
  const jobs = sql`${sql.identifier(QUEUE_SCHEMA)}.job`;
  const rows = await deps.db.execute(sql`
    update ${tableSql(media)} m set state = 'failed', reason = ${INTERRUPTED_REASON}, updated_at = now()
    where m.state = 'processing' and m.updated_at < now() - ${INTERRUPTED_AFTER}::interval
      and not exists (select 1 from ${jobs} j where j.name = 'media-process'
        and j.state::text in ('created', 'retry', 'active')
        and (j.data -> 'sources' ? m.source_key or j.data ->> 'source' = m.source_key))
    returning m.source_key`);
  return rowsOf(rows).length;
}

/**
 * The media part of the stored-files sweep (issue 25 §2: derivatives are "removed when nothing
 * refers to them"): deletes the media rows nothing refers to, then their derivatives from the
 * storage unless another media row shares their digest (equal bytes share derivative keys).
 * A derivative that could not be removed is entered in the stored-files registry as released,
 * so the next sweep removes it (nothing refers to a derivative's key). First, media a dead
 * process left `processing` are ended failed (failInterrupted).
 */
export async function sweepMedia(deps: TrashDeps) {
  const interrupted = await failInterrupted(deps);
  const gone = await collectMedia(deps);
  const keys = new Set(gone.filter((g) => !g.shared).flatMap((g) => Object.values(g.derivatives ?? {})));
  let files = 0;
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      files += 1;
    } catch (err) {
      deps.log.warn({ err, key }, 'a media derivative could not be removed; retried at the next sweep');
      await deps.db
        .insert(storedFiles)
        .values({ key, size: 0, type: 'image/webp', stored_by: null, unreferenced_since: new Date(0) })
        .onConflictDoNothing()
        .catch((e: unknown) => deps.log.warn({ err: e, key }, 'media derivative left unregistered'));
    }
  }
  return { media: gone.length, derivatives: files, interrupted };
}
