import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.js';
import type { AuditNames, Tx } from './audit.js';
import { auditedWrite } from './audited-write.js';
import type { Db } from './client.js';

/** A table whose records are created with auditedInsert: an id and an updated_at version. */
type InsertedTable = PgTable & { id: PgColumn; $inferSelect: { id: number; updated_at: Date } };

/**
 * The create of one record, in one transaction: `columns` works out what to store (its checks
 * run first, in the transaction), the row is inserted and logged as created with `picture` of
 * it (the record as the area's history shows it: the row itself by default). Answers the row.
 */
export function auditedInsert<T extends InsertedTable>(
  db: Db,
  actor: AuthUser | undefined,
  entity: AuditNames & { table: T },
  columns: (tx: Tx) => Promise<T['$inferInsert']>,
  picture: (tx: Tx, row: T['$inferSelect']) => Promise<Record<string, unknown>> = async (_, row) => row,
) {
  return auditedWrite(db, actor, entity, {
    action: 'create',
    apply: async (tx) => {
      const [inserted] = await tx
        .insert(entity.table)
        .values(await columns(tx))
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      // returning() of a table known only by its constraint types the row loosely: the table's
      // own $inferSelect says what a row is
      const row = inserted as T['$inferSelect'];
      return { row, after: await picture(tx, row) };
    },
    audit: ({ row, after }) => [{ id: row.id, before: null, after }],
  }).then(({ row }) => row);
}
