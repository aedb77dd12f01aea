import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@adlib/shared';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { confirmDialog } from '../../../components/confirm-dialog';
import type { Customer } from '../api';
import { useSetSubscriptionStatus } from '../api';
import { SubscriptionBadge } from '../subscription-badge';

const OPTIONS = SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] }));

/** The badge, and a status picker whose change is confirmed before it is saved. */
export function SubscriptionControl({ user }: { user: Customer }) {
  const [choice, setChoice] = useState<string | null>(user.subscription_status);
  const change = useSetSubscriptionStatus();
  const status = choice as SubscriptionStatus | null;
  const apply = async () => {
    if (!status || status === user.subscription_status) return;
    const ok = await confirmDialog({
      title: 'Change subscription status',
      text: `Change the subscription status of ${user.email} from ${
        SUBSCRIPTION_STATUS_LABELS[user.subscription_status as SubscriptionStatus] ?? user.subscription_status
      } to ${SUBSCRIPTION_STATUS_LABELS[status]}?`,
      confirmLabel: 'Change',
      danger: false,
    });
    if (ok) change.mutate({ id: user.id, body: { subscription_status: status } });
  };
  return (
    <Group gap="sm" align="end">
      <SubscriptionBadge status={user.subscription_status} />
      <Select
        label="New status"
        data={OPTIONS}
        value={choice}
        onChange={setChoice}
        allowDeselect={false}
        w={160}
        size="xs"
      />
      <Button
        size="xs"
        onClick={apply}
        loading={change.isPending}
        disabled={!status || status === user.subscription_status}
      >
        Change status
      </Button>
    </Group>
  );
}
