import type { RoleName, SignInMethod, SignInResult, SignInSecondFactor } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roles, users } from '../../db/schema.js';
import { startSession } from '../start-session.js';
import { openStep } from './challenges.js';
import { factorRequired } from './policy.js';
import { awaitFactor } from './restrict.js';
import { factorsOf } from './store.js';

export interface SigningIn {
  id: number;
  email: string;
  role: RoleName;
}

/** The first steps that may still owe a second factor; a passkey alone is both. */
export type FirstStep = Extract<SignInMethod, 'code' | 'sso'>;

/**
 * The session of a user who has passed every step, started by the one `startSession` with how
 * they came in. A user REQUIRE_SECOND_FACTOR asks a factor of, who has none yet, gets a session
 * that may only add one (restrict.ts).
 */
async function signedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SigningIn,
  method: SignInMethod,
  hasFactor: boolean,
): Promise<SignInResult> {
  const { answer, sessionId } = await startSession(app, request, user, method);
  if (!hasFactor && factorRequired(app.config, user.role)) await awaitFactor(app.db, sessionId);
  return answer;
}

/**
 * After the first step (the mailed code, or single sign-on): a user with a factor gets a
 * short-lived, single-use step token instead of a session, and no session exists until the
 * factor is proved (POST /api/second-factor); a user without one gets the session.
 */
export async function afterFirstStep(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SigningIn,
  method: FirstStep,
): Promise<SignInResult | SignInSecondFactor> {
  const factors = await factorsOf(app.db, user.id);
  if (factors.length === 0) return signedIn(app, request, user, method, false);
  const { token, expiresIn } = await openStep(app.db, 'second_factor', { user_id: user.id, method });
  const methods = [...new Set(factors.map((f) => f.kind))];
  return { second_factor: { token, expires_in: expiresIn, methods } };
}

/**
 * A factor proved: the second step after the mailed code or single sign-on (the session says
 * which of the two), or a passkey alone ('passkey').
 */
export function afterFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SigningIn,
  method: SignInMethod,
): Promise<SignInResult> {
  return signedIn(app, request, user, method, true);
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
