import type { Db } from './client.js';

type Listener = () => unknown;

// Keyed by the database handle, so two apps in one process (tests, a worker) never hear each
// other's writes; the entity name is the audit log's, which every audited path already knows.
const listenersByDb = new WeakMap<Db, Map<string, Listener[]>>();

/**
 * Calls `listener` after each committed audited write of `entity` through `db`: a create, an
 * edit, a delete, a bulk change, an import, a restore from the trash. The list totals listen
 * here (lists/register.ts), so no route clears them by hand.
 */
export function onEntityWrite(db: Db, entity: string, listener: Listener): void {
  let byEntity = listenersByDb.get(db);
  if (!byEntity) {
    byEntity = new Map();
    listenersByDb.set(db, byEntity);
  }
  const listeners = byEntity.get(entity) ?? [];
  listeners.push(listener);
  byEntity.set(entity, listeners);
}

/** Tells the listeners of `entity` that its records changed (call after the commit). */
export async function entityWritten(db: Db, entity: string): Promise<void> {
  const listeners = listenersByDb.get(db)?.get(entity);
  if (!listeners) return;
  await Promise.all(listeners.map((listener) => listener()));
}
