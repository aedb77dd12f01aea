import { z } from 'zod';
import type { Db } from '../db/client.js';
import { defineJob, type JobRun } from '../jobs/index.js';
import { lowerPixelThreads } from '../media/background-priority.js';
import { derivativeKey, sourceDigest } from '../media/derivative-keys.js';
import { MediaError } from '../media/media-error.js';
import type { MediaSource } from '../media/media-source.js';
import { derivativeFiles, type ProcessedMedia, processMedia } from '../media/process-media.js';
import { markFailed, markProcessing, markReady, type ReadyMedia } from './media-rows.js';
import { applyMediaToRecords } from './record-effects.js';
import { openSource, type SourceReaders, SourceRefused, SourceUnavailable } from './source-file.js';

export interface MediaJobDeps extends SourceReaders {
  db: Db;
  /**
   * Hands the sources made ready to the media-ocr job (ocr-job.ts), at the priority they were
   * processed at; absent: no on-screen text is read (OCR off).
   */
  readText?: (keys: string[], background: boolean) => Promise<void>;
  /**
   * Hands the sources made ready to the media-duplicates job (duplicates-job.ts), at the same
   * priority: their hashes indexed, their records checked for likely duplicates.
   */
  checkDuplicates?: (keys: string[], background: boolean) => Promise<void>;
  /**
   * Resolves when the job may take the next picture or write its batch: later while requests
   * are being answered (http/request-pressure.ts); absent: at once.
   */
  yieldToRequests?: () => Promise<void>;
}

/** retries after the first failure; the last one's failure is written on the row */
const RETRY_LIMIT = 3;
/**
 * The most sources one job takes: the backfill's and the demo library's batches. A batch pays
 * about 15 statements whatever its size (the queue's fetch and completion, the rows' writes,
 * the records told, the text job's own): at 8 they were a fifth of a picture's time on the
 * embedded database's thread, at 16 half that; 32 made the backfill 40-47 images/s where 16
 * made 37-40 (2026-11-28, docs/performance.md), and a retry redoes at most 32 pictures.
 */
export const MEDIA_BATCH = 32;
/**
 * Sources of a batch processed at once: one's decoding and encoding (sharp's threads, ffmpeg)
 * overlaps the other's reads and writes (storage, SQL), so a backfill uses the second core
 * whenever the requests leave it idle. A person's job holds one source.
 */
const IN_PARALLEL = 2;

const sourceKey = z.string().min(1).max(300);
/**
 * `sources`: what a job processes, in order. `source`: the one source of a job queued before
 * batches existed (a database upgraded with jobs waiting). `background`: the batch's priority,
 * which its text reading keeps.
 */
const payload = z.object({
  sources: z.array(sourceKey).min(1).max(MEDIA_BATCH).optional(),
  source: sourceKey.optional(),
  background: z.boolean().optional(),
});
const keysOf = (p: z.output<typeof payload>) => p.sources ?? (p.source ? [p.source] : []);

/** Why the last try failed, as the row keeps it. */
const lastFailure = (error: unknown, tries: number) =>
  error instanceof SourceUnavailable
    ? error.message
    : `Processing failed ${tries} times; the last error: ${error instanceof Error ? error.message : String(error)}`;

/** A source made: what markReady writes on its row. */
interface Made {
  key: string;
  url: string;
  media: ReadyMedia;
}

/** How one source of the job ended: made (written ready with the batch), or failed with a reason. */
type SourceOutcome = Made | { failed: string };

/**
 * Makes and stores the derivatives of one readable source: what its row gets once the batch is
 * written ready (markReady). A file the library refuses ends failed here.
 */
async function processSource(
  deps: MediaJobDeps,
  key: string,
  url: string,
  source: MediaSource,
): Promise<SourceOutcome> {
  let processed: ProcessedMedia;
  try {
    processed = await processMedia(source);
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    await markFailed(deps.db, key, `${error.reason}: ${error.message}`);
    return { failed: error.reason };
  }
  const digest = await sourceDigest(source);
  // written together: a disk's writes overlap on libuv's pool, an S3 PUT's round trips overlap
  const derivatives: Record<string, string> = Object.fromEntries(
    await Promise.all(
      derivativeFiles(processed).map(async (file) => {
        const derived = derivativeKey(digest, file.name);
        await deps.storage.put(derived, file.buffer, file.contentType);
        return [file.name, derived] as const;
      }),
    ),
  );
  const made = processed.derivatives;
  return {
    key,
    url,
    media: {
      info: processed.info,
      placeholder: made.placeholder,
      phash: made.hash,
      stripPhashes: 'strip' in made ? made.strip.map((frame) => frame.hash) : null,
      cropPhashes: 'strip' in made ? null : made.cropHashes,
      derivatives,
      thumbUrl: derivatives['thumb-320'] ? deps.storage.url(derivatives['thumb-320']) : null,
      digest,
    },
  };
}

