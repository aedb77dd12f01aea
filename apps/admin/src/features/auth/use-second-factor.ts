import type { SignInResult } from '@adlib/shared';
import { ApiRequestError } from '../../api/client';
import { isPasskeyCancelled } from '../../api/passkeys';
import { secondFactorCalls } from '../../api/second-factor-calls';
import type { SignInState } from './use-sign-in';

/**
 * The second step of a sign-in (a code from the app, a recovery code or a passkey) and the
 * passkey as the only step: each ends in the same session answer as the mailed code
 * (decision 026), and so in the same cookies and redirect (SPEC 4).
 */
export function useSecondFactor(signIn: SignInState) {
  const { busy, setBusy, setErrors, finish, pending, backToEmail } = signIn;

  async function run(attempt: () => Promise<SignInResult>) {
    if (busy) return;
    setErrors({});
    setBusy(true);
    try {
      await finish(await attempt());
    } catch (err) {
      if (isPasskeyCancelled(err))
        setErrors({ form: 'The passkey was not used; try again or use another way' });
      else if (err instanceof ApiRequestError && err.fields.token) {
        // the step expired or took too many wrong answers: start again from the e-mail
        backToEmail();
        setErrors({ form: err.fields.token });
      } else if (err instanceof ApiRequestError && (err.fields.code || err.fields.passkey)) {
        const message = err.fields.code ?? err.fields.passkey;
        // beside the code field on the second step; under the form for a passkey alone
        setErrors(signIn.step === 'factor' ? { code: message } : { form: message });
      } else setErrors({ form: err instanceof Error ? err.message : 'Sign-in failed' });
    } finally {
      setBusy(false);
    }
  }

  return {
    withCode: (code: string) => {
      if (!pending) return;
      if (!/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i.test(code))
        return setErrors({ code: 'Enter the 6-digit code or a recovery code' });
      void run(() => secondFactorCalls.withCode(pending.token, code));
    },
    withPasskey: () => {
      if (pending) void run(() => secondFactorCalls.withPasskey(pending.token));
    },
    passkeyAlone: () => void run(secondFactorCalls.passkeyAlone),
  };
}
