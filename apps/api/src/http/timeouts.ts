import type { IncomingMessage, ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './errors.js';

/** The limits of config.ts: REQUEST_TIMEOUT_S, UPLOAD_TIMEOUT_S, CONNECTION_TIMEOUT_S. */
export interface Timeouts {
  /** to send a whole request, headers and body, on every route but uploads and imports */
  requestMs: number;
  /** the same on the upload and import routes (a large file on a slow link) */
  uploadMs: number;
  /** a connection on which nothing moves this long is closed */
  connectionMs: number;
}

/**
 * Fastify's defaults are no limit at all: a client sending its body a byte at a time held a
 * connection, and what the server keeps for it, for as long as it liked. Node enforces the
 * longest limit itself (`requestTimeout`, checked every few seconds); the shorter one of
 * ordinary routes is one timer per request that has a body (registerRequestDeadline).
 */
export const serverTimeoutOptions = (t: Timeouts) => ({
  connectionTimeout: t.connectionMs,
  requestTimeout: t.uploadMs,
  // how often Node looks for requests past requestTimeout (its default is 30 s)
  http: { connectionsCheckingInterval: Math.min(5_000, t.uploadMs) } satisfies ServerOptions,
});

const DEADLINE = Symbol('request deadline');
type WithDeadline = IncomingMessage & { [DEADLINE]?: NodeJS.Timeout };

/** A request with no body is whole once its headers are in: it needs no timer. */
const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;

const tooSlow = () =>
  new HttpError(408, 'request_timeout', 'The request took too long to arrive; send it again');

/**
 * A request whose body has not all arrived `ms` after its headers is answered 408 in the
 * envelope and its connection closed. The headers get the same time (Node's headersTimeout).
 */
export function registerRequestDeadline(app: FastifyInstance, t: Timeouts) {
  app.server.headersTimeout = Math.min(t.requestMs, t.uploadMs);
  // a callback hook: every request passes here (decision 006)
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw as WithDeadline;
    if (raw.complete || !hasBody(raw)) return done();
    raw[DEADLINE] = deadline(raw, reply, t.requestMs);
    done();
  });
}

function deadline(raw: IncomingMessage, reply: FastifyReply, ms: number) {
  const timer = setTimeout(() => {
    if (raw.complete || reply.sent) return;
    // the connection goes once the answer is out: the rest of the body is not waited for
    reply.raw.once('finish', () => raw.socket.destroy());
    reply.header('connection', 'close');
    reply.send(tooSlow());
  }, ms);
  timer.unref();
  // the body arrived, or the request ended otherwise: no timer outlives its request
  const clear = () => clearTimeout(timer);
  raw.once('end', clear);
  raw.once('close', clear);
  reply.raw.once('finish', clear);
  return timer;
}

/**
 * The upload and import routes' scope (http/multipart.ts): their bodies get UPLOAD_TIMEOUT_S
 * instead, and their connection may be silent as long (a large import is written as it
 * streams in; the answer comes at the end).
 */
export function allowLongRequests(scope: FastifyInstance, t: Timeouts) {
  scope.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw as WithDeadline;
    if (raw[DEADLINE]) {
      clearTimeout(raw[DEADLINE]);
      raw[DEADLINE] = deadline(raw, reply, t.uploadMs);
    }
    // (app.inject's requests have a stand-in socket without timers)
    raw.socket?.setTimeout?.(Math.max(t.connectionMs, t.uploadMs));
    done();
  });
}
