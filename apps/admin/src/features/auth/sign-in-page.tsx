import { type SignInResult, STAFF_ROLES, signInRequest } from '@adlib/shared';
import { Anchor, Button, Center, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, api } from '../../api/client';
import { getClientConfig } from '../../api/client-config';
import { writeSessionCookies } from '../../app/cookies';

type Step = 'email' | 'code';

/** Passwordless sign-in: an e-mailed 6-digit code, or the mailed link that carries it. */
export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const linkTried = useRef(false);

  async function finish(result: SignInResult) {
    const config = await getClientConfig();
    writeSessionCookies(result.access_token, result.user.role, result.expires_in, config.cookie_domain);
    if ((STAFF_ROLES as readonly string[]).includes(result.user.role)) {
      const next = params.get('next');
      navigate(next?.startsWith('/') && !next.startsWith('//') ? next : '/', { replace: true });
    } else {
      window.location.assign(config.customer_app_url);
    }
  }

  async function submit(withCode?: string) {
    // The API validates with the shared signInRequest schema and answers field messages;
    // only the obvious is checked here, keeping zod out of the first screen's download.
    if (!email.trim()) return setErrors({ email: 'E-mail is required' });
    if (withCode !== undefined && !/^\d{6}$/.test(withCode)) return setErrors({ code: 'The code has 6 digits' });
    setErrors({});
    setBusy(true);
    try {
      const data = await api<SignInResult | { sent: true }>('/signin-without-password', {
        method: 'POST',
        body: { email: email.trim(), code: withCode },
        keepSessionOn401: true,
      });
      if ('access_token' in data) await finish(data);
      else setStep('code');
    } catch (err) {
      if (err instanceof ApiRequestError && Object.keys(err.fields).length) setErrors(err.fields);
      else setErrors({ form: err instanceof Error ? err.message : 'Sign-in failed' });
    } finally {
      setBusy(false);
    }
  }

  // The mailed link: /signin?email=…&code=… signs in directly.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link in the address
  useEffect(() => {
    const linkCode = params.get('code');
    if (linkCode && params.get('email') && !linkTried.current) {
      linkTried.current = true;
      setStep('code');
      setCode(linkCode);
      void submit(linkCode);
    }
  }, []);

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit(step === 'code' ? code : undefined);
          }}
          noValidate
        >
          <Stack>
            <div>
              <Title order={2}>Sign in</Title>
              <Text c="dimmed" size="sm">
                Staff back office of the ad library
              </Text>
            </div>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
              readOnly={step === 'code'}
              autoFocus={step === 'email'}
              required
            />
            {step === 'code' && (
              <Stack gap={4}>
                <Text component="label" htmlFor="signin-code" size="sm" fw={500}>
                  Code
                </Text>
                <Text size="xs" c="dimmed">
                  We sent a 6-digit code and a sign-in link to {email}.
                </Text>
                <PinInput
                  id="signin-code"
                  length={6}
                  type="number"
                  oneTimeCode
                  autoFocus
                  value={code}
                  onChange={setCode}
                  onComplete={(v) => void submit(v)}
                  error={Boolean(errors.code)}
                  aria-label="Code"
                />
                {errors.code && (
                  <Text c="red" size="xs" role="alert">
                    {errors.code}
                  </Text>
                )}
              </Stack>
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
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setStep('email');
                  setCode('');
                  setErrors({});
                }}
              >
                Use another address or send a new code
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
