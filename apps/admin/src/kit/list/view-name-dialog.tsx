import { VIEW_NAME_MAX } from '@adlib/shared';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api/client';

export interface ViewNameDialogProps {
  title: string;
  /** the name the input starts with (Rename: the view's) */
  initialName?: string;
  /** Save view… offers sharing at once; Rename does not */
  withShare?: boolean;
  submitLabel: string;
  onSubmit: (values: { name: string; shared: boolean }) => Promise<unknown>;
  onClose: () => void;
}

/** Save view… and Rename…: a name (the server's message beside it) and, on save, Share. */
export function ViewNameDialog(props: ViewNameDialogProps) {
  const [name, setName] = useState(props.initialName ?? '');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('Name is required');
    setBusy(true);
    setNameError(undefined);
    setFailure(undefined);
    try {
      await props.onSubmit({ name: name.trim(), shared });
      props.onClose();
    } catch (err) {
      const onName = err instanceof ApiRequestError ? err.fields.name : undefined;
      if (onName) setNameError(onName);
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={VIEW_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
          />
          {props.withShare && (
            <Checkbox
              label="Share with all staff"
              checked={shared}
              onChange={(e) => setShared(e.currentTarget.checked)}
            />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
