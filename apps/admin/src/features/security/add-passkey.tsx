import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { isPasskeyCancelled } from '../../api/passkeys';
import { useAddPasskey } from './api';

/** A name, then the browser's own prompt (Touch ID, Windows Hello, a phone or a security key). */
export function AddPasskey() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddPasskey();

  async function submit() {
    setError(undefined);
    if (!name.trim()) return setError('Name this passkey, for example the device it is on');
    try {
      const factor = await add.mutateAsync(name.trim());
      setName('');
      notifications.show({ color: 'green', message: `Passkey "${factor.name}" added` });
    } catch (err) {
      if (isPasskeyCancelled(err)) setError('The passkey was not made; try again when you are ready');
      else if (err instanceof ApiRequestError && (err.fields.name || err.fields.passkey))
        setError(err.fields.name ?? err.fields.passkey);
      else setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Card withBorder>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Add a passkey
            </Title>
            <Text size="sm" c="dimmed">
              A passkey can also sign you in on its own, without the e-mail: "Sign in with a passkey".
            </Text>
          </div>
          <Group align="flex-start">
            <TextInput
              label="Passkey name"
              placeholder="Work laptop"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              maxLength={60}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
              Add a passkey
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
