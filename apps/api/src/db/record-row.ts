import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors.js';
import type { AuditedEntity } from './audited-write.js';
import type { Db } from './client.js';

/** The stored row of an area's record, as its one-record read starts from; 404 named by the area. */
export async function recordRow<TRow extends { updated_at: Date }>(
  db: Db,
  entity: AuditedEntity<TRow>,
  id: number,
): Promise<TRow> {
  // select() of a table known only as PgTable types its row loosely: the entity says what it is
  const [row] = await db
    .select()
    .from(entity.table as PgTable)
    .where(eq(entity.table.id, id));
  if (!row) throw notFound(entity.label);
  return row as TRow;
}
