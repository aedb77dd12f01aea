import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. Their values do not depend on the request (no
 * CSP nonce), so helmet runs once, here, against a recording response, and each request then
 * only sets the recorded names and values: running helmet's chain of a dozen middlewares per
 * request (a closure and a `next` call each) was a measurable part of a list page's CPU
 * (decision 006).
 */
const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // media and logos are embedded by the customer app on another origin
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** The headers helmet sets, in its order and with its spelling of the names. */
function recordHelmetHeaders() {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    // helmet removes X-Powered-By, which neither Node nor Fastify sets
    removeHeader() {},
  };
  // helmet reads nothing of the request for these options; its middleware calls next
  // synchronously and has no error path
  helmetMiddleware({} as never, recorder as never, () => {});
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
}
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = recordHelmetHeaders();

/** Sets the headers on the raw response: they survive any answer written after, raw ones too. */
export function applySecurityHeaders(res: ServerResponse) {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}

/**
 * The first onRequest hook of the app, so that no earlier hook (the role guard's 401/403, the
 * drain's 503, the rate limiter's 429) can answer without them. Register it before any other.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply.raw);
    done();
  });
}
