import { sessionContract } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { sessionAwaitsFactor } from './factors/restrict.js';
import { perIpCodeLimit } from './rate-limits.js';
import { deleteSession, forgetSession } from './sessions.js';
import { redeemSignInCode, sendSignInCode } from './sign-in-steps.js';

/** Bus topic: a session id that was signed out, for the other processes' session caches. */
export const SESSION_ENDED = 'session-ended';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.bus.subscribe(SESSION_ENDED, (id) => forgetSession(db, Number(id)));

  const tags = ['auth'];

  serve(
    app,
    sessionContract.signIn,
    { role: 'public', tags, rateLimit: perIpCodeLimit },
    async ({ body, request, reply }) => {
      const { email, code, key } = body;
      if (code === undefined) return sendSignInCode(app, request, reply, email);
      return redeemSignInCode(app, reply, { email, code, key });
    },
  );

  serve(app, sessionContract.currentUser, { role: 'signed_in', tags }, async ({ user }) => {
    if (!user) throw unauthorized();
    // said only when true: the answer keeps its shape for every other session
    const mustAdd = await sessionAwaitsFactor(db, user.session_id);
    return {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role: { name: user.role },
      ...(mustAdd && { must_add_second_factor: true }),
    };
  });

  serve(app, sessionContract.signOut, { role: 'signed_in', tags }, async ({ user }) => {
    if (user) {
      await deleteSession(db, user.session_id);
      // awaited: once the client has this answer, no other process still serves the session
      await app.bus.publish(SESSION_ENDED, String(user.session_id));
    }
    return { signed_out: true };
  });
};
