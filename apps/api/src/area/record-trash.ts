import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.js';
import type { AuditedEntity } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import { type Trashable, type TrashLink, trashOne } from '../trash/index.js';

/**
 * A table of link rows seen from one end: `column` holds the deleted record's id, `other` the id
 * of the record at the other end, in `otherTable`. The same table serves both ends' trash
 * (an article's categories, a category's articles), each naming its own column first.
 */
export const linkRows = (
  column: PgColumn,
  other: PgColumn,
  otherTable: PgTable & { id: PgColumn },
): TrashLink => ({ table: column.table, column, other: { column: other, table: otherTable } });

/**
 * The trash of an area whose writes are its own (not recordCrud's): its Trashable, and its
 * record calls' `remove`, which moves one record there with its links under a new batch and
 * logs `picture` of it (the row by default). Answers the batch its Undo restores.
 */
export function recordTrash<TRow extends { updated_at: Date }>(
  entity: AuditedEntity<TRow>,
  declared: Omit<Trashable, 'table' | 'entity'>,
  picture?: (row: TRow) => Record<string, unknown>,
) {
  const trash: Trashable = { table: entity.table, entity, ...declared };
  return {
    trash,
    remove: (db: Db, actor: AuthUser | undefined, id: number) =>
      trashOne(db, actor, { entity, trash }, id, picture),
  };
}
