import { Anchor, Stack, Text, Title } from '@mantine/core';
import { FactorProofForm } from '../../components/factor-proof-form';
import { useSecondFactor } from './use-second-factor';
import type { SignInState } from './use-sign-in';

/** After the mailed code or single sign-on: the user's second factor (decision 026). */
export function SecondFactorStep({ signIn }: { signIn: SignInState }) {
  const { withCode, withPasskey } = useSecondFactor(signIn);
  const { pending, errors, busy } = signIn;
  if (!pending) return null;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          One more step
        </Title>
        <Text c="dimmed" size="sm">
          Your account has a second factor. Use your passkey or the code from your authenticator app.
        </Text>
      </div>
      <FactorProofForm
        methods={pending.methods}
        busy={busy}
        error={errors.code}
        onCode={withCode}
        onPasskey={withPasskey}
        submitLabel="Sign in"
      />
      {errors.form && (
        <Text c="red" size="sm" role="alert">
          {errors.form}
        </Text>
      )}
      <Anchor component="button" type="button" size="sm" onClick={signIn.backToEmail}>
        Start again with another address
      </Anchor>
    </Stack>
  );
}
