import { Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { SignInCodeField } from './sign-in-code-field';
import { SsoButton } from './sso-button';
import { useSecondFactor } from './use-second-factor';
import type { SignInState } from './use-sign-in';

/** The e-mail step and the code step: one form, the address kept read-only once a code is sent. */
export function SignInForm({ signIn }: { signIn: SignInState }) {
  const { step, email, setEmail, code, setCode, errors, busy, mayTypeSentCode, emailRef, submit } = signIn;
  const { passkeyAlone } = useSecondFactor(signIn);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit(step === 'code' ? code : undefined);
      }}
      noValidate
    >
      <Stack>
        <div>
          <Title order={1} size="h2">
            Sign in
          </Title>
          <Text c="dimmed" size="sm">
            {step === 'email'
              ? 'Enter your work e-mail; we send you a one-time code.'
              : 'Enter the code from the e-mail, or open its link.'}
          </Text>
        </div>
        {step === 'email' && <SsoButton />}
        <TextInput
          ref={emailRef}
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          readOnly={step === 'code'}
          autoFocus={step === 'email'}
          required
        />
        {step === 'code' && (
          <SignInCodeField
            email={email}
            code={code}
            onChange={setCode}
            onComplete={(v) => void submit(v)}
            error={errors.code}
            busy={busy}
          />
        )}
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Button type="submit" loading={busy}>
          {step === 'email' ? 'Send me a code' : 'Sign in'}
        </Button>
        {step === 'code' && (
          <Anchor component="button" type="button" size="sm" onClick={signIn.backToEmail}>
            Use another address or send a new code
          </Anchor>
        )}
        {step === 'email' && mayTypeSentCode && (
          <Anchor component="button" type="button" size="sm" onClick={signIn.toSentCode}>
            Type a code already sent
          </Anchor>
        )}
        {step === 'email' && (
          <>
            <Divider label="or" labelPosition="center" />
            {/* a passkey is both factors at once: no e-mail, no code (decision 026) */}
            <Button type="button" variant="default" onClick={passkeyAlone} disabled={busy}>
              Sign in with a passkey
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
