import type { FastifyInstance } from 'fastify';
import { mediaBackfillJob } from './backfill-job.js';
import { mediaBackfillRoutes, startMediaBackfill } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the media backfill (issue 25 §3): what `npm run media:backfill` and the super's Start call */
    mediaBackfill: { start(): Promise<void> };
  }
}

/** The `media-backfill` job kind and its routes; registered by the media module. */
export function registerMediaBackfill(app: FastifyInstance) {
  const job = mediaBackfillJob(app);
  app.jobs.define(job);
  app.decorate('mediaBackfill', { start: () => startMediaBackfill(app, job) });
  mediaBackfillRoutes(app, job);
}

export { backfillProgress, pendingMediaJobs } from './positions.js';
