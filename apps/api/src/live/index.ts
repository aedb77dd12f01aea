import { apiResponses, liveAreaOf, liveContract } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import { bearerToken, cookieToken } from '../auth/guard.js';
import type { RouteRole } from '../auth/roles.js';
import { badRequest } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { createLiveHub, type LiveHub } from './hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** live lists and presence (decision 032) */
    live: LiveHub;
  }
}

const access = { role: 'admin' as const satisfies RouteRole, tags: ['live'] };

/**
 * GET /api/live (Server-Sent Events) and POST /api/live/presence, for admin and super
 * sessions; an API key is refused by the guard (no area's scope covers them). Registered
 * before the areas, which declare their entities through `declareLiveArea`.
 */
export function registerLive(app: FastifyInstance) {
  const hub = createLiveHub({
    db: app.db,
    bus: app.bus,
    config: app.config.live,
    sessions: { cacheMs: app.config.sessionCacheMs, idleMs: app.config.sessionIdleMs },
    log: app.log,
  });
  app.decorate('live', hub);
  // before the drain waits for open connections: the streams end, clients reconnect elsewhere
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });

  const { stream } = liveContract;
  app.get<{ Querystring: { last?: string } }>(
    stream.path,
    {
      // the browser's EventSource sends the panel's cookie, not a header
      config: { role: access.role, sessionCookie: true },
      schema: {
        tags: access.tags,
        summary: stream.summary,
        querystring: stream.query,
        response: apiResponses(stream.response),
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw badRequest('Sign in to continue');
      if (!request.headers.accept?.includes('text/event-stream'))
        throw badRequest('This is an event stream: ask for it with Accept: text/event-stream');
      // the browser's own reconnect sends Last-Event-ID; a stream the panel opened again itself, ?last=
      const header = request.headers['last-event-id'];
      const last = typeof header === 'string' && header !== '' ? header : request.query.last;
      const after = last !== undefined && /^\d{1,15}$/.test(last) ? Number(last) : undefined;
      hub.admit(user);
      reply.hijack();
      const res = reply.raw;
      // the security headers the onRequest hooks set, then the stream's own
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // nothing between here and the browser may hold the events back or keep a copy
        'cache-control': 'no-cache, no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      // Node's socket timeout (CONNECTION_TIMEOUT_S) is held off by the heartbeats
      const token = bearerToken(request.headers.authorization) ?? cookieToken(request.headers.cookie) ?? '';
      await hub.open(user, token, res, after);
    },
  );

  serve(app, liveContract.presence, access, async ({ user, body }) => {
    if (user) await hub.presence(user, body);
    return { ok: true as const };
  });
}

/** An area's entity on the live streams: under its contract's name, to the role that reads it. */
export function declareLiveArea(
  app: FastifyInstance,
  entity: string,
  contract: Parameters<typeof liveAreaOf>[0],
  role: 'admin' | 'super',
) {
  const area = liveAreaOf(contract);
  if (area) app.live.declareArea(entity, area, role);
}
