import type { RoleName, SignInResult, SignInSecondFactor } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roles, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { CODE_TTL_MS, codeLimitWaitMs, deleteOldCodes, issueCode } from './codes.js';
import { afterFirstStep } from './factors/sign-in.js';
import { rateLimited, requesterOf } from './rate-limits.js';
import { redeemCode } from './redeem.js';

const WRONG_CODE = 'This code is wrong or has expired; ask for a new one';
// The words the sign-in screen shows over a limit: what happened, what still works, how long.
const TOO_MANY_CODES = (wait: string) =>
  `Too many codes were asked for this address: the codes already sent still work, and a new one can be sent in ${wait}`;
const CODES_LOCKED = (wait: string) =>
  `Too many wrong codes for this address today: open the link in the e-mail instead, or type a code again in ${wait}`;

/** Mails the code and its link; not awaited by the caller's answer (see sendSignInCode). */
function mailSignInCode(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  email: string,
  code: string,
  key: string,
) {
  const link = `${app.config.publicUrl}/signin?email=${encodeURIComponent(email)}&code=${code}&key=${key}`;
  app.mailer
    .send({
      to: email,
      subject: `Your sign-in code: ${code}`,
      text: `Your code is ${code}. It works once, for 15 minutes.\n\nOr open this link to sign in: ${link}\n\nIf you did not ask for it, ignore this message.`,
      logLine: `sign-in code for ${email}: ${code} ${link}`,
    })
    .catch((err: unknown) => log.error({ err }, 'the sign-in mail could not be sent'));
}

/** The first step: a code for the address, mailed when the address has an account. */
export async function sendSignInCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) {
  const { db } = app;
  const requester = requesterOf(request);
  const waitMs = await codeLimitWaitMs(db, email, requester);
  if (waitMs > 0) throw rateLimited(reply, waitMs, TOO_MANY_CODES);
  await deleteOldCodes(db);
  // A code is stored for unknown addresses too: the answer, its timing and the
  // per-address limit must not tell whether an address has an account.
  const { code, key } = await issueCode(db, email, requester);
  const [user] = await db
    .select({ id: users.id, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.email, email));
  // Not awaited, for the same reason: an SMTP round trip (or an SMTP failure) for known
  // addresses only would tell them apart. A failed delivery is logged for the operator.
  // STAFF_SIGNIN=sso: staff sign in through the provider only, so no code is mailed to them.
  if (user && !staffMustUseSso(app, user.role)) mailSignInCode(app, request.log, email, code, key);
  return { sent: true as const, expires_in: CODE_TTL_MS / 1000 };
}

/**
 * The second step: a right code (or the link's key) starts a session, or for a user with a
 * second factor the step that asks for it (decision 026).
 */
export async function redeemSignInCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, code, key }: { email: string; code: string; key: string | undefined },
): Promise<SignInResult | SignInSecondFactor> {
  const { db } = app;
  const redeemed = await redeemCode(db, email, code, key);
  if (!redeemed.ok && redeemed.lockedForMs) throw rateLimited(reply, redeemed.lockedForMs, CODES_LOCKED);
  if (!redeemed.ok) throw badRequest(WRONG_CODE, { code: WRONG_CODE });

  const [user] = await db
    .select({ id: users.id, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.email, email));
  if (!user) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  // no code was mailed to them (sendSignInCode); a code from before the setting is refused too
  if (staffMustUseSso(app, user.role)) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  return afterFirstStep(app, request, { id: user.id, email, role: user.role as RoleName }, 'code');
}

/**
 * STAFF_SIGNIN=sso with single sign-on configured: admin and super sign in through the provider
 * only (no mailed code, and no passkey alone either: the provider's groups decide at each sign-in).
 */
export function staffMustUseSso(app: FastifyInstance, role: string) {
  return Boolean(app.config.sso?.staffSsoOnly) && (role === 'admin' || role === 'super');
}
