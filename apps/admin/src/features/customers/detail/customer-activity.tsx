import { type AuditAction, isAuditAction } from '@adlib/shared';
import { Stack, Text, Timeline } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { RelativeTime } from '../../../components/relative-time';
import { ChangeTable } from '../../../kit/history/change-table';
import { type AuditEntry, useCustomerActivity } from '../api';
import { CUSTOMER_VALUE_NAMES } from '../value-names';

const ACTION_LABEL: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  upload: 'File replaced',
  visibility: 'Visibility changed',
  reorder: 'Reordered',
  restored: 'Restored',
  bulk: 'Bulk action',
  'bulk-insert': 'Added in bulk',
  import: 'Imported',
  subscription_status: 'Subscription status changed',
  grant_full_access: 'Full access given',
  revoke_full_access: 'Full access revoked',
  sign_in: 'Signed in',
  session_ended: 'Session ended',
  sso_role: 'Role set by single sign-on',
  factor_added: 'Second factor added',
  factor_removed: 'Second factor removed',
  second_factor_failed: 'Wrong second factor at sign-in',
};

/** An entry logged before its action joined the list reads as the action itself. */
const actionLabel = (action: string) => (isAuditAction(action) ? ACTION_LABEL[action] : action);

/** The changed fields of an entry, as the History drawer shows them (kit/history). */
const rowsOf = (e: AuditEntry) =>
  Object.entries(e.changes)
    .filter(([field]) => field !== 'id' && field !== 'last_signin_at')
    .map(([field, c]) => ({ field, before: c.before, after: c.after }));

/** What staff changed on this customer, newest first. */
export function CustomerActivity({ id }: { id: number }) {
  const activity = useCustomerActivity(id);
  if (activity.isError) return <ErrorState error={activity.error} onRetry={() => activity.refetch()} />;
  const entries = activity.data?.records ?? [];
  if (activity.isSuccess && entries.length === 0) return <Text c="dimmed">No changes yet.</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="customer-activity">
      {entries.map((e) => (
        <Timeline.Item key={e.id} title={actionLabel(e.action)}>
          <Stack gap={0}>
            {e.action !== 'create' && (
              <ChangeTable
                rows={rowsOf(e)}
                caption={`Changes of ${new Date(e.at).toLocaleString()}`}
                valueNames={CUSTOMER_VALUE_NAMES}
              />
            )}
            <Text size="xs" c="dimmed" component="div">
              by {e.user_email ?? 'the system'} · <RelativeTime value={e.at} size="xs" span />
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
