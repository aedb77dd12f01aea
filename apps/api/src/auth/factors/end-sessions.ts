import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema.js';
import { SESSION_ENDED } from '../routes.js';
import { deleteSession } from '../sessions.js';

/**
 * Ends every session of a user but `keepSessionId` (the one that asked): after a factor is
 * removed, a session that a lost or stolen device holds ends with it. Each one is deleted and
 * announced to the other API processes' session caches, as a sign-out is. Answers how many ended.
 */
export async function endOtherSessions(app: FastifyInstance, userId: number, keepSessionId?: number) {
  const others = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.user_id, userId)
        : and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)),
    );
  for (const { id } of others) {
    await deleteSession(app.db, id);
    await app.bus.publish(SESSION_ENDED, String(id));
  }
  return others.length;
}
