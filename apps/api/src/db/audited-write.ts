import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.js';
import { notFound } from '../http/errors.js';
import { actingAs } from './actor.js';
import { type AuditNames, assertNotStale, recordAudit, type Tx } from './audit.js';
import type { Db } from './client.js';
import { entityWritten } from './entity-writes.js';

type Snapshot = Record<string, unknown> | null;

/** One audit entry: the record's id and its state before and after (the log keeps the diff). */
export interface AuditChange {
  id: number;
  before: Snapshot;
  after: Snapshot;
}

/** A table whose records are written with auditedWrite: an id and an updated_at version. */
export interface AuditedEntity<TRow extends { updated_at: Date }> extends AuditNames {
  table: PgTable & { id: PgColumn; $inferSelect: TRow };
}

interface Write {
  /** the audit log's `action`: create, update, delete, upload… */
  action: AuditAction;
}

/** A write of one existing record: it is locked and handed to `apply` and `audit` as it was. */
interface RowWrite<TRow, R> extends Write {
  id: number;
  /** the updated_at the client last read: a newer stored row answers 409 */
  seen?: string;
  apply: (tx: Tx, before: TRow) => Promise<R>;
  audit: (result: R, before: TRow) => AuditChange;
}
/** A create, or an action on a set of records (bulk): nothing to lock beforehand. */
interface SetWrite<R> extends Write {
  id?: undefined;
  apply: (tx: Tx) => Promise<R>;
  /** one entry per record changed; none when nothing changed */
  audit: (result: R) => readonly AuditChange[];
}

// A restore replays the area's own edit (same validation, version check and links) but is
// logged as 'restored': the history kit names the action here instead of in every area's write.
const actionOverride = new AsyncLocalStorage<AuditAction>();

/** Runs `write` with every audited write inside it logged under `action`. */
export const withAuditAction = <R>(action: AuditAction, write: () => Promise<R>) =>
  actionOverride.run(action, write);

/**
 * Every write of a record, in one transaction: lock the row (404 when it is gone), check the
 * version the client read (409, assertNotStale), apply, and record who changed what.
 */
export async function auditedWrite<TRow extends { updated_at: Date }, R>(
  db: Db,
  actor: AuthUser | undefined,
  entity: AuditedEntity<TRow>,
  write: RowWrite<TRow, R> | SetWrite<R>,
): Promise<R> {
  let changed = false;
  const result = await db.transaction(async (tx) => {
    await actingAs(tx, actor);
    let changes: readonly AuditChange[];
    let result: R;
    if (write.id === undefined) {
      result = await write.apply(tx);
      changes = write.audit(result);
    } else {
      const before = await lockRow(tx, entity, write.id);
      assertNotStale(before.updated_at, write.seen, entity.label.toLowerCase());
      result = await write.apply(tx, before);
      changes = [write.audit(result, before)];
    }
    for (const change of changes) {
      const action = actionOverride.getStore() ?? write.action;
      await recordAudit(tx, actor, entity, change.id, action, change.before, change.after);
    }
    changed = changes.length > 0;
    return result;
  });
  // after the commit: a total counted now sees the write
  if (changed) await entityWritten(db, entity.name);
  return result;
}

async function lockRow<TRow extends { updated_at: Date }>(tx: Tx, entity: AuditedEntity<TRow>, id: number) {
  // select() of a table known only as PgTable types its row loosely: the entity says what it is
  const [row] = await tx
    .select()
    .from(entity.table as PgTable)
    .where(eq(entity.table.id, id))
    .for('update');
  if (!row) throw notFound(entity.label);
  return row as TRow;
}
