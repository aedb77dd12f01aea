import type { FactorItem } from '@adlib/shared';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { isPasskeyCancelled } from '../../api/passkeys';
import { confirmDialog } from '../../components/confirm-dialog';
import { FactorProofForm } from '../../components/factor-proof-form';
import { RelativeTime } from '../../components/relative-time';
import { type RecordColumn, RecordTable } from '../../kit/list/record-table';
import { useRemoveFactor } from './api';

const KIND_LABEL = { passkey: 'Passkey', totp: 'Authenticator app' } as const;

/** The user's factors; removing one ends their other sessions, removing the last asks for it once more. */
export function FactorList({ factors, required }: { factors: FactorItem[]; required: boolean }) {
  const remove = useRemoveFactor();
  const [proving, setProving] = useState<FactorItem | null>(null);
  const [proofError, setProofError] = useState<string>();

  const removed = (factor: FactorItem, ended: number) =>
    notifications.show({
      color: 'green',
      message: `"${factor.name}" removed${ended > 0 ? `; your other sessions (${ended}) were signed out` : ''}`,
    });

  async function removeOne(factor: FactorItem) {
    if (factors.length === 1) {
      setProofError(undefined);
      return setProving(factor);
    }
    const ok = await confirmDialog({
      title: `Remove "${factor.name}"?`,
      text: 'It will no longer sign you in. Your other sessions are signed out.',
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      const result = await remove.mutateAsync({ id: factor.id });
      removed(factor, result.sessions_ended);
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof Error ? err.message : String(err) });
    }
  }

  async function removeLast(proof: { code: string } | { passkey: true }) {
    if (!proving) return;
    setProofError(undefined);
    try {
      const result = await remove.mutateAsync({ id: proving.id, proof });
      removed(proving, result.sessions_ended);
      setProving(null);
    } catch (err) {
      if (isPasskeyCancelled(err)) setProofError('The passkey was not used');
      else if (err instanceof ApiRequestError)
        setProofError(err.fields.code ?? err.fields.passkey ?? err.fields.token ?? err.message);
      else setProofError(err instanceof Error ? err.message : String(err));
    }
  }

  if (factors.length === 0)
    return (
      <Text size="sm">
        None yet: sign-in asks only for the e-mailed code (or single sign-on). Add a passkey or an
        authenticator app below.
      </Text>
    );

  const columns: RecordColumn<FactorItem>[] = [
    { header: 'Name', card: 'title', td: { fw: 500 }, cell: (f) => f.name },
    { header: 'Kind', cell: (f) => KIND_LABEL[f.kind] },
    { header: 'Added', cell: (f) => <RelativeTime value={f.created_at} size="sm" /> },
    {
      header: 'Last used',
      cell: (f) => (f.last_used_at ? <RelativeTime value={f.last_used_at} size="sm" /> : 'Never'),
    },
    {
      header: 'Actions',
      card: 'actions',
      td: { ta: 'right' },
      cell: (f) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => void removeOne(f)}
          aria-label={`Remove ${f.name}`}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <RecordTable rows={factors} columns={columns} minWidth={520} label="Your second factors" />
      <Modal
        opened={proving !== null}
        onClose={() => setProving(null)}
        title={`Remove "${proving?.name ?? ''}"?`}
      >
        {proving && (
          <Stack>
            <Text size="sm">
              It is your last second factor: use it once more to remove it.
              {required &&
                ' Your role needs one, so you will be asked to add another before using the back office.'}
            </Text>
            <FactorProofForm
              methods={[proving.kind]}
              busy={remove.isPending}
              error={proofError}
              onCode={(code) => void removeLast({ code })}
              onPasskey={() => void removeLast({ passkey: true })}
              submitLabel="Remove"
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}
