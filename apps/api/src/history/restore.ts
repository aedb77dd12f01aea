import type { HistoryRestoreResult } from '@adlib/shared';
import type { AuthUser } from '../auth/roles.js';
import { assertNotStale, changedFields } from '../db/audit.js';
import { withAuditAction } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../http/errors.js';
import type { HistoryArea } from './history-area.js';
import { asLogged, isVersionOf, stateAt } from './versions.js';

type State = Record<string, unknown>;

/** The edit form's values for a state, through the area's shared schema (400 when refused). */
async function editValues<V>(db: Db, area: HistoryArea<V>, state: State, seen: string) {
  const shaped = area.toValues ? await area.toValues(db, state) : state;
  const parsed = area.input.safeParse({ ...shaped, updated_at: seen });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  throw badRequest("This version does not pass today's rules for this record", fields);
}

/**
 * Puts record `id` back to its state at `version` through the area's own edit (same
 * validation, version check, links and role), logged as 'restored'. Nothing to change: no write.
 */
export async function restoreVersion<V>(
  db: Db,
  actor: AuthUser | undefined,
  area: HistoryArea<V>,
  at: { id: number; version: number; seen: string },
): Promise<HistoryRestoreResult> {
  const loaded = await area.load(db, at.id);
  const current = asLogged(loaded);
  assertNotStale(new Date(String(current.updated_at)), at.seen, area.entity.label.toLowerCase());
  if (!(await isVersionOf(db, area.entity.name, at.id, at.version))) throw notFound('Version');
  const target = await stateAt(db, area.entity.name, at.id, at.version, current);
  const now = await editValues(db, area, current, at.seen);
  const then = await editValues(db, area, target, at.seen);
  const changes = changedFields(now as State, then as State);
  if (Object.keys(changes).length === 0) return { restored: false, changes, updated_at: null };
  await withAuditAction('restored', () => area.save(db, actor, at.id, then));
  const after = asLogged(await area.load(db, at.id));
  return { restored: true, changes, updated_at: String(after.updated_at) };
}
