import { z } from 'zod';
import { currentUser, signInCodeSent, signInRequest, signInResult } from '../schemas/auth.js';
import { signInSecondFactor } from '../schemas/factors.js';
import { endpoint } from './endpoint.js';
import { SESSION_ROUTES } from './routes.js';

/** The session's calls (SPEC 2): who is signed in, signing in with a mailed code, signing out. */
export const sessionContract = {
  currentUser: endpoint({
    ...SESSION_ROUTES.currentUser,
    summary: 'The signed-in user',
    response: currentUser,
  }),
  /**
   * without a code it mails one (`sent`); with the e-mail and its code it answers the session,
   * or, for a user with a second factor, the token of the step that asks for it (decision 026)
   */
  signIn: endpoint({
    ...SESSION_ROUTES.signIn,
    summary: 'Ask for a sign-in code (email), or exchange it for a token (email + code)',
    body: signInRequest,
    response: z.union([signInCodeSent, signInResult, signInSecondFactor]),
  }),
  signOut: endpoint({
    ...SESSION_ROUTES.signOut,
    summary: 'End this session',
    response: z.object({ signed_out: z.boolean() }),
  }),
};
