import type { WebhookInput } from '@adlib/shared';
import { Button, Card, Center, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import {
  useCreateEndpoint,
  useEndpoints,
  useRemoveEndpoint,
  useRotateSecret,
  useSendTest,
  useUpdateEndpoint,
} from './api';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { type Endpoint, type EndpointActions, EndpointTable } from './endpoint-table';
import { SecretDialog } from './secret-dialog';

const BLANK: WebhookInput = { url: '', description: '', event_types: ['*'], active: true };

/** A failure is told by the app's notification, under the mutation's errorTitle (api.ts): once. */
const toldAlready = () => undefined;

/** The form's state: closed, adding, or editing one endpoint. */
type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; endpoint: Endpoint };

function useEndpointActions(
  setEditing: (e: Editing) => void,
  setSecret: (s: string) => void,
  setSelected: (id: number) => void,
): Omit<EndpointActions, 'selected'> {
  const test = useSendTest();
  const rotate = useRotateSecret();
  const remove = useRemoveEndpoint();
  return {
    onLog: (e) => setSelected(e.id),
    onEdit: (e) => setEditing({ mode: 'edit', endpoint: e }),
    onTest: (e) => {
      setSelected(e.id);
      test
        .mutateAsync(e.id)
        .then(
          () => notifications.show({ color: 'green', message: `Test event queued for ${e.url}` }),
          toldAlready,
        );
    },
    onRotate: async (e) => {
      const yes = await confirmDialog({
        title: 'Rotate the signing secret?',
        text: `Deliveries to ${e.url} are signed with the new secret at once; the receiver must use it.`,
        confirmLabel: 'Rotate',
      });
      if (yes) rotate.mutateAsync(e.id).then((r) => setSecret(r.secret), toldAlready);
    },
    onRemove: async (e) => {
      const yes = await confirmDialog({
        title: 'Remove this endpoint?',
        text: `${e.url} gets no more events, and its delivery log is removed.`,
        confirmLabel: 'Remove',
      });
      if (yes) remove.mutateAsync(e.id).catch(toldAlready);
    },
  };
}

/**
 * Webhooks (issue 28 §2, decision 031): the endpoints the customer app receives events at,
 * each signing secret shown once, Send test event, and each endpoint's delivery log with
 * Replay. An endpoint the server paused (its deliveries kept failing) says so in red.
 */
export function WebhooksPage() {
  const endpoints = useEndpoints();
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | undefined>();
  const actions = useEndpointActions(setEditing, setSecret, setSelected);
  const list = endpoints.data?.results ?? [];
  const open = list.find((e) => e.id === selected);

  const save = async (values: WebhookInput) => {
    if (editing.mode === 'edit') await update.mutateAsync({ id: editing.endpoint.id, body: values });
    else {
      const created = await create.mutateAsync(values);
      setSecret(created.secret);
      setSelected(created.id);
    }
    setEditing({ mode: 'closed' });
  };

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="The customer app hears of every change here: signed events (Standard Webhooks), retried for a day."
        actions={<Button onClick={() => setEditing({ mode: 'new' })}>Add endpoint</Button>}
      />
      {endpoints.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the endpoints">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : endpoints.isError ? (
        <ErrorState
          error={endpoints.error}
          title="Could not load the endpoints"
          onRetry={() => void endpoints.refetch()}
        />
      ) : list.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Center>
            <Text c="dimmed">No endpoints yet. Add one to send events to the customer app.</Text>
          </Center>
        </Card>
      ) : (
        <EndpointTable endpoints={list} actions={{ ...actions, selected }} />
      )}
      {open && <DeliveryLog key={open.id} endpoint={open} />}
      {editing.mode !== 'closed' && (
        <EndpointForm
          opened
          title={editing.mode === 'new' ? 'Add endpoint' : 'Edit endpoint'}
          initial={editing.mode === 'edit' ? editing.endpoint : BLANK}
          onClose={() => setEditing({ mode: 'closed' })}
          onSave={save}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
