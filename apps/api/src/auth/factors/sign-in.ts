import type { RoleName, SignInResult, SignInSecondFactor } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles, sessions, users } from '../../db/schema.js';
import { createSession, deleteExpiredSessions } from '../sessions.js';
import { sha256 } from '../tokens.js';
import { openStep } from './challenges.js';
import { factorRequired } from './policy.js';
import { awaitFactor } from './restrict.js';
import { factorsOf } from './store.js';

export interface SigningIn {
  id: number;
  role: RoleName;
}

/**
 * The session of a user who has passed every step: the answer SPEC gives (token, lifetime,
 * role), which the panel stores in its two cookies. A user REQUIRE_SECOND_FACTOR asks a factor
 * of, who has none yet, gets a session that may only add one (restrict.ts).
 */
export async function startSession(
  app: FastifyInstance,
  user: SigningIn,
  hasFactor: boolean,
): Promise<SignInResult> {
  const { db, config } = app;
  await deleteExpiredSessions(db);
  const token = await createSession(db, user.id, config.sessionTtlSeconds);
  if (!hasFactor && factorRequired(config, user.role)) {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(token)));
    if (session) await awaitFactor(db, session.id);
  }
  return { access_token: token, expires_in: config.sessionTtlSeconds, user: { role: user.role } };
}

/**
 * After the first step (the mailed code; single sign-on too): a user with a factor gets a
 * short-lived, single-use step token instead of a session, and no session exists until the
 * factor is proved (POST /api/second-factor); a user without one gets the session.
 */
export async function afterFirstStep(
  app: FastifyInstance,
  user: SigningIn,
): Promise<SignInResult | SignInSecondFactor> {
  const factors = await factorsOf(app.db, user.id);
  if (factors.length === 0) return startSession(app, user, false);
  const { token, expiresIn } = await openStep(app.db, 'second_factor', { user_id: user.id });
  const methods = [...new Set(factors.map((f) => f.kind))];
  return { second_factor: { token, expires_in: expiresIn, methods } };
}

/** The user a step belongs to, with what a session and the audit log need. */
export async function userOfStep(app: FastifyInstance, userId: number) {
  const [user] = await app.db
    .select({ id: users.id, email: users.email, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, userId));
  return user ? { ...user, role: user.role as RoleName } : null;
}
