import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { OcrReader } from '../media/ocr-reader.js';
import { registerMediaBackfill } from './backfill/index.js';
import { type MediaSourceRef, queueMediaRows } from './media-rows.js';
import { mediaProcessJob } from './process-job.js';
import { mediaRoutes } from './routes.js';
import { storedKeyOfUrl } from './stored-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** every stored upload is processed (decision 023): upload routes queue what they stored */
    mediaJobs: {
      /**
       * Enters each stored file for processing and sends its job: once per source (again only
       * when it failed). Called after the record's write committed; a failure here is logged,
       * never the upload's (the file is stored and attached).
       */
      queue(sources: readonly MediaSourceRef[], log: FastifyBaseLogger): Promise<void>;
      /**
       * The same for URLs records hold (a form's save, an import, the backfill): a URL of this
       * app's storage is its stored file; other URLs are not processed yet (media links follow).
       */
      queueUrls(urls: readonly (string | null | undefined)[], log: FastifyBaseLogger): Promise<void>;
    };
  }
}

/** The `media-process` job kind, the upload routes' way to queue it, and GET /api/media. */
export function registerMediaJobs(app: FastifyInstance) {
  const ocr = new OcrReader();
  const processing = mediaProcessJob({ db: app.db, storage: app.storage, ocr });
  app.jobs.define(processing);
  // the OCR worker closes once no run can use it: after the queue has stopped and its running
  // handlers have ended (a read mid-close rejects inside tesseract.js, where nothing handles it)
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await ocr.close();
  });
  const storedKeyOf = storedKeyOfUrl(app.storage);
  app.decorate('mediaJobs', {
    async queueUrls(urls, log) {
      const sources: MediaSourceRef[] = [];
      for (const url of new Set(urls)) {
        const key = url ? storedKeyOf(url) : null;
        if (url && key) sources.push({ key, url });
      }
      await app.mediaJobs.queue(sources, log);
    },
    async queue(sources, log) {
      try {
        for (const source of await queueMediaRows(app.db, sources))
          await app.jobs.send(processing, { source });
      } catch (err) {
        log.error({ err, sources: sources.map((s) => s.key) }, 'media processing not queued');
      }
    },
  });
  mediaRoutes(app);
  registerMediaBackfill(app);
}
