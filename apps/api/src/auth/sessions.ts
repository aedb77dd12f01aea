import type { SignInMethod } from '@adlib/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema.js';
import { setBounded } from '../util/bounded-map.js';
import type { AuthUser } from './roles.js';
import { newAccessToken, sha256 } from './tokens.js';

/** Where and how a session started: the sessions list shows it (decision 027). */
export interface SessionOrigin {
  method: SignInMethod;
  ip?: string;
  userAgent?: string;
}

// a User-Agent is stored for the sessions list only: a long one is cut, not refused
const MAX_USER_AGENT = 512;

/** Starts a session; the returned id is the audit log's entity id of the sign-in. */
export async function createSessionWithId(
  db: Db,
  userId: number,
  ttlSeconds: number,
  origin: SessionOrigin = { method: 'code' },
) {
  const token = newAccessToken();
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
      method: origin.method,
      ip: origin.ip ?? null,
      user_agent: origin.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    })
    .returning({ id: sessions.id });
  // the customers list's "Last sign-in"
  await db.update(users).set({ last_signin_at: new Date() }).where(eq(users.id, userId));
  return { token, id: row?.id ?? 0 };
}

export async function createSession(db: Db, userId: number, ttlSeconds: number, origin?: SessionOrigin) {
  return (await createSessionWithId(db, userId, ttlSeconds, origin)).token;
}

/**
 * "Last seen" is written at most once in this window per session, by whichever request reads
 * the session from the database past it: no write per request (decision 027). The idle end
 * (SESSION_IDLE_MINUTES) is therefore exact to within this window.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

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
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('hash')),
        gt(sessions.expires_at, sql.placeholder('now')),
        // idle past SESSION_IDLE_MINUTES: ended (removed with the expired ones)
        gt(sessions.last_seen_at, sql.placeholder('idle_since')),
      ),
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

/**
 * The user of a live session, or null. `cacheMs` 0 reads the database on every call; `idleMs`
 * (SESSION_IDLE_MINUTES) refuses a session not seen for that long.
 */
export async function userForToken(
  db: Db,
  token: string,
  cacheMs = 0,
  idleMs = Number.POSITIVE_INFINITY,
): Promise<AuthUser | null> {
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
  const idleSince = Number.isFinite(idleMs) ? new Date(now - idleMs) : new Date(0);
  const [row] = await lookup.execute({ hash, now: new Date(now), idle_since: idleSince });
  if (!row) return null;
  const { expires_at, last_seen_at, ...fields } = row;
  if (now - last_seen_at.getTime() >= LAST_SEEN_EVERY_MS) touchSession(db, row.session_id, now);
  const user: AuthUser = { ...fields, role: row.role as AuthUser['role'] };
  if (cacheMs > 0)
    setBounded(cache, hash, { user, expiresAt: expires_at.getTime(), freshUntil: now + cacheMs }, MAX_CACHED);
  return user;
}

/**
 * Moves a session's "last seen" on, once per LAST_SEEN_EVERY_MS: not awaited by the request,
 * and conditional, so two processes reading the session at once write it once.
 */
function touchSession(db: Db, sessionId: number, now: number) {
  db.update(sessions)
    .set({ last_seen_at: new Date(now) })
    .where(and(eq(sessions.id, sessionId), lt(sessions.last_seen_at, new Date(now - LAST_SEEN_EVERY_MS))))
    .then(
      () => {},
      // a lost write only makes "last seen" older; the next request past the window writes again
      () => {},
    );
}

/** Drops a session from this process's cache: after a sign-out here, or one another process announced. */
export function forgetSession(db: Db, sessionId: number) {
  const cache = cacheOf(db);
  for (const [hash, entry] of cache) if (entry.user.session_id === sessionId) cache.delete(hash);
}
