import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyAdmission, isApiKeyToken } from '../api-keys/admission.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { type AuthUser, type RouteRole, roleAllows } from './roles.js';
import { cachedUserForToken, userForToken } from './sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The session may also come in the panel's `access_token` cookie (SPEC 4), for a route a
     * browser opens without headers of its own: the live stream's EventSource (decision 032).
     * Only for reads that change nothing.
     */
    sessionCookie?: boolean;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  role: RouteRole;
}

/**
 * The role guard. Every /api route declares `config.role`; a route without one throws
 * here while the app is being built, so the server cannot start with an unguarded route.
 * The list of routes and their roles is kept for the 401/403 test matrix.
 */
export function registerRoleGuard(app: FastifyInstance, routeTable: RouteEntry[]) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // @fastify/swagger-ui's own static routes are documentation, readable by anyone.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, role: 'public' };
    const role = route.config?.role;
    if (!role) throw new Error(`Route ${String(route.method)} ${route.url} declares no role`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, role });
    }
  });

  const keyAdmission = apiKeyAdmission(app);
  // A callback hook: a session read in the last SESSION_CACHE_MS is admitted without a
  // promise, a microtask turn or a closure (most guarded calls), the others wait for the database.
  app.addHook('onRequest', (request, reply, done) => {
    const role = request.routeOptions.config.role;
    if (!role || role === 'public') return done();
    const token =
      bearerToken(request.headers.authorization) ??
      (request.routeOptions.config.sessionCookie ? cookieToken(request.headers.cookie) : undefined);
    if (!token) return done(unauthorized());
    // an API key (decision 031): its scopes, not a role, say which routes it reaches
    if (isApiKeyToken(token)) return void keyAdmission(request, reply, role, token).then(done, done);
    const cached = cachedUserForToken(app.db, token);
    if (cached) return done(admission(request, role, cached));
    userForToken(app.db, token, app.config.sessionCacheMs, app.config.sessionIdleMs).then(
      (user) => done(admission(request, role, user)),
      done,
    );
  });
}

/** Sets request.user when the session's user may call the route; otherwise the error to answer. */
function admission(request: FastifyRequest, role: RouteRole, user: AuthUser | null) {
  if (!user) return unauthorized('Your session has ended; sign in again');
  if (!roleAllows(role, user.role)) return forbidden();
  request.user = user;
  return undefined;
}

/** The panel's session cookie (`access_token`, SPEC 4), or none. */
export function cookieToken(header: string | undefined) {
  for (const part of (header ?? '').split(/; */)) {
    if (!part.startsWith('access_token=')) continue;
    const value = decodeURIComponent(part.slice('access_token='.length));
    return /^[\x21-\x7e]+$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** The token of `Bearer <token>`; the scheme is case-insensitive (RFC 9110), anything else is none. */
export function bearerToken(header: string | undefined) {
  return /^Bearer +([\x21-\x7e]+) *$/i.exec(header ?? '')?.[1];
}
