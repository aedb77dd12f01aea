import { API_KEY_AREAS, type ApiKeyInput, apiKeyInput } from '@adlib/shared';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { FormProvider, useController } from 'react-hook-form';
import { TextField } from '../../kit/form/text-field';
import { firstMessage, useDialogForm } from '../../kit/form/use-dialog-form';

const AREAS = Object.keys(API_KEY_AREAS);
type Scope = ApiKeyInput['scopes'][number];

/** `2026-12-31T18:00` from the date-time input → ISO with the browser's offset; '' → never. */
const expiryOf = (local: string) => (local ? new Date(local).toISOString() : null);
/** ISO → the date-time input's local `2026-12-31T18:00`. */
const localOf = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Read and write per area, import and export: ticks, with the field's message below them. */
function ScopesField() {
  const { field, fieldState } = useController<ApiKeyInput, 'scopes'>({ name: 'scopes' });
  const scopes = field.value ?? [];
  const toggle = (scope: string, on: boolean) =>
    field.onChange(on ? [...scopes, scope as Scope] : scopes.filter((x) => x !== scope));
  const box = (scope: string, label: string, shown?: string) => (
    <Checkbox
      aria-label={shown ? undefined : label}
      label={shown}
      checked={scopes.includes(scope as Scope)}
      onChange={(e) => toggle(scope, e.currentTarget.checked)}
    />
  );
  const message = firstMessage(fieldState.error);
  return (
    <Stack gap="xs">
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
        {box('import', 'Import', 'Import')}
        {box('export', 'Export', 'Export')}
      </Group>
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/** The expiry: a local date and time in the input, ISO in the form; empty is never. */
function ExpiryField() {
  const { field, fieldState } = useController<ApiKeyInput, 'expires_at'>({ name: 'expires_at' });
  return (
    <TextInput
      type="datetime-local"
      label="Expires"
      description="Empty: never"
      value={localOf(field.value)}
      onChange={(e) => field.onChange(expiryOf(e.currentTarget.value))}
      onBlur={field.onBlur}
      error={firstMessage(fieldState.error)}
    />
  );
}

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
  const { form, onSubmit, formError, saving } = useDialogForm({
    schema: apiKeyInput,
    defaultValues: { name: '', scopes: [], expires_at: null },
    save: onSave,
  });

  return (
    <Modal opened={opened} onClose={onClose} title="New API key" size="lg">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextField<ApiKeyInput>
              name="name"
              label="Name"
              description="Shown in the audit log and History beside every change the key makes"
              required
              data-autofocus
            />
            <ScopesField />
            <ExpiryField />
            {formError && (
              <Text size="sm" c="red" role="alert">
                {formError}
              </Text>
            )}
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
      </FormProvider>
    </Modal>
  );
}
