import type { HistoryKind, HistoryPage } from '@adlib/shared';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

type Changes = Record<string, { before: unknown; after: unknown }>;

/** The audit log's action → the kind of change the History panel shows. */
export function kindOf(action: string, changes: Changes): HistoryKind {
  switch (action) {
    case 'create':
      return 'created';
    case 'delete':
      return 'deleted';
    case 'restored':
    case 'import':
    case 'bulk':
      return action;
    case 'bulk-insert':
      return 'bulk';
    case 'visibility':
      return 'visibility';
    default: {
      // a toggle of the Visible switch is logged as an update of `visible` alone
      const keys = Object.keys(changes);
      return keys.length === 1 && keys[0] === 'visible' ? 'visibility' : 'updated';
    }
  }
}

const ofRecord = (entity: string, id: number) =>
  and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id)));

/** One page of a record's versions, newest first, keyset on the audit id (index audit_entity_idx). */
export async function versionsPage(
  db: Db,
  entity: string,
  id: number,
  page: { before?: number; size: number },
): Promise<HistoryPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(ofRecord(entity, id), page.before ? lt(auditLog.id, page.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(page.size + 1);
  const shown = rows.slice(0, page.size);
  return {
    versions: shown.map((row) => ({
      version: row.id,
      at: row.at,
      by: row.user_email,
      kind: kindOf(row.action, row.changes),
      changes: row.changes,
    })),
    next_before: rows.length > page.size ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** Whether `version` is one of this record's versions. */
export async function isVersionOf(db: Db, entity: string, id: number, version: number) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(ofRecord(entity, id), eq(auditLog.id, version)));
  return Boolean(row);
}

/**
 * The record as it was right after `version`. The created state is the creation's entry
 * itself (it holds every field), so it stays reachable when retention removed the entries
 * between; any other version is the current state with every later diff undone, newest
 * first. Diffs hold only changed fields, so this reads only what changed since.
 */
export async function stateAt(
  db: Db,
  entity: string,
  id: number,
  version: number,
  current: Record<string, unknown>,
) {
  const [entry] = await db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(ofRecord(entity, id), eq(auditLog.id, version)));
  if (entry?.action === 'create') {
    const created = Object.entries(entry.changes).map(([field, change]) => [field, change.after]);
    return { ...current, ...Object.fromEntries(created) };
  }
  const later = await db
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(and(ofRecord(entity, id), gt(auditLog.id, version)))
    .orderBy(desc(auditLog.id));
  const state = { ...current };
  for (const { changes } of later) {
    for (const [field, change] of Object.entries(changes)) state[field] = change.before;
  }
  return state;
}
