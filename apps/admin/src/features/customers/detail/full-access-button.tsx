import { Button } from '@mantine/core';
import { confirmDialog } from '../../../components/confirm-dialog';
import type { Customer } from '../api';
import { useSetFullAccess } from '../api';

/** Give full access, or take it back (both confirmed). */
export function FullAccessButton({ user }: { user: Customer }) {
  const set = useSetFullAccess();
  const give = !user.full_access;
  const onClick = async () => {
    const ok = await confirmDialog({
      title: give ? 'Give full access' : 'Revoke full access',
      text: give
        ? `${user.email} will see every collection, whatever the plan.`
        : `${user.email} will see only what the plan allows.`,
      confirmLabel: give ? 'Give full access' : 'Revoke',
      danger: !give,
    });
    if (ok) set.mutate({ id: user.id, body: { full_access: give } });
  };
  return (
    <Button
      variant={give ? 'filled' : 'default'}
      color={give ? 'teal' : undefined}
      onClick={onClick}
      loading={set.isPending}
    >
      {give ? 'Give full access' : 'Revoke full access'}
    </Button>
  );
}
