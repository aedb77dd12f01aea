import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { defineJob } from '../jobs/index.js';
import { lowerPixelThreads } from '../media/background-priority.js';
import { MediaError } from '../media/media-error.js';
import type { OcrReader } from '../media/ocr-reader.js';
import { hammingDistance } from '../media/perceptual-hash.js';
import { markTextsRead } from './media-rows.js';
import { MEDIA_BATCH } from './process-job.js';
import { applyMediaToRecords } from './record-effects.js';
import { openSource, type SourceReaders, SourceRefused } from './source-file.js';

export interface OcrJobDeps extends SourceReaders {
  db: Db;
  ocr: OcrReader;
}

/**
 * Strip frames this many bits (of 64) or fewer from a frame already read show the same screen:
 * a caption held for seconds is read once, not in every frame.
 */
const SAME_SCREEN = 10;

type MediaRow = typeof media.$inferSelect;

/** A stored derivative's bytes (a poster or strip frame: small WebPs); null when it is gone. */
async function derivative(deps: OcrJobDeps, key: string | undefined) {
  const stream = key ? await deps.storage.open(key) : null;
  return stream ? buffer(stream) : null;
}

/**
 * The pictures a media's text is read from: an image's own file (read again from its source:
 * the thumbnails are too small for captions), or a video's poster and those of its strip
 * frames that show another screen than the poster and the frames before them.
 */
async function picturesOf(deps: OcrJobDeps, row: MediaRow): Promise<Buffer[]> {
  if (row.info?.kind === 'image') {
    const local = await openSource(deps, row.source_key, row.source_url);
    try {
      const source = local.source;
      return ['buffer' in source ? source.buffer : await readFile(source.path)];
    } finally {
      await local.remove();
    }
  }
  const read: string[] = row.phash ? [row.phash] : [];
  const frames: (string | undefined)[] = [row.derivatives.poster];
  (row.strip_phashes ?? []).forEach((hash, i) => {
    if (read.some((seen) => hammingDistance(seen, hash) <= SAME_SCREEN)) return;
    read.push(hash);
    frames.push(row.derivatives[`strip-${i}`]);
  });
  const pictures: Buffer[] = [];
  for (const key of frames) {
    const picture = await derivative(deps, key);
    if (picture) pictures.push(picture);
  }
  return pictures;
}

/**
 * The text of one ready media; '' when it shows none or cannot be read (a MediaError: a timeout,
 * no OCR files; its source refused). A source away for now (SourceUnavailable) is retried.
 */
async function readMediaText(deps: OcrJobDeps, row: MediaRow): Promise<string> {
  const texts: string[] = [];
  let pictures: Buffer[];
  try {
    pictures = await picturesOf(deps, row);
  } catch (error) {
    // its file deleted or its link refused since it was processed: nothing to read
    if (error instanceof SourceRefused) return '';
    throw error;
  }
  for (const picture of pictures) {
    try {
      texts.push((await deps.ocr.read(picture)).text);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
    }
  }
  return [...new Set(texts.filter(Boolean))].join('\n');
}

/**
 * `media-ocr` (issue 25 §2, "on-screen text"): reads the words of media that media-process
 * made ready, writes them on the row (searched by the ads list's keyword search through the
 * ads' media_text: record-effects.ts) and tells the records. Its own job kind because reading
 * takes seconds where the rest takes milliseconds: the thumbnails, placeholder and hashes of a
 * backfill are never held up by it, and a media is ready (its thumbnail in the lists) before
 * its text is read. A source processed again meanwhile is skipped: its own reading follows.
 */
export const mediaOcrJob = (deps: OcrJobDeps) =>
  defineJob({
    name: 'media-ocr',
    payload: z.object({ sources: z.array(z.string().min(1).max(300)).min(1).max(MEDIA_BATCH) }),
    // tesseract takes a core for a second or more: one reading at a time per process
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    async run({ sources }) {
      const texts: { key: string; text: string; stamp: Date }[] = [];
      // its pictures' decoding at the lowest priority, as the reading itself
      lowerPixelThreads();
      // the batch's rows in one statement, its texts written in one (markTextsRead)
      const rows = await deps.db.select().from(media).where(inArray(media.source_key, sources));
      const byKey = new Map(rows.map((row) => [row.source_key, row]));
      for (const key of sources) {
        const row = byKey.get(key);
        if (row?.state !== 'ready' || row.ocr_text !== null) continue;
        texts.push({ key, text: await readMediaText(deps, row), stamp: row.updated_at });
      }
      const read = await markTextsRead(deps.db, texts);
      // the records told once for the batch
      await applyMediaToRecords(deps.db, read);
      return { read: read.length };
    },
  });
