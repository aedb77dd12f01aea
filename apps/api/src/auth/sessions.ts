import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema.js';
import type { AuthUser } from './roles.js';
import { newAccessToken, sha256 } from './tokens.js';

export async function createSession(db: Db, userId: number, ttlSeconds: number) {
  const token = newAccessToken();
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Read on every call, so a revoked or expired session stops working at once. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: roles.name,
      session_id: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(sessions.token_hash, sha256(token)), gt(sessions.expires_at, new Date())))
    .limit(1);
  return row ? { ...row, role: row.role as AuthUser['role'] } : null;
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Removes at most `limit` expired sessions: called on each sign-in, so clean-up keeps pace
 * with new sessions without ever making one request pay for a large backlog.
 */
export async function deleteExpiredSessions(db: Db, limit = 100) {
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.expires_at, new Date()))
    .limit(limit);
  await db.delete(sessions).where(inArray(sessions.id, expired));
}
