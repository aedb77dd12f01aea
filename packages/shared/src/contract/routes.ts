import type { Route } from './endpoint.js';

/*
 * The routes (method and path) of the calls the panel makes from its first download: the
 * sign-in screen's and the shell's, and the trashes the area manifests declare. No zod here:
 * a contract's schemas bring zod along (25 KB on the wire), which the sign-in screen does
 * without (decision 004). The contracts declare these endpoints from these routes, so each path
 * is spelled once; the panel calls them by key (apps/admin/src/api/client.ts `routeCalls`),
 * the contract's type (a type-only import) naming what each takes and answers.
 */

const route = <M extends Route['method']>(method: M, path: string): Route<M> => ({ method, path });

/** sessionContract's routes (contract/session.ts) */
export const SESSION_ROUTES = {
  currentUser: route('GET', '/api/user'),
  signIn: route('POST', '/api/signin-without-password'),
  signOut: route('POST', '/api/signout'),
};

/** ssoContract's routes (contract/sessions.ts) */
export const SSO_ROUTES = {
  start: route('POST', '/api/sso/start'),
  callback: route('POST', '/api/sso/callback'),
};

/** secondFactorContract's routes (contract/factors.ts) */
export const SECOND_FACTOR_ROUTES = {
  passkeyOptions: route('POST', '/api/second-factor/options'),
  verify: route('POST', '/api/second-factor'),
  passkeySignInOptions: route('POST', '/api/signin-passkey/options'),
  passkeySignIn: route('POST', '/api/signin-passkey'),
};

/** An area's trash routes (decision 018), trashEndpoints' (contract/capabilities.ts). */
export const trashRoutes = (base: string) => ({
  page: route('GET', `${base}/trash`),
  restore: route('POST', `${base}/trash/restore`),
  purge: route('DELETE', `${base}/trash/:trashId`),
});
