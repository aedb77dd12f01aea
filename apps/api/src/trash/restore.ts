import type { TrashRestoreBody, TrashRestoreResult } from '@adlib/shared';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.js';
import { actingAs } from '../db/actor.js';
import { changedFields, type Tx } from '../db/audit.js';
import type { Db } from '../db/client.js';
import { entityWritten } from '../db/entity-writes.js';
import { auditLog, trash } from '../db/schema.js';
import { recordEvents } from '../events/record-event.js';
import { notFound } from '../http/errors.js';
import { columnSql, storedColumns, tableSql } from './sql-names.js';
import type { Trashable, TrashLink } from './trash-area.js';
import { refusingClash } from './unique-clash.js';

type TrashRow = typeof trash.$inferSelect;

/** The entries a restore names: its ids, or one delete's batch; 404 when any is not there. */
async function lockEntries(tx: Tx, trashable: Trashable, chosen: TrashRestoreBody) {
  const which = 'ids' in chosen ? inArray(trash.id, chosen.ids) : eq(trash.batch, chosen.batch);
  const rows = await tx
    .select()
    .from(trash)
    .where(and(eq(trash.entity, trashable.entity.name), which))
    .for('update');
  const wanted = 'ids' in chosen ? new Set(chosen.ids).size : 1;
  if (rows.length === 0 || rows.length < wanted) throw notFound('Trash entry');
  return rows;
}

const idList = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** The rows back into their table, as stored (PostgreSQL converts the JSON back), same ids. */
async function insertRows(tx: Tx, table: PgTable, entries: readonly TrashRow[]) {
  const columns = storedColumns(table);
  await tx.execute(sql`
    insert into ${tableSql(table)} (${columns})
    select ${columns} from (
      select (jsonb_populate_record(null::${tableSql(table)}, row)).* from trash
      where id = any(${idList(entries.map((e) => e.id))})
    ) restored`);
}

/** The kept link rows whose both ends exist now; a link already there is left alone. */
async function insertLinks(tx: Tx, link: TrashLink, entries: readonly TrashRow[]) {
  const name = getTableName(link.table);
  const rows = entries.flatMap((e) => e.links[name] ?? []);
  if (rows.length === 0) return;
  const linkTable = tableSql(link.table);
  await tx.execute(sql`
    insert into ${linkTable}
    select * from jsonb_populate_recordset(null::${linkTable}, ${JSON.stringify(rows)}::jsonb) r
    where exists (select 1 from ${tableSql(link.other.table)} o where o.id = r.${columnSql(link.other.column)})
    on conflict do nothing`);
}

/**
 * Puts trashed records back: the rows with their ids, then their links, then the area's
 * hook, in one transaction, each audited as 'restored'. A unique clash (another record took
 * the post id, the e-mail…) answers 409 naming the field and changes nothing.
 */
export async function restoreTrash(
  db: Db,
  actor: AuthUser | undefined,
  trashable: Trashable,
  chosen: TrashRestoreBody,
): Promise<TrashRestoreResult> {
  const result = await db.transaction(async (tx) => {
    await actingAs(tx, actor);
    const entries = await lockEntries(tx, trashable, chosen);
    await refusingClash(trashable.entity.label.toLowerCase(), () => insertRows(tx, trashable.table, entries));
    for (const link of trashable.links ?? []) await insertLinks(tx, link, entries);
    const recordIds = entries.map((e) => e.record_id).sort((a, b) => a - b);
    await trashable.afterRestore?.(tx, recordIds);
    await tx.delete(trash).where(
      inArray(
        trash.id,
        entries.map((e) => e.id),
      ),
    );
    // one insert for the batch's audit entries: an Undo of 1,000 rows is one statement, not 1,000
    await tx.insert(auditLog).values(
      entries.map((entry) => ({
        user_id: actor?.id ?? null,
        user_email: actor?.email ?? null,
        entity: trashable.entity.name,
        entity_id: String(entry.record_id),
        action: 'restored' as const,
        changes: changedFields(null, entry.row, trashable.entity.unlogged),
      })),
    );
    // their events (decision 031), in the same transaction
    await recordEvents(
      tx,
      ...entries.map((entry) => ({
        entity: trashable.entity.name,
        id: entry.record_id,
        action: 'restored' as const,
        before: null,
        after: entry.row,
        changed: [],
        actor: actor?.email ?? null,
      })),
    );
    return { count: recordIds.length, record_ids: recordIds };
  });
  if (result.count) await entityWritten(db, trashable.entity.name);
  return result;
}
