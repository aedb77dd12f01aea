import type { BackgroundJob, jobsContract, ResponseOf } from '@adlib/shared';
import { Badge, Button, Text } from '@mantine/core';
import { RelativeTime } from '../../components/relative-time';
import { type RecordColumn, RecordTable } from '../../kit/list/record-table';

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
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

const time = (value: string | null) =>
  value ? (
    <RelativeTime value={value} />
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

const jobColumns = (actions: JobRowActions): RecordColumn<Job>[] => [
  { header: 'Kind', card: 'title', td: { fw: 500, ...NO_WRAP }, cell: (job) => job.kind },
  { header: 'State', w: 160, td: NO_WRAP, cell: (job) => <StateBadge job={job} /> },
  { header: 'Attempts', cell: (job) => `${job.attempts} of ${job.max_attempts}` },
  { header: 'Last error', w: 280, cell: (job) => <LastError job={job} /> },
  { header: 'Created', cell: (job) => time(job.created_at) },
  { header: 'Started', cell: (job) => time(job.started_at) },
  { header: 'Ended', cell: (job) => time(job.ended_at) },
  { header: 'Actions', card: 'actions', cell: (job) => <RetryButton job={job} actions={actions} /> },
];

/** The jobs of one group: the kit's table, which scrolls sideways when narrow and is cards on a phone. */
export function JobTable({ jobs, actions }: { jobs: readonly Job[]; actions: JobRowActions }) {
  // rebuilt each render: the Retry cell reads which job is being retried now
  return <RecordTable rows={jobs} columns={jobColumns(actions)} minWidth={860} label="Jobs" />;
}
