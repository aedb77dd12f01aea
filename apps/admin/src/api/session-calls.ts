import { type SignInRequest, type SsoCallback, sessionContract, ssoContract } from '@adlib/shared';
import { call } from './client';

/**
 * The shell's own calls, from the shared session contract (the areas' calls come from their
 * resources): screens call these and never name a path or a response type themselves.
 */
export const sessionCalls = {
  /** GET /api/user: who is signed in, with the role */
  currentUser: () => call(sessionContract.currentUser),
  /** POST /api/signin-without-password: without a code it mails one; with it, answers the session */
  signIn: (body: SignInRequest) =>
    call(sessionContract.signIn, {
      body,
      // a wrong code is the sign-in screen's own message, not the end of a session
      keepSessionOn401: true,
    }),
  /** POST /api/sso/start: the provider's address, where the browser goes next */
  ssoStart: () => call(ssoContract.start, { keepSessionOn401: true }),
  /** POST /api/sso/callback: the provider's code and state for the session */
  ssoCallback: (body: SsoCallback) => call(ssoContract.callback, { body, keepSessionOn401: true }),
  /** POST /api/signout; a dead session is fine, the user is leaving anyway */
  signOut: () => call(sessionContract.signOut, { keepSessionOn401: true }),
};
