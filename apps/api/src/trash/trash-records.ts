import { getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.js';
import type { Tx } from '../db/audit.js';
import { type AuditedEntity, auditedWrite } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import { newBatch } from './batch.js';
import { columnSql, rowsOf, tableSql } from './sql-names.js';
import type { Trashable } from './trash-area.js';

type LinksByRecord = Record<string, Record<string, Record<string, unknown>[]>>;

/** The link rows of each record, by record id then link table: what a restore puts back. */
async function linksOf(tx: Tx, trashable: Trashable, ids: readonly number[]) {
  const byRecord: LinksByRecord = {};
  for (const link of trashable.links ?? []) {
    const name = getTableName(link.table);
    const rows = (await tx
      .select()
      .from(link.table)
      .where(inArray(link.column, [...ids]))) as Record<string, unknown>[];
    for (const row of rows) {
      const id = String(row[link.column.name]);
      const ofRecord = byRecord[id] ?? {};
      const list = ofRecord[name] ?? [];
      list.push(row); // a bulked collection may hold tens of thousands of links
      ofRecord[name] = list;
      byRecord[id] = ofRecord;
    }
  }
  return byRecord;
}

/**
 * Moves records `ids` of an area into the trash under `batch`: their link rows are captured,
 * then one statement deletes the rows and inserts them, whole, into `trash` (the links then
 * cascade away with them). Answers the ids moved (ids already gone are skipped).
 */
export async function trashRecords(
  tx: Tx,
  trashable: Trashable,
  ids: readonly number[],
  batch: string,
  actor: AuthUser | undefined,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const links = await linksOf(tx, trashable, ids);
  const table = tableSql(trashable.table);
  const result = await tx.execute(sql`
    with gone as (
      delete from ${table} where ${columnSql(trashable.table.id)} = any(${`{${ids.join(',')}}`}::int[])
      returning *
    )
    insert into trash (entity, record_id, batch, row, links, label, deleted_by)
    select ${trashable.entity.name}, gone.id, ${batch}, to_jsonb(gone),
      coalesce(${JSON.stringify(links)}::jsonb -> gone.id::text, '{}'::jsonb),
      coalesce(gone.${columnSql(trashable.label)}::text, ''), ${actor?.id ?? null}::int
    from gone
    returning record_id`);
  return rowsOf<{ record_id: number }>(result)
    .map((r) => r.record_id)
    .sort((a, b) => a - b);
}

/**
 * An area's delete of one record: locked (404 when gone), moved to the trash with its links
 * under a new batch, and audited as `delete` with `picture(before)` (the record as the area's
 * history shows it). Answers the batch its Undo restores.
 */
export async function trashOne<TRow extends { updated_at: Date }>(
  db: Db,
  actor: AuthUser | undefined,
  area: { entity: AuditedEntity<TRow>; trash: Trashable },
  id: number,
  picture: (row: TRow) => Record<string, unknown> = (row) => row,
) {
  const batch = newBatch();
  await auditedWrite(db, actor, area.entity, {
    action: 'delete',
    id,
    apply: (tx) => trashRecords(tx, area.trash, [id], batch, actor),
    audit: (_, before) => ({ id, before: picture(before), after: null }),
  });
  return batch;
}

/**
 * An area's bulk delete: records `ids` locked, moved to the trash under the call's `batch` (one
 * Undo), one `delete` audit entry each, in one transaction; ids that do not exist are not
 * counted. Answers the ids trashed, ascending (PostgreSQL and PGlite return rows in different
 * orders).
 */
export async function trashMany<TRow extends { updated_at: Date; id: number }>(
  db: Db,
  actor: AuthUser | undefined,
  area: { entity: AuditedEntity<TRow>; trash: Trashable },
  ids: readonly number[],
  batch: string,
  picture: (row: TRow) => Record<string, unknown> = (row) => row,
) {
  const unique = [...new Set(ids)];
  const deleted = await auditedWrite(db, actor, area.entity, {
    action: 'delete',
    apply: async (tx) => {
      // select() of a table known only as PgTable types its row loosely: the entity says what it is
      const rows = (await tx
        .select()
        .from(area.entity.table as PgTable)
        .where(inArray(area.entity.table.id, unique))
        .for('update')) as TRow[];
      const trashed = new Set(await trashRecords(tx, area.trash, unique, batch, actor));
      return rows.filter((row) => trashed.has(row.id));
    },
    audit: (rows) => rows.map((row) => ({ id: row.id, before: picture(row), after: null })),
  });
  return deleted.map((r) => r.id).sort((a, b) => a - b);
}
