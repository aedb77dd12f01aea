import type { SignInResult } from '@adlib/shared';
import { STAFF_ROLES } from '@adlib/shared/lists';
import { Anchor, Button, Center, Input, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, isSessionEnded } from '../../api/client';
import { getClientConfig } from '../../api/client-config';
import { readCookie, TOKEN_COOKIE, writeSessionCookies } from '../../api/cookies';
import { sessionCalls } from '../../api/session-calls';
import { Brand } from '../../components/brand';
import { useDocumentTitle } from '../../components/use-document-title';
import { SwitchAccount } from './switch-account';

/** `switch`: a sign-in link opened while someone else is signed in, asking first */
type Step = 'email' | 'code' | 'switch';
type Errors = { email?: string; code?: string; form?: string };

/** Only same-site paths: `next` comes from the address bar and must not send people elsewhere. */
const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/signin') ? next : '/';

/** Passwordless sign-in: an e-mailed 6-digit code, or the mailed link that carries it. */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const linkCode = params.get('code');
  const linkEmail = params.get('email');
  // the link's key lets it sign in while typed codes are locked for the address
  const linkKey = params.get('key') ?? undefined;
  const [step, setStep] = useState<Step>(linkCode && linkEmail ? 'code' : 'email');
  const [email, setEmail] = useState(linkEmail ?? '');
  const [code, setCode] = useState(linkCode ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  // asking for a code was refused (429): the codes already mailed still work, so offer to type one
  const [mayTypeSentCode, setMayTypeSentCode] = useState(false);
  const linkTried = useRef(false);
  // a session this browser had before the link was confirmed: ended once the new one starts
  const replacing = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function finish(result: SignInResult) {
    const config = await getClientConfig();
    if (replacing.current) await sessionCalls.signOut().catch(() => {});
    writeSessionCookies(result.access_token, result.user.role, result.expires_in, config.cookie_domain);
    if ((STAFF_ROLES as readonly string[]).includes(result.user.role)) {
      navigate(safeNext(params.get('next')), { replace: true });
    } else {
      window.location.assign(config.customer_app_url);
    }
  }

  const goOn = () => navigate(safeNext(params.get('next')), { replace: true });

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
      else setStep('code');
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : {};
      if (fields.email || fields.code) {
        setErrors({ email: fields.email, code: fields.code });
        // a wrong code is retyped from the first box
        if (fields.code) setCode('');
        if (fields.email) emailRef.current?.focus();
      } else setErrors({ form: err instanceof Error ? err.message : 'Sign-in failed' });
      if (withCode === undefined && err instanceof ApiRequestError && err.status === 429)
        setMayTypeSentCode(true);
    } finally {
      setBusy(false);
    }
  }

  // The mailed link: /signin?email=…&code=…&key=… signs in directly, unless this browser is
  // signed in as someone else: then it asks first (step 'switch').
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link in the address
  useEffect(() => {
    if (!linkCode || !linkEmail || linkTried.current) return;
    linkTried.current = true;
    if (!readCookie(TOKEN_COOKIE)) {
      void submit(linkCode, linkKey);
      return;
    }
    setBusy(true);
    sessionCalls.currentUser().then(
      (me) => {
        setBusy(false);
        if (me.email.toLowerCase() === linkEmail.trim().toLowerCase()) return void goOn();
        setSignedInAs(me.email);
        setStep('switch');
      },
      (err: unknown) => {
        setBusy(false);
        // 401: that session had ended (its cookies are cleared), so there is nothing to switch from
        if (isSessionEnded(err)) void submit(linkCode, linkKey);
        else setStep('switch');
      },
    );
  }, []);

  const switchAccount = () => {
    replacing.current = true;
    setStep('code');
    void submit(linkCode ?? '', linkKey);
  };

  // After a wrong code the boxes are emptied; typing starts again in the first one.
  useEffect(() => {
    if (errors.code && !busy) document.getElementById('signin-code-1')?.focus();
  }, [errors.code, busy]);

  // Someone already signed in (a bookmark, the back button) goes on instead of seeing the form.
  if (!linkCode && readCookie(TOKEN_COOKIE)) return <Navigate to={safeNext(params.get('next'))} replace />;

  const toSentCode = () => {
    setStep('code');
    setErrors({});
  };

  const backToEmail = () => {
    setStep('email');
    setCode('');
    setErrors({});
  };

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={400} gap="lg">
        <Center>
          <Brand />
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }} radius="md">
          {step === 'switch' ? (
            <SwitchAccount
              linkEmail={linkEmail ?? ''}
              signedInAs={signedInAs}
              onSwitch={switchAccount}
              onStay={goOn}
            />
          ) : (
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
                  // Label, description and error by hand: an Input.Wrapper would give all six boxes its one id
                  <Stack gap={4}>
                    <Input.Label id="signin-code-label" htmlFor="signin-code-1">
                      Code
                    </Input.Label>
                    <Input.Description id="signin-code-description">
                      We sent a 6-digit code and a sign-in link to {email}. It works once, for 15 minutes.
                    </Input.Description>
                    <PinInput
                      id="signin-code"
                      mt={4}
                      length={6}
                      type="number"
                      oneTimeCode
                      autoFocus
                      value={code}
                      onChange={setCode}
                      onComplete={(v) => void submit(v)}
                      error={Boolean(errors.code)}
                      disabled={busy}
                      getInputProps={(index) => ({ 'aria-label': `Code, digit ${index + 1} of 6` })}
                      // the boxes' own aria-describedby is Mantine's; the group carries the hint and the error
                      role="group"
                      aria-labelledby="signin-code-label"
                      aria-describedby={
                        errors.code ? 'signin-code-error signin-code-description' : 'signin-code-description'
                      }
                    />
                    {errors.code && (
                      <Input.Error id="signin-code-error" role="alert">
                        {errors.code}
                      </Input.Error>
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
                  <Anchor component="button" type="button" size="sm" onClick={backToEmail}>
                    Use another address or send a new code
                  </Anchor>
                )}
                {step === 'email' && mayTypeSentCode && (
                  <Anchor component="button" type="button" size="sm" onClick={toSentCode}>
                    Type a code already sent
                  </Anchor>
                )}
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Center>
  );
}
