import { sessionContract, sessionsContract } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../db/schema.js';
import { HttpError, notFound, unauthorized } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { sessionAwaitsFactor } from './factors/restrict.js';
import { perIpCodeLimit } from './rate-limits.js';
import { endSessionsOfUser, listSessions, registerSessionBus, SESSION_ENDED } from './session-list.js';
import { forgetSession } from './sessions.js';
import { redeemSignInCode, sendSignInCode } from './sign-in-steps.js';
import { ssoRoutes } from './sso/routes.js';

const NO_SUCH_SESSION = 'This session has already ended';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerSessionBus(db, app.bus);
  app.bus.subscribe(SESSION_ENDED, (id) => forgetSession(db, Number(id)));

  const tags = ['auth'];

  serve(
    app,
    sessionContract.signIn,
    { role: 'public', tags, rateLimit: perIpCodeLimit },
    async ({ body, request, reply }) => {
      const { email, code, key } = body;
      if (code === undefined) return sendSignInCode(app, request, reply, email);
      return redeemSignInCode(app, request, reply, { email, code, key });
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
    if (user)
      await endSessionsOfUser(db, user.id, { only: user.session_id, actor: user, reason: 'signed out' });
    return { signed_out: true };
  });

  // Each user's own sessions (decision 027)
  serve(app, sessionsContract.mine, { role: 'signed_in', tags }, async ({ user }) => {
    if (!user) throw unauthorized();
    return { records: await listSessions(db, user.id, user.session_id, app.config.sessionIdleMs) };
  });

  serve(app, sessionsContract.endMine, { role: 'signed_in', tags }, async ({ user, params }) => {
    if (!user) throw unauthorized();
    const ended = await endSessionsOfUser(db, user.id, {
      only: params.id,
      actor: user,
      reason: params.id === user.session_id ? 'signed out' : 'ended from the sessions list',
    });
    if (ended === 0) throw new HttpError(404, 'not_found', NO_SUCH_SESSION);
    return { ended };
  });

  serve(app, sessionsContract.endMyOthers, { role: 'signed_in', tags }, async ({ user }) => {
    if (!user) throw unauthorized();
    return { ended: await endSessionsOfUser(db, user.id, { except: user.session_id, actor: user }) };
  });

  // A super's view of anyone's sessions: the customer detail and the staff edit screens
  const assertUser = async (id: number) => {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!found) throw notFound('User');
  };

  serve(app, sessionsContract.ofUser, { role: 'super', tags }, async ({ user, params }) => {
    await assertUser(params.id);
    return { records: await listSessions(db, params.id, user?.session_id, app.config.sessionIdleMs) };
  });

  serve(app, sessionsContract.endOfUser, { role: 'super', tags }, async ({ user, params }) => {
    await assertUser(params.id);
    const ended = await endSessionsOfUser(db, params.id, {
      only: params.sessionId,
      actor: user,
      reason: 'ended by a super',
    });
    if (ended === 0) throw new HttpError(404, 'not_found', NO_SUCH_SESSION);
    return { ended };
  });

  serve(app, sessionsContract.endAllOfUser, { role: 'super', tags }, async ({ user, params }) => {
    await assertUser(params.id);
    return { ended: await endSessionsOfUser(db, params.id, { actor: user, reason: 'ended by a super' }) };
  });

  await app.register(ssoRoutes);
};
