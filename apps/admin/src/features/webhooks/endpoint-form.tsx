import { EVENT_ENTITIES, EVENT_VERBS, TEST_EVENT_TYPE, type WebhookInput, webhookInput } from '@adlib/shared';
import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { FormProvider, useController } from 'react-hook-form';
import { SwitchField } from '../../kit/form/switch-field';
import { TextField } from '../../kit/form/text-field';
import { firstMessage, useDialogForm } from '../../kit/form/use-dialog-form';

/** What the type box suggests: every type, each entity's `.*`, and `*`. */
export const EVENT_TYPE_OPTIONS = [
  '*',
  TEST_EVENT_TYPE,
  ...EVENT_ENTITIES.map((e) => `${e}.*`),
  ...EVENT_ENTITIES.flatMap((e) => EVENT_VERBS.map((v) => `${e}.${v}`)),
];

/** The event types: suggested as typed, any of the catalogue's or a filter (`advertisement.*`). */
function EventTypesField() {
  const { field, fieldState } = useController<WebhookInput, 'event_types'>({ name: 'event_types' });
  return (
    <TagsInput
      label="Event types"
      description="advertisement.published, advertisement.* for every event of ads, or * for all"
      data={EVENT_TYPE_OPTIONS}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={firstMessage(fieldState.error)}
      limit={30}
      clearable
    />
  );
}

/**
 * Add or change an endpoint: URL, description, event types, active. Checked with the shared
 * schema first (the kit's dialog form); the server's answer (a private address) shows beside
 * its field, and what was typed stays.
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
  const { form, onSubmit, formError, saving } = useDialogForm({
    schema: webhookInput,
    defaultValues: initial,
    save: onSave,
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextField<WebhookInput>
              name="url"
              label="URL"
              placeholder="https://app.example.com/webhooks/adlib"
              required
              data-autofocus
            />
            <TextField<WebhookInput> name="description" label="Description" />
            <EventTypesField />
            <SwitchField<WebhookInput> name="active" label="Active" />
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
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
