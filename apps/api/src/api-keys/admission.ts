import { API_KEY_PREFIX } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '../auth/rate-limits.js';
import type { AuthUser, RouteRole } from '../auth/roles.js';
import { sha256 } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { apiKeys } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { keyAllows } from './scopes.js';

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/** last_used_at is written at most this often per key and process: a busy script is not a write per call */
const LAST_USED_EVERY_MS = 10_000;
const WINDOW_MS = 60_000;

/**
 * A key sent as a bearer token: read from the database on every call (a revoke holds at once
 * in every process), refused when revoked or expired (401), outside its scopes (403) or past
 * its rate (429); otherwise the request acts as the key, whose name the audit log, History and
 * the events show.
 */
export function apiKeyAdmission(app: FastifyInstance) {
  const lastUsed = new Map<number, number>();
  return async (request: FastifyRequest, reply: FastifyReply, role: RouteRole, token: string) => {
    const [key] = await app.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.token_hash, sha256(token)));
    const now = Date.now();
    if (!key || key.revoked_at || (key.expires_at && key.expires_at.getTime() <= now))
      return unauthorized('This API key is unknown, revoked or expired');
    // a key never reaches a public-only or signed-in route of a person (sign-out, the current user)
    if (role === 'signed_in' || !keyAllows(key.scopes, request.method, request.routeOptions.url ?? ''))
      return forbidden('This API key has no scope for this call');
    // one count per key across every process when REDIS_URL is set (decision 010), else this one's
    const { count, resetMs } = await app.sharedCounter.hit(`api-key:${key.id}`, WINDOW_MS);
    if (count > app.config.apiKeys.perMinute)
      return rateLimited(reply, resetMs, (w) => `Too many calls with this API key; try again in ${w}`);
    if (now - (lastUsed.get(key.id) ?? 0) >= LAST_USED_EVERY_MS) {
      lastUsed.set(key.id, now);
      await touch(app.db, key.id);
    }
    request.user = keyActor(key);
    return undefined;
  };
}

const touch = (db: Db, id: number) =>
  db.update(apiKeys).set({ last_used_at: new Date() }).where(eq(apiKeys.id, id));

/**
 * Who a key's writes are by: its name stands where a person's e-mail would (the audit log's
 * user_email, History, the events' actor). Role super within its scopes: the scopes, checked
 * above, are what limit it. No user id, no session.
 */
const keyActor = (key: { id: number; name: string }): AuthUser => ({
  id: 0,
  email: `API key: ${key.name}`,
  first_name: key.name,
  last_name: '(API key)',
  role: 'super',
  session_id: 0,
});
