import {
  SESSION_ROUTES,
  type SignInRequest,
  SSO_ROUTES,
  type SsoCallback,
  type sessionContract,
  type ssoContract,
} from '@adlib/shared';
import { routeCalls } from './client';

// by their routes: the contracts' schemas would bring zod into the sign-in screen (decision 004)
const session = routeCalls<typeof sessionContract>(SESSION_ROUTES);
const sso = routeCalls<typeof ssoContract>(SSO_ROUTES);

/**
 * The shell's own calls, from the shared session contract (the areas' calls come from their
 * resources): screens call these and never name a path or a response type themselves.
 */
export const sessionCalls = {
  /** GET /api/user: who is signed in, with the role */
  currentUser: () => session('currentUser'),
  /** POST /api/signin-without-password: without a code it mails one; with it, answers the session */
  signIn: (body: SignInRequest) =>
    session('signIn', {
      body,
      // a wrong code is the sign-in screen's own message, not the end of a session
      keepSessionOn401: true,
    }),
  /** POST /api/sso/start: the provider's address, where the browser goes next */
  ssoStart: () => sso('start', { keepSessionOn401: true }),
  /** POST /api/sso/callback: the provider's code and state for the session */
  ssoCallback: (body: SsoCallback) => sso('callback', { body, keepSessionOn401: true }),
  /** POST /api/signout; a dead session is fine, the user is leaving anyway */
  signOut: () => session('signOut', { keepSessionOn401: true }),
};
