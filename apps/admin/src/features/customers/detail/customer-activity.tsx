import { Stack, Text, Timeline } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { RelativeTime } from '../../../components/relative-time';
import { type AuditEntry, useCustomerActivity } from '../api';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  subscription_status: 'Subscription status changed',
  grant_full_access: 'Full access given',
  revoke_full_access: 'Full access revoked',
};

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** "role: free → monthly", one line per changed field. */
const changesOf = (e: AuditEntry) =>
  Object.entries(e.changes)
    .filter(([field]) => field !== 'id' && field !== 'last_signin_at')
    .map(([field, c]) => `${field}: ${shown(c.before)} → ${shown(c.after)}`);

/** What staff changed on this customer, newest first. */
export function CustomerActivity({ id }: { id: number }) {
  const activity = useCustomerActivity(id);
  if (activity.isError) return <ErrorState error={activity.error} onRetry={() => activity.refetch()} />;
  const entries = activity.data?.records ?? [];
  if (activity.isSuccess && entries.length === 0) return <Text c="dimmed">No changes yet.</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="customer-activity">
      {entries.map((e) => (
        <Timeline.Item key={e.id} title={ACTIONS[e.action] ?? e.action}>
          <Stack gap={0}>
            {(e.action === 'create' ? [] : changesOf(e)).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="xs" c="dimmed" component="div">
              by {e.user_email ?? 'the system'} · <RelativeTime value={e.at} size="xs" span />
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
