import type { AuditAction } from '@adlib/shared';
import type { AuthUser } from '../auth/roles.js';
import { recordEvents } from '../events/record-event.js';
import { conflict } from '../http/errors.js';
import type { Db } from './client.js';
import { auditLog } from './schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = Record<string, unknown>;

// Bookkeeping columns that change on every write and would only add noise to the log.
const IGNORED = new Set(['updated_at', 'created_at', 'search_text']);

/** How the audit log names an entity, and the columns of its own that the log leaves out. */
export interface AuditNames {
  /** the audit log's `entity` */
  name: string;
  /** how messages name it: "Advertisement not found" */
  label: string;
  /** columns derived from elsewhere (a mirror a trigger keeps) that would log a change twice */
  unlogged?: readonly string[];
}

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : JSON.stringify(v ?? null));

/** field → { before, after } for the fields that differ, but the bookkeeping and `unlogged` ones. */
export function changedFields(before: Row | null, after: Row | null, unlogged: readonly string[] = []) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key) || unlogged.includes(key)) continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (comparable(b) !== comparable(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

/**
 * Every write records who did what to which record, inside the write's transaction, and the
 * domain events it makes (the outbox, decision 031): one place, so every audited area has them.
 */
export async function recordAudit(
  tx: Tx | Db,
  actor: Pick<AuthUser, 'id' | 'email'> | undefined,
  entity: Pick<AuditNames, 'name' | 'unlogged'>,
  entityId: number | string,
  action: AuditAction,
  before: Row | null,
  after: Row | null,
) {
  const changes = changedFields(before, after, entity.unlogged);
  await tx.insert(auditLog).values({
    user_id: actor?.id ?? null,
    user_email: actor?.email ?? null,
    entity: entity.name,
    entity_id: String(entityId),
    action,
    changes,
  });
  const changed = Object.keys(changes);
  await recordEvents(tx, {
    entity: entity.name,
    id: entityId,
    action,
    before,
    after,
    changed,
    actor: actor?.email ?? null,
  });
}

/**
 * Optimistic concurrency: a client that sends the updated_at it last read may only
 * overwrite that version. Without it the update is accepted (SPEC's clients send none).
 */
export function assertNotStale(stored: Date, seen: string | undefined, what = 'record') {
  if (seen !== undefined && new Date(seen).getTime() < stored.getTime()) {
    throw conflict(`Someone else changed this ${what} after you opened it. Reload to see their changes.`);
  }
}

export type { Tx };
