import { Anchor, Stack, Text, Title } from '@mantine/core';
import { FactorProofForm } from '../../components/factor-proof-form';
import { useSecondFactor } from './use-second-factor';
import type { SignInState } from './use-sign-in';

const ASK = {
  both: 'Your account has a second factor: use your passkey, or type the code your authenticator app shows.',
  passkey: 'Your account has a passkey as its second factor: use it to finish signing in.',
  totp: 'Your account has an authenticator app as its second factor: type the code it shows now.',
} as const;
const askFor = (methods: readonly string[]) =>
  methods.includes('passkey') ? (methods.includes('totp') ? 'both' : 'passkey') : 'totp';

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
          {ASK[askFor(pending.methods)]}
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
