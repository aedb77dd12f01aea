import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClientConfig } from '../../api/client-config';
import { startSso } from './sso';
import { safeNext } from './use-sign-in';

/** "Sign in with {provider}" when single sign-on is configured (GET /api/client-config). */
export function SsoButton() {
  const config = useClientConfig();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const sso = config.data?.sso;
  if (!sso) return null;
  const go = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await startSso(safeNext(params.get('next')));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Single sign-on could not start');
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Button variant="default" leftSection={<IconKey size={18} />} onClick={() => void go()} loading={busy}>
        Sign in with {sso.provider_name}
      </Button>
      {sso.staff_sso_only && (
        <Text size="xs" c="dimmed">
          Staff sign in with {sso.provider_name}; the e-mailed code is for customers.
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Divider label="or with an e-mailed code" labelPosition="center" />
    </Stack>
  );
}
