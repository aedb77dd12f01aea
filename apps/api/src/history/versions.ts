import { type AuditAction, HISTORY_KINDS, type HistoryKind, type HistoryPage } from '@adlib/shared';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditBulkRecords, auditLog } from '../db/schema.js';

type Changes = Record<string, { before: unknown; after: unknown }>;

/**
 * What an area's history says beyond the kit's actions (create, delete, and those named as a
 * kind: restored, import, bulk, visibility): its own audit actions ('bulk-insert' → 'bulk') and
 * fields whose change alone is a kind of its own (an update of `visible` alone → 'visibility').
 */
export interface HistoryKinds {
  actions?: Readonly<Record<string, HistoryKind>>;
  soleField?: Readonly<Record<string, HistoryKind>>;
}

const isKind = (action: string): action is HistoryKind =>
  (HISTORY_KINDS as readonly string[]).includes(action);

/** The audit log's action → the kind of change the History panel shows. */
export function kindOf(action: string, changes: Changes, kinds: HistoryKinds = {}): HistoryKind {
  if (action === 'create') return 'created';
  if (action === 'delete') return 'deleted';
  const own = kinds.actions?.[action];
  if (own) return own;
  if (isKind(action)) return action;
  const keys = Object.keys(changes);
  const sole = keys.length === 1 && keys[0] !== undefined ? kinds.soleField?.[keys[0]] : undefined;
  return sole ?? 'updated';
}

const ofRecord = (entity: string, id: number) =>
  and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id)));

interface EntryRow {
  id: number;
  at: Date;
  user_email: string | null;
  action: AuditAction;
  changes: Changes;
  /** a bulk entry that inserted the record (an import's new row): `changes` is empty */
  created: boolean;
}

/**
 * A record's entries, newest first: its own, and the bulk entries that changed it with its
 * own diff (audit_bulk_records, decision 017). Each side is read through its (entity,
 * entity_id, id) index and limited before the two are merged.
 */
async function recordEntries(
  db: Db,
  entity: string,
  id: number,
  range: { before?: number; after?: number; limit?: number },
): Promise<EntryRow[]> {
  const key = String(id);
  const own = and(
    ofRecord(entity, id),
    range.before ? lt(auditLog.id, range.before) : undefined,
    range.after ? gt(auditLog.id, range.after) : undefined,
  );
  const inBulk = and(
    eq(auditBulkRecords.entity, entity),
    eq(auditBulkRecords.entity_id, key),
    range.before ? lt(auditBulkRecords.audit_id, range.before) : undefined,
    range.after ? gt(auditBulkRecords.audit_id, range.after) : undefined,
  );
  const columns = {
    id: auditLog.id,
    at: auditLog.at,
    user_email: auditLog.user_email,
    action: auditLog.action,
  };
  const ownQuery = db
    .select({ ...columns, changes: auditLog.changes, created: sql<boolean>`false` })
    .from(auditLog)
    .where(own);
  const bulkQuery = db
    .select({ ...columns, changes: auditBulkRecords.changes, created: auditBulkRecords.created })
    .from(auditBulkRecords)
    .innerJoin(auditLog, eq(auditLog.id, auditBulkRecords.audit_id))
    .where(inBulk);
  const [mine, bulk] = await Promise.all(
    range.limit
      ? [
          ownQuery.orderBy(desc(auditLog.id)).limit(range.limit),
          bulkQuery.orderBy(desc(auditBulkRecords.audit_id)).limit(range.limit),
        ]
      : [ownQuery, bulkQuery],
  );
  const rows = [...mine, ...bulk].sort((a, b) => b.id - a.id);
  return range.limit ? rows.slice(0, range.limit) : rows;
}

type State = Record<string, unknown>;

/** A record as the audit log's JSON holds it: dates as ISO text, so current and logged values compare. */
export const asLogged = (record: object): State => JSON.parse(JSON.stringify(record)) as State;

/** Fields a created version does not list: the record's identity and its clock. */
const NOT_LISTED = new Set(['id', 'created_at', 'updated_at']);

/**
 * What a bulk entry that inserted the record wrote (an import's new row, stored without a
 * diff): every field of the record's state at that version that holds a value, before null.
 */
async function createdChanges(db: Db, entity: string, id: number, version: number, current: State) {
  const state = await stateAt(db, entity, id, version, current);
  const changes: Changes = {};
  for (const [field, value] of Object.entries(state)) {
    if (NOT_LISTED.has(field) || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    changes[field] = { before: null, after: value };
  }
  return changes;
}

/**
 * One page of a record's versions, newest first, keyset on the audit id (index
 * audit_entity_idx). `current` is the record as it is now (asLogged), from which a version
 * stored without its diff (an import's insert) is rebuilt.
 */
export async function versionsPage(
  db: Db,
  entity: string,
  id: number,
  page: { before?: number; size: number },
  current: State,
  kinds: HistoryKinds = {},
): Promise<HistoryPage> {
  const rows = await recordEntries(db, entity, id, { before: page.before, limit: page.size + 1 });
  const shown = rows.slice(0, page.size);
  for (const row of shown)
    if (row.created) row.changes = await createdChanges(db, entity, id, row.id, current);
  return {
    versions: shown.map((row) => ({
      version: row.id,
      at: row.at,
      by: row.user_email,
      kind: kindOf(row.action, row.changes, kinds),
      changes: row.changes,
    })),
    next_before: rows.length > page.size ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** Whether `version` is one of this record's versions (its own entry or a bulk entry of it). */
export async function isVersionOf(db: Db, entity: string, id: number, version: number) {
  const [[own], [bulk]] = await Promise.all([
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(ofRecord(entity, id), eq(auditLog.id, version))),
    db
      .select({ id: auditBulkRecords.audit_id })
      .from(auditBulkRecords)
      .where(
        and(
          eq(auditBulkRecords.entity, entity),
          eq(auditBulkRecords.entity_id, String(id)),
          eq(auditBulkRecords.audit_id, version),
        ),
      ),
  ]);
  return Boolean(own ?? bulk);
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
  // newest first, the record's own entries and its bulk entries alike
  const later = await recordEntries(db, entity, id, { after: version });
  const state = { ...current };
  for (const { changes } of later) {
    for (const [field, change] of Object.entries(changes)) state[field] = change.before;
  }
  return state;
}
