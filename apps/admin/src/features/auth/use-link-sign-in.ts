import { useEffect, useRef, useState } from 'react';
import { isSessionEnded } from '../../api/client';
import { readCookie, TOKEN_COOKIE } from '../../api/cookies';
import { sessionCalls } from '../../api/session-calls';
import { type SignInState, useGoOn } from './use-sign-in';

interface Link {
  code: string | null;
  email: string | null;
  /** the link's key lets it sign in while typed codes are locked for the address */
  key: string | undefined;
}

/**
 * The mailed link: /signin?email=…&code=…&key=… signs in directly, unless this browser is
 * signed in as someone else: then it asks first (step 'switch').
 */
export function useLinkSignIn(link: Link, signIn: SignInState) {
  const goOn = useGoOn();
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const linkTried = useRef(false);
  const { submit, setBusy, setStep, replacing } = signIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link in the address
  useEffect(() => {
    const { code, email, key } = link;
    if (!code || !email || linkTried.current) return;
    linkTried.current = true;
    if (!readCookie(TOKEN_COOKIE)) {
      void submit(code, key);
      return;
    }
    setBusy(true);
    sessionCalls.currentUser().then(
      (me) => {
        setBusy(false);
        if (me.email.toLowerCase() === email.trim().toLowerCase()) return void goOn();
        setSignedInAs(me.email);
        setStep('switch');
      },
      (err: unknown) => {
        setBusy(false);
        // 401: that session had ended (its cookies are cleared), so there is nothing to switch from
        if (isSessionEnded(err)) void submit(code, key);
        else setStep('switch');
      },
    );
  }, []);

  const switchAccount = () => {
    replacing.current = true;
    setStep('code');
    void submit(link.code ?? '', link.key);
  };

  return { signedInAs, switchAccount, goOn };
}
