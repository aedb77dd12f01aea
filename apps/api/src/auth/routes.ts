import {
  apiResponses,
  type CurrentUser,
  currentUser,
  type SignInResult,
  signInCodeSent,
  signInRequest,
  signInResult,
} from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles, users } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { CODE_TTL_MS, codeLimitWaitMs, deleteOldCodes, issueCode } from './codes.js';
import { perIpCodeLimit, rateLimited, requesterOf } from './rate-limits.js';
import { redeemCode } from './redeem.js';
import { createSession, deleteExpiredSessions, deleteSession, forgetSession } from './sessions.js';

const WRONG_CODE = 'This code is wrong or has expired; ask for a new one';
// The words the sign-in screen shows over a limit: what happened, what still works, how long.
const TOO_MANY_CODES = (wait: string) =>
  `Too many codes were asked for this address: the codes already sent still work, and a new one can be sent in ${wait}`;
const CODES_LOCKED = (wait: string) =>
  `Too many wrong codes for this address today: open the link in the e-mail instead, or type a code again in ${wait}`;
/** Bus topic: a session id that was signed out, for the other processes' session caches. */
const SESSION_ENDED = 'session-ended';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  app.bus.subscribe(SESSION_ENDED, (id) => forgetSession(db, Number(id)));

  app.post(
    '/api/signin-without-password',
    {
      config: {
        role: 'public',
        rateLimit: perIpCodeLimit,
      },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a sign-in code (email), or exchange it for a token (email + code)',
        body: signInRequest,
        response: apiResponses(z.union([signInCodeSent, signInResult])),
      },
    },
    async (request, reply) => {
      const { email, code, key } = request.body;
      if (code === undefined) {
        const requester = requesterOf(request);
        const waitMs = await codeLimitWaitMs(db, email, requester);
        if (waitMs > 0) throw rateLimited(reply, waitMs, TOO_MANY_CODES);
        await deleteOldCodes(db);
        // A code is stored for unknown addresses too: the answer, its timing and the
        // per-address limit must not tell whether an address has an account.
        const { code, key } = await issueCode(db, email, requester);
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (user) {
          const link = `${config.publicUrl}/signin?email=${encodeURIComponent(email)}&code=${code}&key=${key}`;
          // Not awaited, for the same reason: an SMTP round trip (or an SMTP failure) for known
          // addresses only would tell them apart. A failed delivery is logged for the operator.
          mailer
            .send({
              to: email,
              subject: `Your sign-in code: ${code}`,
              text: `Your code is ${code}. It works once, for 15 minutes.\n\nOr open this link to sign in: ${link}\n\nIf you did not ask for it, ignore this message.`,
              logLine: `sign-in code for ${email}: ${code} ${link}`,
            })
            .catch((err: unknown) => request.log.error({ err }, 'the sign-in mail could not be sent'));
        }
        return ok({ sent: true, expires_in: CODE_TTL_MS / 1000 });
      }

      const redeemed = await redeemCode(db, email, code, key);
      if (!redeemed.ok && redeemed.lockedForMs) throw rateLimited(reply, redeemed.lockedForMs, CODES_LOCKED);
      if (!redeemed.ok) throw badRequest(WRONG_CODE, { code: WRONG_CODE });

      const [user] = await db
        .select({ id: users.id, role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(eq(users.email, email));
      if (!user) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      await deleteExpiredSessions(db);
      const token = await createSession(db, user.id, config.sessionTtlSeconds);
      const result: SignInResult = {
        access_token: token,
        expires_in: config.sessionTtlSeconds,
        user: { role: user.role as SignInResult['user']['role'] },
      };
      return ok(result);
    },
  );

  app.get(
    '/api/user',
    {
      config: { role: 'signed_in' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: apiResponses(currentUser) },
    },
    async (request) => {
      const u = request.user;
      if (!u) throw unauthorized();
      const me: CurrentUser = {
        id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
        email: u.email,
        role: { name: u.role },
      };
      return ok(me);
    },
  );

  app.post(
    '/api/signout',
    {
      config: { role: 'signed_in' },
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: apiResponses(z.object({ signed_out: z.boolean() })),
      },
    },
    async (request) => {
      if (request.user) {
        await deleteSession(db, request.user.session_id);
        // awaited: once the client has this answer, no other process still serves the session
        await app.bus.publish(SESSION_ENDED, String(request.user.session_id));
      }
      return ok({ signed_out: true });
    },
  );
};
