import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Seconds a client is told to wait before trying again (another process, or this one restarted). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * While the app closes (app.close(): SIGTERM, a deploy), requests already in flight finish
 * and every new one answers 503 service_unavailable in the envelope, with Retry-After.
 * Fastify's own return503OnClosing answers a bare body that skips the envelope and the
 * security headers, so the app turns it off and answers here, after the headers hook.
 */
export function registerDrain(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Callback hooks, not async ones: every request passes here, and an async hook costs a
  // promise and a microtask turn each (decision 006).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    done(new HttpError(503, 'service_unavailable', 'The server is restarting; try again in a few seconds'));
  });
  // app.close() ends only the connections idle at that moment: a response that finishes
  // later must close its connection, or a keep-alive client (a load balancer) would hold
  // the server open until its keep-alive timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
