import { type SQL, sql } from 'drizzle-orm';
import { media, storedFiles, trash } from '../db/schema.js';
import { columnSql, rowsOf, tableSql } from '../trash/sql-names.js';
import type { TrashDeps } from '../trash/trash-area.js';

/**
 * The URLs among the candidates' that something still holds: each media column (text or
 * text[]) of every area's records and of its trashed records. Each scan is limited to the
 * candidates' URLs (`in`, `&&`, `?|`), so the planner probes the columns' indexes when they
 * are few and hashes them when they are many.
 */
function heldUrls(deps: TrashDeps): SQL {
  const wanted = sql`(select source_url from candidates)`;
  const wantedArray = sql`array(select source_url from candidates)`;
  const scans: SQL[] = [sql`select null::text as u where false`];
  for (const trashable of deps.trashables.values()) {
    for (const column of trashable.media ?? []) {
      const col = columnSql(column);
      const inTrash = sql`entity = ${trashable.entity.name}`;
      if (column.columnType === 'PgArray') {
        scans.push(
          sql`select unnest(${col}) from ${tableSql(trashable.table)} where ${col} && ${wantedArray}`,
          sql`select jsonb_array_elements_text(row -> ${column.name}) from ${tableSql(trash)}
              where ${inTrash} and jsonb_typeof(row -> ${column.name}) = 'array'
                and (row -> ${column.name}) ?| ${wantedArray}`,
        );
      } else {
        scans.push(
          sql`select ${col} from ${tableSql(trashable.table)} where ${col} in ${wanted}`,
          sql`select row ->> ${column.name} from ${tableSql(trash)} where ${inTrash} and row ->> ${column.name} in ${wanted}`,
        );
      }
    }
  }
  return sql.join(scans, sql` union all `);
}

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
 * when no record nor trashed record holds its URL. A registered file nothing refers to keeps
 * its media until the stored-files sweep removes it (History may bring its URL back).
 */
async function collectMedia(deps: TrashDeps): Promise<GoneMedia[]> {
  const m = tableSql(media);
  const rows = await deps.db.execute(sql`
    with candidates as materialized (
      select source_key, source_url from ${m} c
      where not exists (select 1 from ${tableSql(storedFiles)} f where f.key = c.source_key)),
    held as materialized (${heldUrls(deps)}),
    gone as (
      delete from ${m} d using candidates c
      where d.source_key = c.source_key and not exists (select 1 from held where u = c.source_url)
      returning d.source_key, d.digest, d.derivatives)
    select g.source_key, g.derivatives, (g.digest is not null and exists (
      select 1 from ${m} o where o.digest = g.digest
        and o.source_key not in (select source_key from gone))) as shared
    from gone g`);
  return rowsOf<GoneMedia>(rows);
}

/**
 * The media part of the stored-files sweep (issue 25 §2: derivatives are "removed when nothing
 * refers to them"): deletes the media rows nothing refers to, then their derivatives from the
 * storage unless another media row shares their digest (equal bytes share derivative keys).
 * A derivative that could not be removed is entered in the stored-files registry as released,
 * so the next sweep removes it (nothing refers to a derivative's key).
 */
export async function sweepMedia(deps: TrashDeps) {
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
  return { media: gone.length, derivatives: files };
}
