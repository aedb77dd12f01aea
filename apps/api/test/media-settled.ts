import type { MediaRecord } from '@adlib/shared';
import type { TestApp } from './helpers.js';

/** GET /api/media for a source: the answer, and its record when it has one. */
export async function mediaAnswer(app: TestApp['app'], headers: Record<string, string>, source: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/media?source=${encodeURIComponent(source)}`,
    headers,
  });
  return { res, row: res.statusCode === 200 ? (res.json().data as MediaRecord) : null };
}

/** Processing ended (media-process): ready or failed. */
const ended = (row: MediaRecord) => row.state === 'failed' || row.state === 'ready';
/** Settled: ended, and a ready one's on-screen text read (the media-ocr job after media-process). */
const settled = (row: MediaRecord) => ended(row) && !row.text_pending;

/**
 * Polls GET /api/media until the media's jobs have ended: processing, then text reading. The
 * tests' one way to wait for the queue (a source not entered yet is waited for too).
 */
export async function settledMedia(
  app: TestApp['app'],
  headers: Record<string, string>,
  source: string,
  timeoutMs = 20_000,
  /** 'ended': once processing ended, before its text is read */
  wait: 'settled' | 'ended' = 'settled',
): Promise<MediaRecord> {
  const until = Date.now() + timeoutMs;
  const done = wait === 'ended' ? ended : settled;
  for (;;) {
    const { res, row } = await mediaAnswer(app, headers, source);
    if (row && done(row)) return row;
    if (Date.now() > until) throw new Error(`media of ${source} not settled: ${res.body}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
