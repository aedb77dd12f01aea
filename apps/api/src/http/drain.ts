import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Seconds a client is told to wait before trying again (another process, or this one restarted). */
export const RETRY_AFTER_SECONDS = 5;

/** How long an ended connection may stay open once its last bytes are out (the client closes its side). */
const LINGER_MS = 1000;

const IN_FLIGHT = Symbol('requests in flight');
type Tracked = Socket & { [IN_FLIGHT]?: number };

/**
 * While the app closes (app.close(): SIGTERM, a deploy), requests already in flight finish
 * and every new one answers 503 service_unavailable in the envelope, with Retry-After.
 * Fastify's own return503OnClosing answers a bare body that skips the envelope and the
 * security headers, so the app turns it off and answers here, after the headers hook.
 *
 * Kept-alive connections: Node's server.close() destroys every connection it deems idle,
 * including one whose last answer is still being written to a slow reader (that reader got
 * a cut answer; under load, clients saw resets and lost completed answers). Here an idle
 * connection is ended instead (its queued bytes go out, then FIN), a busy one when its
 * last answer is out; every answer of the drain says Connection: close.
 */
export function registerDrain(app: FastifyInstance) {
  let closing = false;
  let drainStarted = 0;
  const open = new Set<Tracked>();
  app.server.on('connection', (socket: Tracked) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  const idle = (socket: Tracked) => !socket[IN_FLIGHT];

  // Replaces, on this server only, what server.close() and Fastify's close call: end, never
  // destroy. (app.inject's requests have a stand-in socket, never in `open`.)
  app.server.closeIdleConnections = () => {
    for (const socket of open) if (idle(socket)) endGracefully(socket);
  };

  app.addHook('preClose', (done) => {
    closing = true;
    drainStarted = Date.now();
    const inFlight = [...open].filter((s) => !idle(s)).length;
    app.log.info(
      { connections: open.size, busy: inFlight },
      `drain started: ${inFlight} connection(s) with a request in flight, ${open.size - inFlight} idle`,
    );
    // net.Server emits close once every connection has ended
    app.server.once('close', () =>
      app.log.info({ ms: Date.now() - drainStarted }, 'drain finished: every connection is closed'),
    );
    done();
  });
  // Callback hooks, not async ones: every request passes here, and an async hook costs a
  // promise and a microtask turn each (decision 006).
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as Tracked;
    socket[IN_FLIGHT] = (socket[IN_FLIGHT] ?? 0) + 1;
    if (!closing) return done();
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    done(new HttpError(503, 'service_unavailable', 'The server is restarting; try again in a few seconds'));
  });
  // a response that started before the drain (no Connection: close) ends its connection here
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket as Tracked;
    // (at least 0: an answer the router gave before any hook ran was never counted)
    socket[IN_FLIGHT] = Math.max(0, (socket[IN_FLIGHT] ?? 0) - 1);
    if (closing && idle(socket) && open.has(socket)) endGracefully(socket);
    done();
  });
  // app.close() ends only the connections idle at that moment: a response that finishes
  // later must close its connection, or a keep-alive client (a load balancer) would hold
  // the server open until its keep-alive timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * FIN once the queued bytes are written; the client then closes its side. One that does not
 * is destroyed a moment after its last byte went out (nothing of an answer is lost then).
 */
function endGracefully(socket: Socket) {
  if (socket.writableEnded) return;
  socket.end();
  socket.once('finish', () => setTimeout(() => socket.destroy(), LINGER_MS).unref());
}
