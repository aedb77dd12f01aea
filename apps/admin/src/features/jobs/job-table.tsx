import type { BackgroundJob, jobsContract, ResponseOf } from '@adlib/shared';
import { Badge, Button, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../components/relative-time';
import { usePhoneLayout } from '../../kit/list/use-phone-layout';

type Job = ResponseOf<typeof jobsContract.list>['results'][number];

const STATE_LABELS: Record<BackgroundJob['state'], { label: string; color: string }> = {
  created: { label: 'Queued', color: 'gray' },
  retry: { label: 'Waiting to retry', color: 'orange' },
  active: { label: 'Running', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

export interface JobRowActions {
  onRetry: (job: Job) => void;
  retrying: (id: string) => boolean;
}

const StateBadge = ({ job }: { job: Job }) => (
  <Badge variant="light" tt="none" color={STATE_LABELS[job.state].color} miw="fit-content">
    {STATE_LABELS[job.state].label}
  </Badge>
);

const LastError = ({ job }: { job: Job }) =>
  job.last_error ? (
    <Text size="sm" c="red" lineClamp={3} title={job.last_error} style={{ overflowWrap: 'anywhere' }}>
      {job.last_error}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

function RetryButton({ job, actions }: { job: Job; actions: JobRowActions }) {
  if (job.state !== 'failed') return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={actions.retrying(job.id)}
      onClick={() => actions.onRetry(job)}
      aria-label={`Retry ${job.kind} job`}
    >
      Retry
    </Button>
  );
}

/** a kind's name and a state's badge are short: the time columns wrap instead */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const attempts = (job: Job) => `${job.attempts} of ${job.max_attempts}`;

/** On a phone, a card per job: kind and state, then the rest line by line. */
function JobCard({ job, actions }: { job: Job; actions: JobRowActions }) {
  const line = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {value}
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {job.kind}
          </Text>
          <StateBadge job={job} />
        </Group>
        {line('Attempts', <Text size="sm">{attempts(job)}</Text>)}
        {job.last_error && line('Last error', <LastError job={job} />)}
        {line('Created', <RelativeTime value={job.created_at} />)}
        {job.started_at && line('Started', <RelativeTime value={job.started_at} />)}
        {job.ended_at && line('Ended', <RelativeTime value={job.ended_at} />)}
        <Group justify="flex-end">
          <RetryButton job={job} actions={actions} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The jobs of one group: a table that scrolls sideways when narrow, cards on a phone. */
export function JobTable({ jobs, actions }: { jobs: readonly Job[]; actions: JobRowActions }) {
  const phone = usePhoneLayout();
  if (phone)
    return (
      <Stack gap="xs" role="list" aria-label="Jobs">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} actions={actions} />
        ))}
      </Stack>
    );
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kind</Table.Th>
              <Table.Th w={160}>State</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th w={280}>Last error</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Ended</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td fw={500} style={NO_WRAP}>
                  {job.kind}
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <StateBadge job={job} />
                </Table.Td>
                <Table.Td>{attempts(job)}</Table.Td>
                <Table.Td>
                  <LastError job={job} />
                </Table.Td>
                <Table.Td>
                  <RelativeTime value={job.created_at} />
                </Table.Td>
                <Table.Td>
                  <RelativeTime value={job.started_at} />
                </Table.Td>
                <Table.Td>
                  <RelativeTime value={job.ended_at} />
                </Table.Td>
                <Table.Td>
                  <RetryButton job={job} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
