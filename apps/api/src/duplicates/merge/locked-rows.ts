import { asc, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/audit.js';
import type { AuditedEntity } from '../../db/audited-write.js';
import { notFound } from '../../http/errors.js';

/**
 * The merge's records, locked in id order (two merges over the same records wait for each
 * other instead of deadlocking), by id. A record that is not in its table (never was, or is
 * in the trash) answers 404 naming it, and nothing is written.
 */
export async function lockedRows<Row extends { id: number; updated_at: Date }>(
  tx: Tx,
  entity: AuditedEntity<Row>,
  ids: readonly number[],
): Promise<Map<number, Row>> {
  // select() of a table known only as PgTable types its row loosely: the entity says what it is
  const rows = (await tx
    .select()
    .from(entity.table as PgTable)
    .where(inArray(entity.table.id, [...ids]))
    .orderBy(asc(entity.table.id))
    .for('update')) as Row[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound(`${entity.label} #${missing}`);
  return byId;
}

/** The rows of `ids` from a lockedRows map, in that order (every id is there: lockedRows checked). */
export const rowsOf = <Row>(byId: ReadonlyMap<number, Row>, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
