import { EVENT_ENTITIES, EVENT_VERBS, TEST_EVENT_TYPE, type WebhookInput, webhookInput } from '@adlib/shared';
import { Button, Group, Modal, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';

/** What the type box suggests: every type, each entity's `.*`, and `*`. */
export const EVENT_TYPE_OPTIONS = [
  '*',
  TEST_EVENT_TYPE,
  ...EVENT_ENTITIES.map((e) => `${e}.*`),
  ...EVENT_ENTITIES.flatMap((e) => EVENT_VERBS.map((v) => `${e}.${v}`)),
];

type Errors = Partial<Record<keyof WebhookInput, string>>;

/** Field messages from the shared schema, as the server gives them. */
function check(values: WebhookInput): Errors {
  const parsed = webhookInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WebhookInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Add or change an endpoint: URL, description, event types, active. Checked with the shared
 * schema first; the server's answer (a private address) shows beside its field.
 */
export function EndpointForm({
  opened,
  title,
  initial,
  onClose,
  onSave,
}: {
  opened: boolean;
  title: string;
  initial: WebhookInput;
  onClose: () => void;
  onSave: (values: WebhookInput) => Promise<unknown>;
}) {
  const [values, setValues] = useState<WebhookInput>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof WebhookInput>(key: K, value: WebhookInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave(values);
    } catch (err) {
      if (err instanceof ApiRequestError) setErrors({ url: err.message, ...err.fields });
      else throw err;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label="URL"
            placeholder="https://app.example.com/webhooks/adlib"
            value={values.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            error={errors.url}
            required
            data-autofocus
          />
          <TextInput
            label="Description"
            value={values.description ?? ''}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <TagsInput
            label="Event types"
            description="advertisement.published, advertisement.* for every event of ads, or * for all"
            data={EVENT_TYPE_OPTIONS}
            value={values.event_types}
            onChange={(v) => set('event_types', v)}
            error={errors.event_types}
            limit={30}
            clearable
          />
          <Switch
            label="Active"
            checked={values.active ?? true}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
