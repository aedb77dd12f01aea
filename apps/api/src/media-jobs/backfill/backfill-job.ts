import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/index.js';
import { MEDIA_BATCH } from '../process-job.js';
import { advance, nextPosition, readBatch, waitingMediaJobs } from './positions.js';

/**
 * The backfill's pace. A module's object rather than configuration: the tests shrink it to
 * walk a handful of records in several batches.
 */
export const backfillSettings = {
  /** records read (and their media queued) at a time, per column */
  batchSize: 200,
  /** a next batch is sent only while fewer media than this many batches wait for a media-process job */
  backlogBatches: 2,
  /** how long a throttled backfill waits before it looks at the queue again */
  throttleSeconds: 5,
  /** how long one run walks before it hands over to its next job (short: a stop ends it soon) */
  sliceMs: 3000,
};

/**
 * `media-backfill` (issue 25 §3): walks each media column of the records by id, a batch at a
 * time, queueing their media (mediaJobs.queueUrls: a media already entered is not queued
 * again), and stores its position after each batch in media_backfill, so a stopped or killed
 * backfill resumes there. Throttled: while the media-process jobs waiting are 2 batches or
 * more, it re-sends itself to run later instead of adding to them, so a million records never
 * flood the queue. One chain at a time: the queue's policy 'short' keeps one job waiting, and
 * each run ends by sending the next (none when one already waits).
 */
export function mediaBackfillJob(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const job = defineJob({
    name: 'media-backfill',
    payload: z.object({}),
    policy: 'short',
    concurrency: 1,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 10 * 60,
    async run() {
      const until = Date.now() + backfillSettings.sliceMs;
      let records = 0;
      for (;;) {
        const at = await nextPosition(app.db);
        if (!at) return { records, finished: true };
        const { batchSize, backlogBatches, throttleSeconds } = backfillSettings;
        // a waiting job holds up to MEDIA_BATCH media (the backfill's own are that full)
        if ((await waitingMediaJobs(app.db)) * MEDIA_BATCH >= backlogBatches * batchSize) {
          await app.jobs.sendUnlessWaiting(job, {}, { startAfterSeconds: throttleSeconds });
          return { records, throttled: true };
        }
        const batch = await readBatch(app.db, at, batchSize);
        await app.mediaJobs.queueUrls(
          batch.flatMap((r) => r.urls),
          app.log,
          { background: true },
        );
        const lastId = batch.at(-1)?.id ?? at.afterId;
        // another run moved the position first (two processes' steps): it carries on
        if (!(await advance(app.db, at, lastId, batch.length, batch.length < batchSize)))
          return { records, overtaken: true };
        records += batch.length;
        if (closing || Date.now() > until) {
          await app.jobs.sendUnlessWaiting(job, {});
          return { records, handedOver: true };
        }
      }
    },
  });
  return job;
}
