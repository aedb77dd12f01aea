import { mediaBackfillContract } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.js';
import type { JobKind } from '../../jobs/job-kind.js';
import { backfillProgress, preparePositions } from './positions.js';

/**
 * Starts (or resumes) the media backfill: the columns' positions are prepared, then its job
 * is sent unless one already waits. What the command and the super's Start button call.
 */
export async function startMediaBackfill(app: FastifyInstance, job: JobKind) {
  await preparePositions(app.db);
  await app.jobs.sendUnlessWaiting(job, {});
}

/** GET and POST /api/media/backfill: super only, like the Background jobs screen. */
export function mediaBackfillRoutes(app: FastifyInstance, job: JobKind) {
  const access = { role: 'super' as const, tags: ['media'] };
  serve(app, mediaBackfillContract.progress, access, () => backfillProgress(app.db));
  serve(app, mediaBackfillContract.start, access, async () => {
    await startMediaBackfill(app, job);
    return backfillProgress(app.db);
  });
}
