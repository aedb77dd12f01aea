import {
  Anchor,
  Button,
  Card,
  Code,
  CopyButton,
  Flex,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { useAddTotp, useTotpSetup } from './api';
import { TotpQr } from './totp-qr';

/** The key as the apps print it, in groups of four (they ignore the spaces), easier to type. */
const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * An authenticator app: a new secret (scanned as a QR code, typed in, or opened as an otpauth
 * link), then a code from the app proves it; the ten recovery codes are shown once, here.
 */
export function AddTotp() {
  const setup = useTotpSetup();
  const add = useAddTotp();
  const [name, setName] = useState('Authenticator app');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: string; code?: string }>({});
  const [recovery, setRecovery] = useState<string[] | null>(null);

  async function submit() {
    if (!setup.data) return;
    setErrors({});
    try {
      const added = await add.mutateAsync({ token: setup.data.token, name: name.trim(), code: code.trim() });
      setRecovery(added.recovery_codes);
      setCode('');
      setup.reset();
    } catch (err) {
      if (err instanceof ApiRequestError && (err.fields.name || err.fields.code))
        setErrors({ name: err.fields.name, code: err.fields.code });
      else setErrors({ code: err instanceof Error ? err.message : String(err) });
    }
  }

  if (recovery)
    return (
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your recovery codes
          </Title>
          <Text size="sm">
            Keep these somewhere safe, apart from your phone. Each one signs in once in place of the app's
            code. They are shown only now.
          </Text>
          <Code block data-testid="recovery-codes">
            {recovery.join('\n')}
          </Code>
          <Group>
            <CopyButton value={recovery.join('\n')}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy the codes'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setRecovery(null)}>I have saved them</Button>
          </Group>
        </Stack>
      </Card>
    );

  return (
    <Card withBorder>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Add an authenticator app
          </Title>
          <Text size="sm" c="dimmed">
            An app such as 1Password, Google Authenticator or Authy shows a new 6-digit code every 30 seconds.
          </Text>
        </div>
        {!setup.data ? (
          <Group>
            <Button variant="default" onClick={() => setup.mutate()} loading={setup.isPending}>
              Set up an authenticator app
            </Button>
            {setup.isError && (
              <Text c="red" size="sm" role="alert">
                {setup.error.message}
              </Text>
            )}
          </Group>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <Stack gap="sm">
              <Flex
                gap="md"
                direction={{ base: 'column', xs: 'row' }}
                align={{ base: 'flex-start', xs: 'center' }}
              >
                <TotpQr uri={setup.data.uri} />
                <List size="sm" type="ordered" spacing={6} style={{ minWidth: 0 }}>
                  <List.Item>Scan this QR code with the app (add an account, then scan).</List.Item>
                  <List.Item>
                    Or type this key into the app instead:{' '}
                    <Code style={{ wordBreak: 'break-all' }} data-testid="totp-key">
                      {groupsOfFour(setup.data.secret)}
                    </Code>{' '}
                    <CopyButton value={setup.data.secret}>
                      {({ copied, copy }) => (
                        <Anchor component="button" type="button" size="sm" underline="always" onClick={copy}>
                          {copied ? 'Copied' : 'Copy the key'}
                        </Anchor>
                      )}
                    </CopyButton>{' '}
                    (on a phone with the app:{' '}
                    <Anchor href={setup.data.uri} size="sm" underline="always">
                      open it in the app
                    </Anchor>
                    ).
                  </List.Item>
                  <List.Item>Type the 6-digit code the app then shows.</List.Item>
                </List>
              </Flex>
              <Group align="flex-start">
                <TextInput
                  label="Name"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={errors.name}
                  maxLength={60}
                />
                <TextInput
                  label="Code from the app"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  error={errors.code}
                />
                <Group mt={{ base: 0, xs: 25 }} gap="xs">
                  <Button type="submit" loading={add.isPending}>
                    Add the app
                  </Button>
                  <Button variant="subtle" onClick={() => setup.reset()} disabled={add.isPending}>
                    Cancel
                  </Button>
                </Group>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
