import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { OcrReader } from '../media/ocr-reader.js';
import { registerMediaBackfill } from './backfill/index.js';
import { pendingMediaJobs } from './backfill/positions.js';
import { queueDemoMedia } from './demo-sources.js';
import { mediaDuplicatesJob } from './duplicates-job.js';
import { type MediaSourceRef, queueMediaRows } from './media-rows.js';
import { mediaOcrJob } from './ocr-job.js';
import { MEDIA_BATCH, mediaProcessJob } from './process-job.js';
import { mediaRoutes } from './routes.js';
import { sourceKeyOfUrl } from './stored-key.js';

export interface QueueOptions {
  /**
   * Work no one waits on at the screen (the backfill, the demo library): it runs after every
   * media a person just saved or uploaded, which would otherwise wait behind thousands.
   */
  background?: boolean;
  /** process a source that ended well again too (the panel's Process again) */
  again?: boolean;
}

/** Sources in jobs: one per job for a person (each starts at once), batches for background work. */
function jobsOf(keys: string[], background: boolean): string[][] {
  if (!background) return keys.map((key) => [key]);
  const batches: string[][] = [];
  for (let i = 0; i < keys.length; i += MEDIA_BATCH) batches.push(keys.slice(i, i + MEDIA_BATCH));
  return batches;
}

/** pg-boss takes waiting jobs by priority, highest first: a person's media before background ones. */
const FOREGROUND_PRIORITY = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** every stored upload and media link is processed (decision 023) */
    mediaJobs: {
      /**
       * Enters each source for processing and sends its job: once per source (again only
       * when it failed). Called after the record's write committed; a failure here is logged,
       * never the write's (the record is saved either way).
       */
      queue(
        sources: readonly MediaSourceRef[],
        log: FastifyBaseLogger,
        options?: QueueOptions,
      ): Promise<void>;
      /**
       * The same for URLs records hold (a form's save, an import, an upload, the demo): a URL
       * of this app's storage is its stored file, one of the demo library its demo file, any
       * other http(s) URL a media link; anything else (empty, not http(s)) is left alone.
       */
      queueUrls(
        urls: readonly (string | null | undefined)[],
        log: FastifyBaseLogger,
        options?: QueueOptions,
      ): Promise<void>;
    };
  }
}

const priorityOf = (background: boolean) => (background ? 0 : FOREGROUND_PRIORITY);

/**
 * How long one background duplicates check waits while media-process jobs are queued or running
 * before it runs anyway (well under the queue's 15-minute expiry), and how often it looks again.
 */
const DUPLICATES_WAIT_MS = 5 * 60_000;
const DUPLICATES_LOOK_MS = 1000;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The `media-process`, `media-duplicates` and `media-ocr` job kinds, the routes' way to queue them, and GET /api/media. */
export function registerMediaJobs(app: FastifyInstance) {
  const ocr = new OcrReader();
  const readers = { db: app.db, storage: app.storage, links: app.config.mediaLinks };
  const reading = mediaOcrJob({ ...readers, ocr });
  // set once the server closes: a waiting check then runs at once, so a stop never waits for it
  let closing = false;
  const checking = mediaDuplicatesJob({
    db: app.db,
    async yieldToProcessing() {
      const until = Date.now() + DUPLICATES_WAIT_MS;
      while (!closing && Date.now() < until && (await pendingMediaJobs(app.db)) > 0)
        await sleep(DUPLICATES_LOOK_MS);
    },
  });
  const processing = mediaProcessJob({
    ...readers,
    readText: async (sources, background) => {
      await app.jobs.send(reading, { sources }, { priority: priorityOf(background) });
    },
    checkDuplicates: async (sources, background) => {
      await app.jobs.send(checking, { sources, background }, { priority: priorityOf(background) });
    },
    yieldToRequests: () => app.requestPressure.turn(),
  });
  app.jobs.define(processing);
  app.jobs.define(reading);
  app.jobs.define(checking);
  // the OCR worker closes once no run can use it: after the queue has stopped and its running
  // handlers have ended (a read mid-close rejects inside tesseract.js, where nothing handles it)
  let demoQueued: Promise<void> | undefined;
  app.addHook('onClose', async () => {
    closing = true;
    await demoQueued;
    await app.jobs.stop();
    await ocr.close();
  });
  const sourceKeyOf = sourceKeyOfUrl(app.storage, app.config.publicUrl);
  app.decorate('mediaJobs', {
    async queueUrls(urls, log, options) {
      const sources: MediaSourceRef[] = [];
      for (const url of new Set(urls)) {
        const key = url ? sourceKeyOf(url) : null;
        if (url && key) sources.push({ key, url });
      }
      await app.mediaJobs.queue(sources, log, options);
    },
    async queue(sources, log, options = {}) {
      const background = options.background ?? false;
      try {
        const keys = await queueMediaRows(app.db, sources, {
          again: options.again ?? false,
          // background work is also where media of an older recipe are made again
          stale: background,
        });
        for (const batch of jobsOf(keys, background))
          await app.jobs.send(
            processing,
            { sources: batch, background },
            { priority: priorityOf(background) },
          );
      } catch (err) {
        log.error({ err, sources: sources.map((s) => s.key) }, 'media processing not queued');
      }
    },
  });
  // the demo library arrives processed: its media are queued at start (once each), beside it
  if (app.config.seedDemo)
    app.addHook('onReady', async () => {
      demoQueued = queueDemoMedia(app, () => closing);
    });
  mediaRoutes(app);
  registerMediaBackfill(app);
}
