import type { RoleName, SignInMethod, SignInResult } from '@adlib/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditSignIn, deleteEndedSessions } from './session-list.js';
import { createSessionWithId } from './sessions.js';

/** A session just started: the answer for the client, and its id for what the caller adds to it. */
export interface StartedSession {
  answer: SignInResult;
  sessionId: number;
}

/**
 * The last step of every way in (mailed code, single sign-on, passkey): a new session with
 * where and how it started, its audit entry, and the answer SPEC's sign-in reads (the panel
 * then writes the two cookies and goes on exactly as after a code). Called only through
 * `factors/sign-in.ts`, which decides first whether a second factor is still owed (decision 026)
 * and, with the session id, whether the session may only add one.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; email: string; role: RoleName },
  method: SignInMethod,
): Promise<StartedSession> {
  const { db, config } = app;
  await deleteEndedSessions(db, config.sessionIdleMs);
  const { token, id } = await createSessionWithId(db, user.id, config.sessionTtlSeconds, {
    method,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await auditSignIn(db, user, id);
  return {
    answer: { access_token: token, expires_in: config.sessionTtlSeconds, user: { role: user.role } },
    sessionId: id,
  };
}
