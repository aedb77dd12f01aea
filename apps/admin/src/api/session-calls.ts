import type { CurrentUser, SignInRequest, SignInResult } from '@adlib/shared';
import { api } from './client';

/**
 * The shell's own calls, typed once from the shared schemas (the areas' calls come from their
 * resources): screens call these and never name a response type themselves.
 */
export const sessionCalls = {
  /** GET /user: who is signed in, with the role */
  currentUser: () => api<CurrentUser>('/user'),
  /** POST /signin-without-password: without a code it mails one; with it, answers the session */
  signIn: (body: SignInRequest) =>
    api<SignInResult | { sent: true }>('/signin-without-password', {
      method: 'POST',
      body,
      // a wrong code is the sign-in screen's own message, not the end of a session
      keepSessionOn401: true,
    }),
  /** POST /signout; a dead session is fine, the user is leaving anyway */
  signOut: () => api<unknown>('/signout', { method: 'POST', keepSessionOn401: true }),
};