/**
 * One source of the job: read and processed. A refused source (a MediaError from processing;
 * SourceRefused: deleted, a link blocked, off the allow-list, too large, 4xx) ends failed with
 * its reason; anything else throws for the job's retry, after writing the last try's failure
 * on the row so that it never stays `processing`.
 */
async function processKey(deps: MediaJobDeps, key: string, url: string, job: JobRun): Promise<SourceOutcome> {
  try {
    const local = await openSource(deps, key, url);
    try {
      return await processSource(deps, key, url, local.source);
    } finally {
      await local.remove();
    }
  } catch (error) {
    if (error instanceof SourceRefused) {
      await markFailed(deps.db, key, error.message);
      return { failed: 'refused' };
    }
    if (job.attempt > RETRY_LIMIT) await markFailed(deps.db, key, lastFailure(error, job.attempt));
    throw error;
  }
}

/**
 * The batch's made sources written ready, their hashes indexed and their records told, in a
 * handful of statements for the whole batch. On the last try a failure here is written on
 * each of their rows, which would otherwise stay `processing`.
 */
async function writeMade(deps: MediaJobDeps, made: readonly Made[], job: JobRun) {
  try {
    await markReady(deps.db, made);
    return await applyMediaToRecords(
      deps.db,
      made.map((m) => m.url),
    );
  } catch (error) {
    if (job.attempt > RETRY_LIMIT)
      for (const m of made) await markFailed(deps.db, m.key, lastFailure(error, job.attempt));
    throw error;
  }
}

/**
 * `media-process` (decision 023): for each source of the job (one for a person's upload, a
 * batch of MEDIA_BATCH for the backfill and the demo library: one queue round trip for
 * several media), reads it (a stored upload streamed to a temporary file, a demo file
 * in-process, a media link fetched under safe-fetch's guards), makes its metadata and
 * derivatives, stores each derivative and writes the row ready; then hands the ready ones to
 * media-ocr for their on-screen text, which takes longer than all the rest and so never holds
 * them up. A source that throws (the storage, the database or a link's host away) does not
 * stop the others; the job then fails and its retry, with backoff, takes only what did not end.
 */
export const mediaProcessJob = (deps: MediaJobDeps) =>
  defineJob({
    name: 'media-process',
    payload,
    // one job at a time per process (a backfill batch's two sources at once: IN_PARALLEL);
    // ffmpeg runs at the lowest CPU priority, and the requests come first
    concurrency: 1,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryBackoff: true,
    async run(p, job) {
      const made: Made[] = [];
      const refused: string[] = [];
      let thrown: unknown = null;
      // what is still queued or processing (a retry skips what its first run ended)
      const urls = await markProcessing(deps.db, keysOf(p));
      const keys = [...urls.keys()];
      // background batches (the backfill, the demo library) let requests go first; a person's upload does not wait
      const yieldToRequests = async () => {
        if (p.background) await deps.yieldToRequests?.();
      };
      const lane = async () => {
        for (let key = keys.shift(); key !== undefined; key = keys.shift()) {
          await yieldToRequests();
          try {
            const outcome = await processKey(deps, key, urls.get(key) ?? '', job);
            if ('failed' in outcome) refused.push(outcome.failed);
            else made.push(outcome);
          } catch (error) {
            thrown ??= error;
          }
        }
      };
      lowerPixelThreads();
      await Promise.all(Array.from({ length: IN_PARALLEL }, lane));
      // libvips may have started threads for this batch: the next batch's pixels wait for requests too
      lowerPixelThreads();
      if (made.length) await yieldToRequests();
      const effects = made.length ? await writeMade(deps, made, job) : null;
      const ready = made.map((m) => m.key);
      if (ready.length && deps.checkDuplicates) await deps.checkDuplicates(ready, p.background ?? false);
      if (ready.length && deps.readText) await deps.readText(ready, p.background ?? false);
      if (thrown) throw thrown;
      // a person's upload, one source: how it ended, as the jobs screen shows it
      const [only] = made;
      if (made.length + refused.length === 1)
        return only
          ? {
              ready: Object.keys(only.media.derivatives).length,
              adsFilled: effects?.adsFilled ?? 0,
              tiktoksFilled: effects?.tiktoksFilled ?? 0,
            }
          : { failed: refused[0] };
      return { ready: made.length, ended: made.length + refused.length };
    },
  });
