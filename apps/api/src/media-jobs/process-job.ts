import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { defineJob } from '../jobs/index.js';
import { derivativeKey, sourceDigest } from '../media/derivative-keys.js';
import { MediaError } from '../media/media-error.js';
import type { MediaSource } from '../media/media-source.js';
import type { OcrReader } from '../media/ocr-reader.js';
import { derivativeFiles, type ProcessedMedia, processMedia } from '../media/process-media.js';
import { markFailed, markProcessing, markReady } from './media-rows.js';
import { applyMediaToRecords } from './record-effects.js';
import { openSource, type SourceReaders, SourceRefused, SourceUnavailable } from './source-file.js';

export interface MediaJobDeps extends SourceReaders {
  db: Db;
  /** null: no on-screen text is read (OCR off) */
  ocr: OcrReader | null;
}

/** retries after the first failure; the last one's failure is written on the row */
const RETRY_LIMIT = 3;

/**
 * The on-screen text of an image or a video's poster. A reader that cannot start or read
 * (its files missing, a timeout) records nothing: the rest of the media is still ready.
 */
async function readText(ocr: OcrReader | null, picture: () => Promise<Buffer>): Promise<string | null> {
  if (!ocr) return null;
  try {
    return (await ocr.read(await picture())).text;
  } catch (error) {
    if (error instanceof MediaError) return null;
    throw error;
  }
}

/** The picture the text is read from: a video's poster, or the image itself (bounded by the pixel limit). */
const pictureOf = (source: MediaSource, processed: ProcessedMedia) => async () => {
  if ('poster' in processed.derivatives) return processed.derivatives.poster.buffer;
  return 'buffer' in source ? source.buffer : readFile(source.path);
};

/** Why the last try failed, as the row keeps it. */
const lastFailure = (error: unknown, tries: number) =>
  error instanceof SourceUnavailable
    ? error.message
    : `Processing failed ${tries} times; the last error: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Makes and stores the derivatives of one readable source, writes its row ready, and what it
 * tells into the records showing it (record-effects.ts).
 */
async function processSource(deps: MediaJobDeps, key: string, url: string, source: MediaSource) {
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
    derivatives,
    thumbUrl: derivatives['thumb-320'] ? deps.storage.url(derivatives['thumb-320']) : null,
    digest,
    ocrText: await readText(deps.ocr, pictureOf(source, processed)),
  });
  const effects = await applyMediaToRecords(deps.db, url);
  return { ready: Object.keys(derivatives).length, ...effects };
}

/**
 * `media-process` (decision 023): reads a source (a stored upload streamed to a temporary file,
 * a demo file in-process, a media link fetched under safe-fetch's guards), makes its metadata
 * and derivatives, stores each derivative in the storage, reads its on-screen text and writes
 * the media row ready. What will not improve on a retry (a refused file: MediaError; a source
 * deleted, a link blocked, off the allow-list, too large or answering 4xx: SourceRefused) ends
 * the row failed with its reason and completes the job. Anything else (the storage, the
 * database or a link's host away) throws and is retried with backoff; the last try's failure
 * is written on the row before it throws, so a row never stays `processing`.
 */
export const mediaProcessJob = (deps: MediaJobDeps) =>
  defineJob({
    name: 'media-process',
    payload: z.object({ source: z.string().min(1).max(300) }),
    // sharp and ffmpeg take a core: one media at a time per process leaves the other to requests
    concurrency: 1,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryBackoff: true,
    async run({ source: key }, job) {
      const url = await markProcessing(deps.db, key);
      if (url === null) return { skipped: 'no media row' };
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
    },
  });
