import { z } from 'zod';
import { sentTime } from '../api.js';
import { pagingQuery } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

/**
 * The Background jobs screen's groups of pg-boss's states: queued (created, or waiting for a
 * retry after a failure), active (running), failed (out of retries), completed (recently: the
 * queue archives them after a while).
 */
export const JOB_GROUPS = ['queued', 'active', 'failed', 'completed'] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];

/** pg-boss's own state of a job; `retry` is queued again after a failure, its error kept. */
const jobState = z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']);

/** One job as the screen lists it. */
export const backgroundJob = z.object({
  id: z.uuid(),
  /** the job kind's name (its queue) */
  kind: z.string(),
  state: jobState,
  /** runs started so far (a retry waiting to run counts its failed ones) */
  attempts: z.number().int(),
  /** the runs it may have: the first and its retries */
  max_attempts: z.number().int(),
  /** the message of the last failure, while the job is failed or waits for its retry */
  last_error: z.string().nullable(),
  created_at: sentTime,
  started_at: sentTime.nullable(),
  /** when it completed or failed */
  ended_at: sentTime.nullable(),
  /** when it may run (a retry's backoff, a delayed job) */
  run_after: sentTime,
});
export type BackgroundJob = z.infer<typeof backgroundJob>;

export const jobListQuery = pagingQuery.extend({
  group: z.enum(JOB_GROUPS).default('queued'),
});

const jobList = z.object({ total: z.number().int(), results: z.array(backgroundJob) });

const count = z.number().int();
const jobCounts = z.object({ queued: count, active: count, failed: count, completed: count });
export type JobCounts = z.infer<typeof jobCounts>;

const jobParams = z.object({ id: z.uuid('Not a job id') });

/** The durable job queue's screen (issue 25 §1): super only, under /api/jobs which SPEC does not use. */
export const jobsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/jobs',
    summary: 'Background jobs of one group (queued, active, failed, completed), newest first',
    query: jobListQuery,
    response: jobList,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/jobs/counts',
    summary: 'How many background jobs each group holds',
    response: jobCounts,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/jobs/:id/retry',
    summary: 'Queue a failed job again, with one more try (409 when it is not failed)',
    params: jobParams,
    response: backgroundJob,
  }),
};
