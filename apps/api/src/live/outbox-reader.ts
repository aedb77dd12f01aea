import type { LiveAction, LiveChange } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** A record event as the stream sends it, with the entity it came from (its area's role). */
export interface OutboxChange {
  /** the outbox row's id: the stream's event id */
  id: number;
  entity: string;
  change: Omit<LiveChange, 'area'>;
}

/** The most ids one event names; a larger import names none and says how many. */
const MAX_IDS = 500;

/** The outbox's verbs the stream tells (the publish and price events repeat an `updated`). */
const ACTION_OF: Record<string, LiveAction> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  restored: 'restored',
  bulk_changed: 'bulk',
  bulk_inserted: 'bulk',
  imported: 'import',
  subscription_status_changed: 'updated',
  full_access_granted: 'updated',
  full_access_revoked: 'updated',
};

interface Row extends Record<string, unknown> {
  id: number | string;
  type: string;
  entity: string;
  entity_id: string | null;
  version: string | null;
  ids: unknown;
  count: number | string | null;
}

const toChange = (row: Row): OutboxChange | null => {
  const action = ACTION_OF[row.type.slice(row.type.indexOf('.') + 1)];
  if (!action) return null;
  const many = Array.isArray(row.ids) ? row.ids.map(Number).filter(Number.isInteger) : null;
  const one = row.entity_id !== null && /^\d+$/.test(row.entity_id) ? [Number(row.entity_id)] : [];
  const ids = many ?? one;
  return {
    id: Number(row.id),
    entity: row.entity,
    change: {
      action,
      ids,
      version: row.version,
      count: Math.max(Number(row.count ?? ids.length), ids.length),
    },
  };
};

/**
 * The outbox's events after `after` (at most `limit`), oldest first, and whether that was all
 * of them. Only ids and versions are read: the record itself (`data.record`) never is, so it
 * can never reach a stream.
 */
export async function changesAfter(db: Db, after: number, limit: number) {
  const rows = await readAfter(db, after, limit + 1);
  const complete = rows.length <= limit;
  const changes = rows.slice(0, limit).flatMap((r) => (r.change ? [r.change] : []));
  return { changes, complete };
}

/** The newest event's id: where a process starts following the outbox. */
export async function lastEventId(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: number | string | null }>(sql`select max(id) as id from event`);
  return Number(rows[0]?.id ?? 0);
}

/** How long an id the sequence gave out may stay unseen (a transaction still open) before it is taken as rolled back. */
const GAP_WAIT_MS = 10_000;

/**
 * Follows the outbox by polling: every process reads it, so a write through any process
 * reaches every stream of every other (one PostgreSQL; on the embedded database, one
 * process). Ids come from a sequence and commit out of order, so the reader keeps a floor
 * below which it has seen every id, and reads above it: an id that appears late is still
 * sent, once; one missing longer than GAP_WAIT_MS is taken as a rolled-back write.
 */
export function outboxFollower(db: Db, start: number, batch: number) {
  let floor = start;
  const seen = new Set<number>();
  let gapSince: number | null = null;
  return async function poll(now = Date.now()): Promise<OutboxChange[]> {
    const rows = await readAfter(db, floor, batch);
    const fresh = rows.filter((r) => !seen.has(r.id));
    for (const r of rows) seen.add(r.id);
    // move the floor over every id seen without a hole; wait at a hole a while
    let moved = true;
    while (moved) {
      moved = false;
      if (seen.has(floor + 1)) {
        seen.delete(floor + 1);
        floor += 1;
        moved = true;
        gapSince = null;
      } else if (seen.size > 0) {
        gapSince ??= now;
        // a hole waited out: every hole up to the next id seen goes with it
        if (now - gapSince > GAP_WAIT_MS) {
          floor += 1;
          moved = true;
        }
      }
    }
    return fresh.flatMap((r) => (r.change ? [r.change] : []));
  };
}

/** Every outbox id after `after`, each with its change when the stream tells it (ids of untold types move the floor too). */
async function readAfter(db: Db, after: number, limit: number) {
  const { rows } = await db.execute<Row>(sql`select id, type, entity, entity_id,
      data->>'version' as version,
      case when jsonb_typeof(data->'ids') = 'array' and jsonb_array_length(data->'ids') <= ${MAX_IDS}
        then data->'ids' end as ids,
      case when jsonb_typeof(data->'ids') = 'array' then jsonb_array_length(data->'ids')
        when jsonb_typeof(data->'count') = 'number' then (data->>'count')::int end as count
    from event where id > ${after} order by id limit ${limit}`);
  return rows.map((row) => ({ id: Number(row.id), change: toChange(row) }));
}
