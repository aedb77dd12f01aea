import { API_KEY_AREAS, type ApiKeyInput, apiKeyInput } from '@adlib/shared';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';

type Errors = Partial<Record<keyof ApiKeyInput, string>>;
const AREAS = Object.keys(API_KEY_AREAS);

/** `2026-12-31T18:00` from the date-time input → ISO with the browser's offset; '' → never. */
const expiryOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** A new key: its name, the scopes (read/write per area, import, export) and an expiry. */
export function ApiKeyForm({
  opened,
  onClose,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  onSave: (values: ApiKeyInput) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const toggle = (scope: string, on: boolean) =>
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

  const submit = async () => {
    const values: ApiKeyInput = {
      name,
      scopes: scopes as ApiKeyInput['scopes'],
      expires_at: expiryOf(expiry),
    };
    const parsed = apiKeyInput.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ApiKeyInput] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(values);
    } catch (err) {
      if (err instanceof ApiRequestError) setErrors({ name: err.message, ...err.fields });
      else throw err;
    } finally {
      setSaving(false);
    }
  };

  const box = (scope: string, label: string) => (
    <Checkbox
      aria-label={label}
      checked={scopes.includes(scope)}
      onChange={(e) => toggle(scope, e.currentTarget.checked)}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title="New API key" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            description="Shown in the audit log and History beside every change the key makes"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            data-autofocus
          />
          <Table aria-label="Scopes" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Area</Table.Th>
                <Table.Th>Read</Table.Th>
                <Table.Th>Write</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {AREAS.map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>{area}</Table.Td>
                  <Table.Td>{box(`${area}:read`, `Read ${area}`)}</Table.Td>
                  <Table.Td>{box(`${area}:write`, `Write ${area}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Checkbox
              label="Import"
              checked={scopes.includes('import')}
              onChange={(e) => toggle('import', e.currentTarget.checked)}
            />
            <Checkbox
              label="Export"
              checked={scopes.includes('export')}
              onChange={(e) => toggle('export', e.currentTarget.checked)}
            />
          </Group>
          {errors.scopes && (
            <Text size="sm" c="red" role="alert">
              {errors.scopes}
            </Text>
          )}
          <TextInput
            type="datetime-local"
            label="Expires"
            description="Empty: never"
            value={expiry}
            onChange={(e) => setExpiry(e.currentTarget.value)}
            error={errors.expires_at}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
