import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/roles.js';
import type { Tx } from './audit.js';

/**
 * Names the staff user a transaction writes for (transaction-local, `adlib.actor`): the ads'
 * stamp trigger (migration 0040) reads it for an ad's creator and publisher, so the lists'
 * Added by and Published by agree with the audit log's author. None: the system.
 */
export async function actingAs(tx: Tx, actor: Pick<AuthUser, 'id'> | undefined) {
  await tx.execute(sql`select set_config('adlib.actor', ${actor ? String(actor.id) : ''}, true)`);
}
