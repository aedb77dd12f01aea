import { type FactorProof, SECOND_FACTOR_ROUTES, type secondFactorContract } from '@adlib/shared';
import { routeCalls } from './client';
import { provePasskey } from './passkeys';

// by their routes: the contract's schemas would bring zod into the sign-in screen (decision 004)
const secondFactor = routeCalls<typeof secondFactorContract>(SECOND_FACTOR_ROUTES);

/** Signing in with a second factor, or with a passkey alone (decision 026): no session yet, so no 401 handling. */
export const secondFactorCalls = {
  /** the second step after the mailed code: a code from the app or a recovery code */
  withCode: (token: string, code: string) =>
    secondFactor('verify', { body: { token, code }, keepSessionOn401: true }),
  /** the second step with a passkey: its challenge, the browser's prompt, the answer */
  withPasskey: async (token: string) => {
    const { options } = await secondFactor('passkeyOptions', {
      body: { token },
      keepSessionOn401: true,
    });
    const passkey = await provePasskey(options);
    const body: FactorProof = { token, passkey };
    return secondFactor('verify', { body, keepSessionOn401: true });
  },
  /** the passkey as the first and only step: the browser offers the passkeys it holds for this site */
  passkeyAlone: async () => {
    const { token, options } = await secondFactor('passkeySignInOptions', {
      keepSessionOn401: true,
    });
    const passkey = await provePasskey(options);
    return secondFactor('passkeySignIn', { body: { token, passkey }, keepSessionOn401: true });
  },
};
