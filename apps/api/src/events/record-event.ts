import type { AuditAction } from '@adlib/shared';
import type { Db } from '../db/client.js';
import { eventVerb, FIELD_EVENTS, PUBLISH_FIELDS } from './catalogue.js';
import { events } from './tables.js';

type Row = Record<string, unknown>;
/** a transaction of the app's database (db/audit.ts's, not imported: audit.ts calls this module) */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the audited write knows of one record's change. */
export interface RecordChange {
  entity: string;
  id: number | string;
  action: AuditAction;
  before: Row | null;
  after: Row | null;
  /** the fields that differ (the audit entry's keys) */
  changed: readonly string[];
  actor: string | null;
}

const versionOf = (row: Row | null) => {
  const v = row?.updated_at;
  return v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null;
};

/** The events one record's change makes: its verb's, and a publish or field event it implies. */
export function eventsOf(change: RecordChange) {
  const verb = eventVerb(change.action);
  if (!verb) return [];
  const record = change.after ?? change.before;
  const data = { id: change.id, version: versionOf(change.after), changed: change.changed, record };
  const types = [`${change.entity}.${verb}`];
  const published = PUBLISH_FIELDS[change.entity];
  if (
    published &&
    change.changed.includes(published) &&
    change.action !== 'create' &&
    change.action !== 'delete'
  )
    types.push(`${change.entity}.${change.after?.[published] ? 'published' : 'unpublished'}`);
  if (published && change.action === 'create' && change.after?.[published])
    types.push(`${change.entity}.published`);
  for (const [field, verbOf] of Object.entries(FIELD_EVENTS[change.entity] ?? {}))
    if (change.changed.includes(field) && change.action === 'update')
      types.push(`${change.entity}.${verbOf}`);
  return [...new Set(types)].map((type) => ({
    type,
    entity: change.entity,
    entity_id: String(change.id),
    data,
    actor: change.actor,
  }));
}

/**
 * Writes a record's events in the caller's transaction (the outbox): called by the audit write
 * itself (db/audit.ts), so every audited change of every area has them, and a rolled-back
 * change has none.
 */
export async function recordEvents(tx: Tx | Db, ...changes: RecordChange[]): Promise<void> {
  const rows = changes.flatMap(eventsOf);
  if (rows.length) await tx.insert(events).values(rows);
}
