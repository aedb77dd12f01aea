import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema.js';
import { setBounded } from '../util/bounded-map.js';
import type { AuthUser } from './roles.js';
import { newAccessToken, sha256 } from './tokens.js';

export async function createSession(db: Db, userId: number, ttlSeconds: number) {
  const token = newAccessToken();
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
  });
  // the customers list's "Last sign-in"
  await db.update(users).set({ last_signin_at: new Date() }).where(eq(users.id, userId));
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
      expires_at: sessions.expires_at,
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

/**
 * Sessions read in the last SESSION_CACHE_MS, by token hash, per database. A burst of calls
 * (a list scrolled, a screen's parallel requests, a load test) then costs one lookup instead
 * of a database round trip each — on a 2-core machine that round trip was a fifth of a list
 * page's cost. The window is short on purpose: a person's clicks are further apart than it,
 * so they are read afresh; a session signed out through this process is forgotten at once,
 * and so it is by the other API processes when they share REDIS_URL (auth/routes.ts, decision
 * 010); an expired one is refused at its expiry, and one deleted behind the API (SQL by hand,
 * another process without REDIS_URL) stops working within the window.
 */
interface CachedSession {
  user: AuthUser;
  expiresAt: number;
  freshUntil: number;
}
const MAX_CACHED = 10_000;
const caches = new WeakMap<Db, Map<string, CachedSession>>();
function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The user of a session read in the last SESSION_CACHE_MS and not expired, or null (ask userForToken). */
export function cachedUserForToken(db: Db, token: string): AuthUser | null {
  const hit = caches.get(db)?.get(sha256(token));
  const now = Date.now();
  return hit && now < hit.freshUntil && now < hit.expiresAt ? hit.user : null;
}

/** The user of a live session, or null. `cacheMs` 0 reads the database on every call. */
export async function userForToken(db: Db, token: string, cacheMs = 0): Promise<AuthUser | null> {
  const hash = sha256(token);
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(hash);
  if (hit && now < hit.freshUntil && now < hit.expiresAt) return hit.user;
  cache.delete(hash);

  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash, now: new Date(now) });
  if (!row) return null;
  const { expires_at, ...fields } = row;
  const user: AuthUser = { ...fields, role: row.role as AuthUser['role'] };
  if (cacheMs > 0)
    setBounded(cache, hash, { user, expiresAt: expires_at.getTime(), freshUntil: now + cacheMs }, MAX_CACHED);
  return user;
}

/** Ends a session: deleted in the database and forgotten by this process's cache. */
export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSession(db, sessionId);
}

/** Drops a session from this process's cache: after a sign-out here, or one another process announced. */
export function forgetSession(db: Db, sessionId: number) {
  const cache = cacheOf(db);
  for (const [hash, entry] of cache) if (entry.user.session_id === sessionId) cache.delete(hash);
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

/**
 * Ends every session of a user at once (a role change, decision 010): deleted in the database
 * (inside the caller's transaction when given one) and forgotten by this process's cache.
 */
export async function endUserSessions(db: Pick<Db, 'delete'>, cacheOwner: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
  const cache = cacheOf(cacheOwner);
  for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
}
