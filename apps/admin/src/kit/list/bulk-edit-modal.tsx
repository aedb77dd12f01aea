import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import type { BulkTarget } from '../resource/resource-types';
import { type BulkEditDeclaration, useBulkEdit } from './use-bulk-edit';

export type { BulkEditDeclaration, BulkEditField } from './use-bulk-edit';

interface Props {
  opened: boolean;
  onClose: () => void;
  edit: BulkEditDeclaration;
  target: BulkTarget;
  noun: readonly [string, string];
  /** "3 ads", "all 18,204 matching ads" */
  selectedText: string;
  /** over a whole filter: ask first with the server's count */
  confirmFirst: boolean;
  onDone: () => void;
}

/**
 * "Edit field…": choose a field, then set it with the form's own input; the value is checked
 * by the shared schema of that field, here and on the server, and a refusal is shown beside
 * the input. Over a whole filter it asks first with the count the server will change.
 */
export function BulkEditModal({
  opened,
  onClose,
  edit,
  target,
  noun,
  selectedText,
  confirmFirst,
  onDone,
}: Props) {
  const { form, field, fieldName, busy, choose, close, apply } = useBulkEdit({
    edit,
    target,
    noun,
    confirmFirst,
    onClose,
    onDone,
  });

  return (
    <Modal opened={opened} onClose={close} title={`Edit a field of ${selectedText}`}>
      <form onSubmit={apply} noValidate>
        <Stack>
          <Select
            label="Field"
            placeholder="Choose a field"
            data={edit.fields.map((f) => ({ value: f.field, label: f.label }))}
            value={fieldName}
            onChange={choose}
            allowDeselect={false}
          />
          {field ? (
            <FormProvider {...form}>
              <Stack key={field.field}>{field.input}</Stack>
            </FormProvider>
          ) : (
            <Text size="sm" c="dimmed">
              The value you choose replaces the field's value on every selected {noun[0]}.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={!field} loading={busy}>
              Apply
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
