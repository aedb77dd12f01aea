import type { ApiKeyInput, apiKeysContract, ResponseOf } from '@adlib/shared';
import { Badge, Button, Card, Center, Code, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { confirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { RelativeTime } from '../../components/relative-time';
import { ShownOnceDialog } from '../../components/shown-once-dialog';
import { type RecordColumn, RecordTable } from '../../kit/list/record-table';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { ApiKeyForm } from './api-key-form';

type Key = ResponseOf<typeof apiKeysContract.list>['results'][number];

const when = (v: string | null, none: string) =>
  v ? (
    <RelativeTime value={v} />
  ) : (
    <Text size="sm" c="dimmed">
      {none}
    </Text>
  );

function Status({ k }: { k: Key }) {
  if (k.revoked_at)
    return (
      <Badge color="gray" variant="light" tt="none">
        Revoked
      </Badge>
    );
  if (k.expires_at && new Date(k.expires_at).getTime() <= Date.now())
    return (
      <Badge color="orange" variant="light" tt="none">
        Expired
      </Badge>
    );
  return (
    <Badge color="green" variant="light" tt="none">
      Active
    </Badge>
  );
}

/** The token, this once: only its hash is kept. */
function TokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  return (
    <ShownOnceDialog
      value={token}
      title="API key"
      label="API key token"
      advice='Send it as "Authorization: Bearer …".'
      onClose={onClose}
    />
  );
}

/**
 * API keys (issue 28 §3, decision 031): scripts and services reach the API with a key of their
 * own, scoped per area, instead of a staff session; revoking one holds at once.
 */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [adding, setAdding] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  const onRevoke = async (k: Key) => {
    const yes = await confirmDialog({
      title: `Revoke ${k.name}?`,
      text: 'Every call with this key is refused from now on.',
      confirmLabel: 'Revoke',
    });
    if (yes)
      revoke
        .mutateAsync(k.id)
        // told by the app's notification, under the mutation's errorTitle (api.ts)
        .catch(() => undefined);
  };

  const columns: RecordColumn<Key>[] = [
    { header: 'Name', card: 'title', td: { fw: 500 }, cell: (k) => k.name },
    { header: 'Key', cell: (k) => <Code>{k.prefix}…</Code> },
    { header: 'Scopes', w: 260, cell: (k) => k.scopes.join(', ') },
    { header: 'Status', cell: (k) => <Status k={k} /> },
    { header: 'Expires', cell: (k) => when(k.expires_at, 'Never') },
    { header: 'Last used', cell: (k) => when(k.last_used_at, 'Never') },
    {
      header: 'Actions',
      card: 'actions',
      cell: (k) =>
        k.revoked_at ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void onRevoke(k)}
            aria-label={`Revoke ${k.name}`}
          >
            Revoke
          </Button>
        ),
    },
  ];

  const save = async (values: ApiKeyInput) => {
    const created = await create.mutateAsync(values);
    setAdding(false);
    setToken(created.token);
  };

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys for scripts and services: each reaches only the areas its scopes name, and its changes are logged under its name."
        actions={<Button onClick={() => setAdding(true)}>New API key</Button>}
      />
      {keys.isPending ? (
        <Skeleton height={88} aria-label="Loading the keys" />
      ) : keys.isError ? (
        <ErrorState error={keys.error} title="Could not load the keys" onRetry={() => void keys.refetch()} />
      ) : keys.data.results.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Center>
            <Text c="dimmed">No API keys yet.</Text>
          </Center>
        </Card>
      ) : (
        <RecordTable rows={keys.data.results} columns={columns} minWidth={980} label="API keys" />
      )}
      {adding && <ApiKeyForm opened onClose={() => setAdding(false)} onSave={save} />}
      <TokenDialog token={token} onClose={() => setToken(null)} />
    </>
  );
}
