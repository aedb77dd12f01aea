import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { sessions, sessionsAwaitingFactor } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { setBounded } from '../../util/bounded-map.js';

export const ADD_A_FACTOR_FIRST = 'Add a passkey or an authenticator app on the Security page first';

// like the session cache (sessions.ts): a burst of calls costs one look-up per SESSION_CACHE_MS
const MAX_CACHED = 10_000;
const caches = new WeakMap<Db, Map<number, { awaiting: boolean; freshUntil: number }>>();
function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Whether this session may only add a second factor (REQUIRE_SECOND_FACTOR, decision 026). */
export async function sessionAwaitsFactor(db: Db, sessionId: number, cacheMs = 0) {
  const cache = cacheOf(db);
  const hit = cache.get(sessionId);
  const now = Date.now();
  if (hit && now < hit.freshUntil) return hit.awaiting;
  const [row] = await db
    .select({ id: sessionsAwaitingFactor.session_id })
    .from(sessionsAwaitingFactor)
    .where(eq(sessionsAwaitingFactor.session_id, sessionId));
  if (cacheMs > 0)
    setBounded(cache, sessionId, { awaiting: Boolean(row), freshUntil: now + cacheMs }, MAX_CACHED);
  return Boolean(row);
}

/** This session may only add a factor until one is added. */
export async function awaitFactor(db: Db, sessionId: number) {
  await db.insert(sessionsAwaitingFactor).values({ session_id: sessionId }).onConflictDoNothing();
  cacheOf(db).delete(sessionId);
}

/** The user added a factor: each of their sessions may use the panel again. */
export async function releaseSessions(db: Db, userId: number) {
  const own = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, userId));
  await db.delete(sessionsAwaitingFactor).where(inArray(sessionsAwaitingFactor.session_id, own));
  caches.delete(db);
}

/**
 * A session awaiting its factor reaches only what any signed-in user may (who am I, sign out,
 * the Security page's calls): every admin and super route answers 403 until a factor is added.
 * Registered at the root, after the role guard has read the session.
 */
export function registerFactorRestriction(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const role = request.routeOptions.config.role;
    if (role !== 'admin' && role !== 'super') return;
    const user = request.user;
    if (user && (await sessionAwaitsFactor(app.db, user.session_id, app.config.sessionCacheMs)))
      throw forbidden(ADD_A_FACTOR_FIRST);
  });
}
