import { jobsContract } from '@adlib/shared';
import type { FastifyPluginAsync } from 'fastify';
import { conflict, notFound } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { countJobs, findJob, listJobs } from './job-list.js';

/** The Background jobs screen's calls: super only, like every screen that is not the ads'. */
export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const access = { role: 'super' as const, tags: ['jobs'] };

  serve(app, jobsContract.list, access, ({ query }) => listJobs(app.db, query));

  serve(app, jobsContract.counts, access, () => countJobs(app.db));

  serve(app, jobsContract.retry, access, async ({ params }) => {
    const job = await findJob(app.db, params.id);
    if (!job) throw notFound('Job');
    if (!(await app.jobs.retry(job.kind, job.id))) throw conflict('Only a failed job can be retried');
    const queued = await findJob(app.db, params.id);
    if (!queued) throw notFound('Job');
    return queued;
  });
};
