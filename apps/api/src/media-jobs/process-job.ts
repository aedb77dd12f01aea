import { z } from 'zod';
import type { Db } from '../db/client.js';
import { defineJob } from '../jobs/index.js';
import { derivativeKey, sourceDigest } from '../media/derivative-keys.js';
import { MediaError } from '../media/media-error.js';
import type { OcrReader } from '../media/ocr-reader.js';
import { derivativeFiles, type ProcessedMedia, processMedia } from '../media/process-media.js';
import type { MediaStorage } from '../storage/index.js';
import { markFailed, markProcessing, markReady } from './media-rows.js';

export interface MediaJobDeps {
  db: Db;
  storage: MediaStorage;
  /** null: no on-screen text is read (OCR off) */
  ocr: OcrReader | null;
}

/**
 * The on-screen text of an image or a video's poster. A reader that cannot start or read
 * (its files missing, a timeout) records nothing: the rest of the media is still ready.
 */
async function readText(ocr: OcrReader | null, picture: Buffer): Promise<string | null> {
  if (!ocr) return null;
  try {
    return (await ocr.read(picture)).text;
  } catch (error) {
    if (error instanceof MediaError) return null;
    throw error;
  }
}

const pictureOf = (source: Buffer, processed: ProcessedMedia) =>
  'poster' in processed.derivatives ? processed.derivatives.poster.buffer : source;

/**
 * `media-process` (decision 023): reads a stored upload, makes its metadata and derivatives,
 * stores each derivative in the same storage, reads its on-screen text and writes the media
 * row ready. A refused file (MediaError: empty, corrupt, too large, …) will not improve on a
 * retry: the row says failed with its reason and the job completes. Any other error (the
 * storage or the database away) throws, and the job is retried with backoff.
 */
export const mediaProcessJob = (deps: MediaJobDeps) =>
  defineJob({
    name: 'media-process',
    payload: z.object({ source: z.string().min(1).max(300) }),
    // sharp and ffmpeg take a core: one media at a time per process leaves the other to requests
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    async run({ source }) {
      if (!(await markProcessing(deps.db, source))) return { skipped: 'no media row' };
      const bytes = await deps.storage.read(source);
      let processed: ProcessedMedia;
      try {
        processed = await processMedia({ buffer: bytes });
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        await markFailed(deps.db, source, `${error.reason}: ${error.message}`);
        return { failed: error.reason };
      }
      const digest = await sourceDigest({ buffer: bytes });
      const derivatives: Record<string, string> = {};
      for (const file of derivativeFiles(processed)) {
        const key = derivativeKey(digest, file.name);
        await deps.storage.put(key, file.buffer, file.contentType);
        derivatives[file.name] = key;
      }
      const made = processed.derivatives;
      await markReady(deps.db, source, {
        info: processed.info,
        placeholder: made.placeholder,
        phash: made.hash,
        stripPhashes: 'strip' in made ? made.strip.map((frame) => frame.hash) : null,
        derivatives,
        thumbUrl: derivatives['thumb-320'] ? deps.storage.url(derivatives['thumb-320']) : null,
        digest,
        ocrText: await readText(deps.ocr, pictureOf(bytes, processed)),
      });
      return { ready: Object.keys(derivatives).length };
    },
  });
