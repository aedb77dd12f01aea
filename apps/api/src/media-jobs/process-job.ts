import { z } from 'zod';
import type { Db } from '../db/client.js';
import { defineJob, type JobRun } from '../jobs/index.js';
import { derivativeKey, sourceDigest } from '../media/derivative-keys.js';
import { MediaError } from '../media/media-error.js';
import type { MediaSource } from '../media/media-source.js';
import { derivativeFiles, type ProcessedMedia, processMedia } from '../media/process-media.js';
import { markFailed, markProcessing, markReady } from './media-rows.js';
import { applyMediaToRecords } from './record-effects.js';
import { openSource, type SourceReaders, SourceRefused, SourceUnavailable } from './source-file.js';

export interface MediaJobDeps extends SourceReaders {
  db: Db;
  /**
   * Hands the sources made ready to the media-ocr job (ocr-job.ts), at the priority they were
   * processed at; absent: no on-screen text is read (OCR off).
   */
  readText?: (keys: string[], background: boolean) => Promise<void>;
}

/** retries after the first failure; the last one's failure is written on the row */
const RETRY_LIMIT = 3;
/** The most sources one job takes: the backfill's and the demo library's batches. */
export const MEDIA_BATCH = 8;
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

type SourceOutcome = { ready: number; adsFilled: number; tiktoksFilled: number } | { failed: string };

/**
 * Makes and stores the derivatives of one readable source, writes its row ready, and what it
 * tells into the records showing it (record-effects.ts).
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
  const derivatives: Record<string, string> = {};
  for (const file of derivativeFiles(processed)) {
    const derived = derivativeKey(digest, file.name);
    await deps.storage.put(derived, file.buffer, file.contentType);
    derivatives[file.name] = derived;
  }
  const made = processed.derivatives;
  await markReady(deps.db, key, {
    info: processed.info,
    placeholder: made.placeholder,
    phash: made.hash,
    stripPhashes: 'strip' in made ? made.strip.map((frame) => frame.hash) : null,
    cropPhashes: 'strip' in made ? null : made.cropHashes,
    derivatives,
    thumbUrl: derivatives['thumb-320'] ? deps.storage.url(derivatives['thumb-320']) : null,
    digest,
  });
  const effects = await applyMediaToRecords(deps.db, url);
  return {
    ready: Object.keys(derivatives).length,
    adsFilled: effects.adsFilled,
    tiktoksFilled: effects.tiktoksFilled,
  };
}

/**
 * One source of the job: read, processed, its row ended. A refused source (a MediaError from
 * processing; SourceRefused: deleted, a link blocked, off the allow-list, too large, 4xx) ends
 * failed with its reason; anything else throws for the job's retry, after writing the last
 * try's failure on the row so that it never stays `processing`. Null: nothing to process (its
 * row is gone or ended before: a batch's retry skips what its first run finished).
 */
async function processKey(deps: MediaJobDeps, key: string, job: JobRun): Promise<SourceOutcome | null> {
  const url = await markProcessing(deps.db, key);
  if (url === null) return null;
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
      const outcomes: SourceOutcome[] = [];
      const ready: string[] = [];
      let thrown: unknown = null;
      const keys = keysOf(p);
      const lane = async () => {
        for (let key = keys.shift(); key !== undefined; key = keys.shift()) {
          try {
            const outcome = await processKey(deps, key, job);
            if (!outcome) continue;
            outcomes.push(outcome);
            if ('ready' in outcome) ready.push(key);
          } catch (error) {
            thrown ??= error;
          }
        }
      };
      await Promise.all(Array.from({ length: IN_PARALLEL }, lane));
      if (ready.length && deps.readText) await deps.readText(ready, p.background ?? false);
      if (thrown) throw thrown;
      return outcomes.length === 1 ? outcomes[0] : { ready: ready.length, ended: outcomes.length };
    },
  });
