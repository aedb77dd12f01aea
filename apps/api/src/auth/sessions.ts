import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
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

/**
 * The session lookup every guarded call makes, built once per database as a prepared
 * statement: Drizzle then skips rebuilding the query and PostgreSQL skips planning it.
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
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
    .where(
      and(eq(sessions.token_hash, sql.placeholder('hash')), gt(sessions.expires_at, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_user_for_token');
}

/** Read on every call, so a revoked or expired session stops working at once. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash: sha256(token), now: new Date() });
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
