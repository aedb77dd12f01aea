import type { SessionEntry } from '@adlib/shared';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { confirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { RelativeTime } from '../../components/relative-time';
import { type RecordColumn, RecordTable } from '../list/record-table';
import { METHOD_LABEL, useEndSessions, useSessions } from './sessions-api';

/**
 * Active sessions: device and browser, IP, started, last seen and how each was signed in, with
 * End on each. Without `userId` the signed-in user's own (and "End all other sessions"); with it,
 * a super's view of that user's (and "End all sessions"). The Security page and the customer
 * detail include it as is. The kit's short table: one card per session on a phone.
 */
export function SessionsPanel({ userId, email }: { userId?: number; email?: string }) {
  const sessions = useSessions(userId);
  const end = useEndSessions(userId);
  const own = userId === undefined;

  if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <Skeleton h={120} />;
  const records = sessions.data.records;
  if (records.length === 0) return <Text c="dimmed">Not signed in anywhere.</Text>;
  const others = records.filter((s) => !s.current);

  const endOne = async (id: number, what: string) => {
    const ok = await confirmDialog({
      title: 'End this session',
      text: `${what} will be signed out at once.`,
      confirmLabel: 'End session',
    });
    if (ok) end.mutate({ one: id });
  };
  const endMany = async () => {
    const ok = await confirmDialog({
      title: own ? 'End all other sessions' : 'End all sessions',
      text: own
        ? 'Every other browser and device signed in as you will be signed out at once. This one stays signed in.'
        : `${email ?? 'This user'} will be signed out everywhere at once.`,
      confirmLabel: own ? 'End other sessions' : 'End all sessions',
    });
    if (ok) end.mutate(own ? 'others' : 'all');
  };

  const columns: RecordColumn<SessionEntry>[] = [
    {
      header: 'Device and browser',
      card: 'title',
      cell: (s) => (
        <>
          <Text size="sm">{s.browser}</Text>
          <Text size="xs" c="dimmed">
            {s.device}
          </Text>
        </>
      ),
    },
    { header: 'IP', cell: (s) => s.ip ?? 'Unknown' },
    { header: 'Started', cell: (s) => <RelativeTime value={s.started_at} span /> },
    { header: 'Last seen', cell: (s) => <RelativeTime value={s.last_seen_at} span /> },
    { header: 'Signed in with', cell: (s) => METHOD_LABEL[s.method] },
    {
      header: 'Actions',
      card: 'actions',
      td: { ta: 'right' },
      cell: (s) =>
        s.current ? (
          <Badge variant="light">This session</Badge>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={() => void endOne(s.id, `${s.browser} (${s.ip ?? 'unknown IP'})`)}
            disabled={end.isPending}
            aria-label={`End the session of ${s.browser}, ${s.ip ?? 'unknown IP'}`}
          >
            End
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <div data-testid="sessions-table">
        <RecordTable
          rows={records}
          columns={columns}
          minWidth={560}
          label={own ? 'Your sessions' : `Sessions of ${email ?? 'this user'}`}
        />
      </div>
      {(own ? others.length > 0 : records.length > 0) && (
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => void endMany()} loading={end.isPending}>
            {own ? 'End all other sessions' : 'End all sessions'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
