import { type FactorProof, secondFactorContract } from '@adlib/shared';
import { call } from './client';
import { provePasskey } from './passkeys';

/** Signing in with a second factor, or with a passkey alone (decision 026): no session yet, so no 401 handling. */
export const secondFactorCalls = {
  /** the second step after the mailed code: a code from the app or a recovery code */
  withCode: (token: string, code: string) =>
    call(secondFactorContract.verify, { body: { token, code }, keepSessionOn401: true }),
  /** the second step with a passkey: its challenge, the browser's prompt, the answer */
  withPasskey: async (token: string) => {
    const { options } = await call(secondFactorContract.passkeyOptions, {
      body: { token },
      keepSessionOn401: true,
    });
    const passkey = await provePasskey(options);
    const body: FactorProof = { token, passkey };
    return call(secondFactorContract.verify, { body, keepSessionOn401: true });
  },
  /** the passkey as the first and only step: the browser offers the passkeys it holds for this site */
  passkeyAlone: async () => {
    const { token, options } = await call(secondFactorContract.passkeySignInOptions, {
      keepSessionOn401: true,
    });
    const passkey = await provePasskey(options);
    return call(secondFactorContract.passkeySignIn, { body: { token, passkey }, keepSessionOn401: true });
  },
};
