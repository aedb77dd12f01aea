import { type CurrentUser, type SignInResult, signInRequest } from '@adlib/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roles, signinCodes, users } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { badRequest, tooMany, unauthorized } from '../http/errors.js';
import { createSession, deleteSession } from './sessions.js';
import { codeHash, newSignInCode } from './tokens.js';

const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_WRONG_CODES = 5;
const MAX_CODES_PER_ADDRESS_PER_WINDOW = 5;
const WRONG_CODE = 'This code is wrong or has expired; ask for a new one';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;

  app.post(
    '/api/signin-without-password',
    {
      config: {
        role: 'public',
        rateLimit: { max: 20, timeWindow: '1 minute' }, // per IP
      },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a sign-in code (email), or exchange it for a token (email + code)',
        body: signInRequest,
      },
    },
    async (request) => {
      const { email, code } = request.body;
      if (code === undefined) {
        const since = new Date(Date.now() - CODE_TTL_MS);
        const [recent] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(signinCodes)
          .where(and(eq(signinCodes.email, email), gt(signinCodes.created_at, since)));
        if ((recent?.n ?? 0) >= MAX_CODES_PER_ADDRESS_PER_WINDOW) throw tooMany();
        const code = newSignInCode();
        // A row is written for unknown addresses too: the answer, its timing and the
        // per-address limit must not tell whether an address has an account.
        await db.insert(signinCodes).values({
          email,
          code_hash: codeHash(email, code),
          expires_at: new Date(Date.now() + CODE_TTL_MS),
        });
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (user) {
          const link = `${config.publicUrl}/signin?email=${encodeURIComponent(email)}&code=${code}`;
          await mailer.send({
            to: email,
            subject: `Your sign-in code: ${code}`,
            text: `Your code is ${code}. It works once, for 15 minutes.\n\nOr open this link to sign in: ${link}\n\nIf you did not ask for it, ignore this message.`,
            logLine: `sign-in code for ${email}: ${code} ${link}`,
          });
        }
        return ok({ sent: true, expires_in: CODE_TTL_MS / 1000 });
      }

      const [issued] = await db
        .select()
        .from(signinCodes)
        .where(
          and(
            eq(signinCodes.email, email),
            isNull(signinCodes.used_at),
            gt(signinCodes.expires_at, new Date()),
          ),
        )
        .orderBy(desc(signinCodes.created_at))
        .limit(1);
      if (!issued) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      if (issued.code_hash !== codeHash(email, code)) {
        const failed = issued.failed_attempts + 1;
        await db
          .update(signinCodes)
          .set({ failed_attempts: failed, ...(failed >= MAX_WRONG_CODES && { used_at: new Date() }) })
          .where(eq(signinCodes.id, issued.id));
        throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      }
      // Single use: only the request that flips used_at from null wins.
      const claimed = await db
        .update(signinCodes)
        .set({ used_at: new Date() })
        .where(and(eq(signinCodes.id, issued.id), isNull(signinCodes.used_at)))
        .returning({ id: signinCodes.id });
      if (claimed.length === 0) throw badRequest(WRONG_CODE, { code: WRONG_CODE });

      const [user] = await db
        .select({ id: users.id, role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(eq(users.email, email));
      if (!user) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
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
    { config: { role: 'signed_in' }, schema: { tags: ['auth'], summary: 'The signed-in user' } },
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
    { config: { role: 'signed_in' }, schema: { tags: ['auth'], summary: 'End this session' } },
    async (request) => {
      if (request.user) await deleteSession(db, request.user.session_id);
      return ok({ signed_out: true });
    },
  );
};
