import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { SessionsPanel } from '../../kit/sessions/sessions-panel';
import { AddPasskey } from './add-passkey';
import { AddTotp } from './add-totp';
import { useFactors } from './api';
import { FactorList } from './factor-list';

/**
 * The signed-in user's one place for their account's security (issue 30 §1 and §3): the
 * passkeys and authenticator apps that sign-in asks for after the mailed code or single sign-on,
 * added, named, listed and removed here (decision 026), and every session signed in as them,
 * each of which they can end (decision 027). A user REQUIRE_SECOND_FACTOR asks a factor of is
 * sent here until they add one.
 */
export function SecurityPage() {
  const factors = useFactors();
  return (
    <Stack gap="lg">
      <PageHeader title="Security" description="How you sign in, and where you are signed in." />
      {factors.data?.must_add && (
        <Alert color="yellow" title="Add a second factor to continue">
          Your role needs a second factor before you can use the back office: add a passkey or an
          authenticator app below.
        </Alert>
      )}
      <Card withBorder component="section" aria-labelledby="security-factors">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="security-factors">
              Your second factors
            </Title>
            <Text size="sm" c="dimmed">
              After the e-mailed code or single sign-on, sign-in asks for one of these. Removing one signs out
              your other sessions.
            </Text>
          </div>
          {factors.isPending && <Skeleton h={80} />}
          {factors.isError && <ErrorState error={factors.error} onRetry={() => factors.refetch()} />}
          {factors.data && (
            <>
              <FactorList factors={factors.data.factors} required={factors.data.required} />
              {factors.data.factors.some((f) => f.kind === 'totp') && (
                <Text size="sm" c="dimmed">
                  Recovery codes left: {factors.data.recovery_codes_left} of 10. Each one signs in once in
                  place of the app's code.
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card>
      {factors.data && (
        <>
          <AddPasskey />
          <AddTotp />
        </>
      )}
      <Card withBorder component="section" aria-labelledby="security-sessions">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="security-sessions">
              Your sessions
            </Title>
            <Text size="sm" c="dimmed">
              Every browser and device signed in as you. End any you do not recognise; a session also ends
              after a while without use.
            </Text>
          </div>
          <SessionsPanel />
        </Stack>
      </Card>
    </Stack>
  );
}
