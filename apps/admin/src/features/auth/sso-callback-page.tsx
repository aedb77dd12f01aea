import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { sessionCalls } from '../../api/session-calls';
import { useDocumentTitle } from '../../components/use-document-title';
import { SIGN_IN_PATH } from '../../config/shell-paths';
import { SecondFactorStep } from './second-factor-step';
import { SignInFrame } from './sign-in-frame';
import { takeStartedSso } from './sso';
import { useSignIn } from './use-sign-in';

const NOT_HERE =
  'This single sign-on was not started in this browser, or was already finished; start again from the sign-in screen';

/**
 * /signin/sso: where the provider sends the browser back. The code and state go to the API,
 * which answers the session as a code sign-in does (the cookies and the way on are the same),
 * or, for a user with a second factor, the same "One more step" as after the mailed code.
 */
export default function SsoCallbackPage() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  const signIn = useSignIn({ step: 'email', email: '', code: '' });
  const { finish, askSecondFactor } = signIn;
  const [error, setError] = useState<string>();
  const [factorAsked, setFactorAsked] = useState(false);
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const providerError = params.get('error_description') ?? params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    const started = takeStartedSso();
    if (providerError) return setError(`The provider refused the sign-in: ${providerError}`);
    if (!code || !state || !started || started.state !== state) return setError(NOT_HERE);
    sessionCalls
      .ssoCallback({ code, state, iss: params.get('iss') ?? undefined })
      .then((result) => {
        if ('second_factor' in result) {
          setFactorAsked(true);
          askSecondFactor(result.second_factor, started.next);
        } else return finish(result, started.next);
      })
      .catch((err: unknown) => setError(err instanceof Error ? err.message : 'Single sign-on failed'));
  }, [params, finish, askSecondFactor]);

  // the second step gave up (expired, too many wrong answers) or the person chose to start again
  const leftFactor = factorAsked && signIn.step !== 'factor';
  const failure = error ?? (leftFactor ? signIn.errors.form : undefined);
  if (leftFactor && !failure) return <Navigate to={SIGN_IN_PATH} replace />;

  return (
    <SignInFrame>
      {failure ? (
        <Stack>
          <Title order={1} size="h2">
            Sign-in failed
          </Title>
          <Text role="alert">{failure}</Text>
          <Anchor component={Link} to={SIGN_IN_PATH}>
            Back to sign in
          </Anchor>
        </Stack>
      ) : signIn.step === 'factor' ? (
        <SecondFactorStep signIn={signIn} />
      ) : (
        <Center>
          <Loader aria-label="Signing in" />
        </Center>
      )}
    </SignInFrame>
  );
}
