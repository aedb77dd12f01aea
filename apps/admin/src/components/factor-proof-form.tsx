import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface Props {
  /** the kinds of factor the user has: a passkey button, a code field, or both */
  methods: readonly ('passkey' | 'totp')[];
  busy: boolean;
  error: string | undefined;
  onCode: (code: string) => void;
  onPasskey: () => void;
  /** the code field's button */
  submitLabel: string;
}

/**
 * One of the user's second factors, proved: their passkey, or the code their authenticator
 * app shows (or one of its recovery codes). Used after the mailed code and before removing the
 * last factor (decision 026).
 */
export function FactorProofForm({ methods, busy, error, onCode, onPasskey, submitLabel }: Props) {
  const [code, setCode] = useState('');
  const hasApp = methods.includes('totp');
  return (
    <Stack>
      {methods.includes('passkey') && (
        <Button
          onClick={onPasskey}
          loading={busy}
          variant={hasApp ? 'default' : 'filled'}
          autoFocus={!hasApp}
        >
          Use your passkey
        </Button>
      )}
      {hasApp && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onCode(code.trim());
          }}
          noValidate
        >
          <Stack>
            <TextInput
              label="Code from your authenticator app"
              description="Six digits, or one of your recovery codes"
              autoComplete="one-time-code"
              inputMode="text"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error}
              autoFocus
              required
            />
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
      {!hasApp && error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
