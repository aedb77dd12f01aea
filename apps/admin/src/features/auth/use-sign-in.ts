import type { SignInResult } from '@adlib/shared';
import { STAFF_ROLES } from '@adlib/shared/lists';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { getClientConfig } from '../../api/client-config';
import { writeSessionCookies } from '../../api/cookies';
import { sessionCalls } from '../../api/session-calls';

/**
 * `switch`: a sign-in link opened while someone else is signed in, asking first;
 * `factor`: the mailed code was right and the user's second factor is asked for (decision 026)
 */
export type SignInStep = 'email' | 'code' | 'switch' | 'factor';
/** The step after the mailed code (or single sign-on) for a user with a second factor: its token and their kinds of factor. */
export interface PendingFactor {
  token: string;
  methods: ('passkey' | 'totp')[];
}
export type SignInErrors = { email?: string; code?: string; form?: string };

/** Only same-site paths: `next` comes from the address bar and must not send people elsewhere. */
export const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/signin') ? next : '/';

/** Where a signed-in person goes on: the `next` of the address, never another site. */
export function useGoOn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return () => navigate(safeNext(params.get('next')), { replace: true });
}

/** Starts the session a sign-in answered: cookies, then the back office or the customer app. */
export function useFinishSignIn() {
  const goOn = useGoOn();
  // a session this browser had before the link was confirmed: ended once the new one starts
  const replacing = useRef(false);
  const navigate = useNavigate();
  // `next`: where to go on when it is not this address's own (a single sign-on's, kept across the trip)
  async function finish(result: SignInResult, next?: string) {
    const config = await getClientConfig();
    if (replacing.current) await sessionCalls.signOut().catch(() => {});
    writeSessionCookies(result.access_token, result.user.role, result.expires_in, config.cookie_domain);
    if (!(STAFF_ROLES as readonly string[]).includes(result.user.role))
      window.location.assign(config.customer_app_url);
    else if (next !== undefined) navigate(safeNext(next), { replace: true });
    else goOn();
  }
  return { finish, replacing };
}

/**
 * The form's state and its one call: without a code it asks for one to be mailed, with a code
 * (typed, or from the link with its key) it redeems it.
 */
export function useSignIn(initial: { step: SignInStep; email: string; code: string }) {
  const [step, setStep] = useState<SignInStep>(initial.step);
  const [email, setEmail] = useState(initial.email);
  const [code, setCode] = useState(initial.code);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingFactor | null>(null);
  // asking for a code was refused (429): the codes already mailed still work, so offer to type one
  const [mayTypeSentCode, setMayTypeSentCode] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { finish: finishHere, replacing } = useFinishSignIn();
  // where a single sign-on goes on once its second factor is proved (kept across the provider's trip)
  const nextAfterFactor = useRef<string | undefined>(undefined);
  const finish = (result: SignInResult, next = nextAfterFactor.current) => finishHere(result, next);

  /** The first step (the mailed code, or single sign-on with its `next`) asks for the second factor. */
  function askSecondFactor(factor: PendingFactor, next?: string) {
    nextAfterFactor.current = next;
    setPending(factor);
    setErrors({});
    setStep('factor');
  }

  function showFailure(err: unknown, requestingCode: boolean) {
    const fields = err instanceof ApiRequestError ? err.fields : {};
    if (fields.email || fields.code) {
      setErrors({ email: fields.email, code: fields.code });
      // a wrong code is retyped from the first box
      if (fields.code) setCode('');
      if (fields.email) emailRef.current?.focus();
    } else setErrors({ form: err instanceof Error ? err.message : 'Sign-in failed' });
    if (requestingCode && err instanceof ApiRequestError && err.status === 429) setMayTypeSentCode(true);
  }

  async function submit(withCode?: string, key?: string) {
    if (busy) return;
    // The API validates with the shared signInRequest schema and answers field messages;
    // only the obvious is checked here, keeping zod out of the first screen's download.
    if (!email.trim()) {
      setErrors({ email: 'E-mail is required' });
      emailRef.current?.focus();
      return;
    }
    if (withCode !== undefined && !/^\d{6}$/.test(withCode))
      return setErrors({ code: 'The code has 6 digits' });
    setErrors({});
    setBusy(true);
    try {
      const data = await sessionCalls.signIn({ email: email.trim(), code: withCode, key });
      if ('access_token' in data) await finish(data);
      else if ('second_factor' in data) askSecondFactor(data.second_factor);
      else setStep('code');
    } catch (err) {
      showFailure(err, withCode === undefined);
    } finally {
      setBusy(false);
    }
  }

  // After a wrong code the boxes are emptied; typing starts again in the first one.
  useEffect(() => {
    if (errors.code && !busy) document.getElementById('signin-code-1')?.focus();
  }, [errors.code, busy]);

  const toSentCode = () => {
    setStep('code');
    setErrors({});
  };
  const backToEmail = () => {
    setStep('email');
    setCode('');
    setPending(null);
    setErrors({});
  };

  return {
    step,
    setStep,
    email,
    setEmail,
    code,
    setCode,
    errors,
    setErrors,
    busy,
    setBusy,
    pending,
    askSecondFactor,
    finish,
    mayTypeSentCode,
    emailRef,
    replacing,
    submit,
    toSentCode,
    backToEmail,
  };
}

export type SignInState = ReturnType<typeof useSignIn>;
