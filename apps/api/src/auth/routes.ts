import {
  apiResponses,
  type CurrentUser,
  currentUser,
  signInCodeSent,
  signInRequest,
  signInResult,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.js';
import { unauthorized } from '../http/errors.js';
import { perIpCodeLimit } from './rate-limits.js';
import { deleteSession, forgetSession } from './sessions.js';
import { redeemSignInCode, sendSignInCode } from './sign-in-steps.js';

/** Bus topic: a session id that was signed out, for the other processes' session caches. */
const SESSION_ENDED = 'session-ended';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
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
      if (code === undefined) return ok(await sendSignInCode(app, request, reply, email));
      return ok(await redeemSignInCode(app, reply, { email, code, key }));
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
