import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sessionCalls } from '../../api/session-calls';
import { Brand } from '../../components/brand';
import { useDocumentTitle } from '../../components/use-document-title';
import { SIGN_IN_PATH } from '../../config/shell-paths';
import { takeStartedSso } from './sso';
import { useFinishSignIn } from './use-sign-in';

const NOT_HERE =
  'This single sign-on was not started in this browser, or was already finished; start again from the sign-in screen';

/**
 * /signin/sso: where the provider sends the browser back. The code and state go to the API,
 * which answers the session as a code sign-in does; the cookies and the way on are the same.
 */
export default function SsoCallbackPage() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  const { finish } = useFinishSignIn();
  const [error, setError] = useState<string>();
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
      .then((result) => finish(result, started.next))
      .catch((err: unknown) => setError(err instanceof Error ? err.message : 'Single sign-on failed'));
  }, [params, finish]);

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={400} gap="lg">
        <Center>
          <Brand />
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }} radius="md">
          {error ? (
            <Stack>
              <Title order={1} size="h2">
                Sign-in failed
              </Title>
              <Text role="alert">{error}</Text>
              <Anchor component={Link} to={SIGN_IN_PATH}>
                Back to sign in
              </Anchor>
            </Stack>
          ) : (
            <Center>
              <Loader aria-label="Signing in" />
            </Center>
          )}
        </Paper>
      </Stack>
    </Center>
  );
}
