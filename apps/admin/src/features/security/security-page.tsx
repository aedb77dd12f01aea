import { Alert, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { AddPasskey } from './add-passkey';
import { AddTotp } from './add-totp';
import { useFactors } from './api';
import { FactorList } from './factor-list';

/**
 * The signed-in user's second factors (issue 30 §1, decision 026): the passkeys and
 * authenticator apps that sign-in asks for after the mailed code, added, named, listed and
 * removed here. A user REQUIRE_SECOND_FACTOR asks one of is sent here until they add one.
 */
export function SecurityPage() {
  const factors = useFactors();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Security"
        description="Your second factors: after the e-mailed code, sign-in asks for one of them."
      />
      {factors.isError && <ErrorState error={factors.error} onRetry={() => factors.refetch()} />}
      {factors.data?.must_add && (
        <Alert color="yellow" title="Add a second factor to continue">
          Your role needs a second factor before you can use the back office: add a passkey or an
          authenticator app below.
        </Alert>
      )}
      {factors.data && (
        <>
          <FactorList factors={factors.data.factors} required={factors.data.required} />
          {factors.data.factors.some((f) => f.kind === 'totp') && (
            <Text size="sm" c="dimmed">
              Recovery codes left: {factors.data.recovery_codes_left} of 10. Each one signs in once in place
              of the app's code.
            </Text>
          )}
          <AddPasskey />
          <AddTotp />
        </>
      )}
    </Stack>
  );
}
