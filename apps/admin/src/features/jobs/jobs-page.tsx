import type { JobGroup } from '@adlib/shared';
import { Card, Center, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { JOBS_PAGE_SIZE, useJobCounts, useJobs, useRetryJob } from './api';
import { GROUP_LABELS, JobGroups } from './job-groups';
import { type JobRowActions, JobTable } from './job-table';
import { MediaBackfillPanel } from './media-backfill-panel';

const EMPTY: Record<JobGroup, string> = {
  queued: 'Nothing is waiting to run.',
  active: 'Nothing is running right now.',
  failed: 'No job has failed. A job that runs out of retries waits here for a Retry.',
  completed: 'No job has completed recently.',
};

function JobsLoading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading the jobs">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

function useRetryAction(): JobRowActions {
  const retry = useRetryJob();
  return {
    retrying: (id) => retry.isPending && retry.variables === id,
    onRetry: async (job) => {
      try {
        await retry.mutateAsync(job.id);
        notifications.show({ color: 'green', message: `The ${job.kind} job is queued again` });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        notifications.show({ color: 'red', title: `The ${job.kind} job was not retried`, message });
      }
    },
  };
}

/**
 * The durable job queue (issue 25 §1, decision 022): how many jobs wait, run, failed and
 * completed, the jobs of one of those groups with their last error, and Retry on failed ones.
 * It follows the queue while open (every 5 s).
 */
export function JobsPage() {
  const [group, setGroup] = useState<JobGroup>('failed');
  const [page, setPage] = useState(1);
  const counts = useJobCounts();
  const jobs = useJobs(group, page);
  const actions = useRetryAction();
  const pages = Math.ceil((jobs.data?.total ?? 0) / JOBS_PAGE_SIZE);

  const choose = (next: JobGroup) => {
    setGroup(next);
    setPage(1);
    // the counts read afresh with the list, so the two agree on what the queue holds
    void counts.refetch();
  };

  return (
    <>
      <PageHeader
        title="Background jobs"
        description="Work the server does outside requests, such as the hourly trash purge and the daily history cleanup. Failed jobs wait here for a Retry."
      />
      <MediaBackfillPanel />
      <JobGroups counts={counts.data} group={group} onChange={choose} />
      <Text component="h2" fw={600} mb="xs">
        {GROUP_LABELS[group]}
      </Text>
      {jobs.isPending ? (
        <JobsLoading />
      ) : jobs.isError ? (
        <ErrorState error={jobs.error} title="Could not load the jobs" onRetry={() => void jobs.refetch()} />
      ) : jobs.data.results.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Center>
            <Text c="dimmed" ta="center">
              {EMPTY[group]}
            </Text>
          </Center>
        </Card>
      ) : (
        <>
          <JobTable jobs={jobs.data.results} actions={actions} />
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </>
      )}
    </>
  );
}
