import { Badge, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { confirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { RelativeTime } from '../../components/relative-time';
import { METHOD_LABEL, useEndSessions, useSessions } from './sessions-api';

/**
 * Active sessions: device and browser, IP, started, last seen and how each was signed in, with
 * End on each. Without `userId` the signed-in user's own (and "End all other sessions"); with it,
 * a super's view of that user's (and "End all sessions"). The Security page can include it as is.
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

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" data-testid="sessions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device and browser</Table.Th>
              <Table.Th>IP</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Last seen</Table.Th>
              <Table.Th>Signed in with</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Text size="sm">{s.browser}</Text>
                  <Text size="xs" c="dimmed">
                    {s.device}
                  </Text>
                </Table.Td>
                <Table.Td>{s.ip ?? 'Unknown'}</Table.Td>
                <Table.Td>
                  <RelativeTime value={s.started_at} span />
                </Table.Td>
                <Table.Td>
                  <RelativeTime value={s.last_seen_at} span />
                </Table.Td>
                <Table.Td>{METHOD_LABEL[s.method]}</Table.Td>
                <Table.Td ta="right">
                  {s.current ? (
                    <Badge variant="light">This session</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void endOne(s.id, `${s.browser} (${s.ip ?? 'unknown IP'})`)}
                      disabled={end.isPending}
                    >
                      End
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
