// POST /api/media/retry (issue 25 §3): a media that failed, or one ready, is processed again.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { scene } from './media-samples.js';
import { settledMedia } from './media-settled.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-media-retry-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOB_POLL_SECONDS: '0.5' });
  await t.app.ready();
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const retry = (source: unknown, auth = headers) =>
  t.app.inject({ method: 'POST', url: '/api/media/retry', headers: auth, payload: { source } });

const ended = (source: string, timeoutMs?: number) => settledMedia(t.app, headers, source, timeoutMs);

/** A stored file queued as an upload route queues it. */
async function storedAndQueued(bytes: Buffer) {
  const key = `ads/${randomUUID()}.png`;
  await t.app.storage.put(key, bytes, 'image/png');
  const url = t.app.storage.url(key);
  await t.app.mediaJobs.queue([{ key, url }], t.app.log);
  return { key, url };
}

describe('POST /api/media/retry', () => {
  it('a failed media retried becomes queued, then ready', async () => {
    const png = await sharp(scene(400, 300)).png().toBuffer();
    // the file was cut when first read: the job records why
    const { key, url } = await storedAndQueued(png.subarray(0, 100));
    const failed = await ended(url);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toBeTruthy();
    // whole now: a retry processes it again
    await t.app.storage.put(key, png, 'image/png');
    const res = await retry(url);
    expect(res.statusCode, res.body).toBe(200);
    // queued (a worker may have taken it already), its failure forgotten
    expect(res.json().data).toMatchObject({ source: url, reason: null });
    expect(['queued', 'processing']).toContain(res.json().data.state);
    const ready = await ended(url);
    expect(ready).toMatchObject({ state: 'ready', reason: null, info: { width: 400, height: 300 } });
    expect(Object.keys(ready.derivatives).sort()).toEqual(['thumb-320', 'thumb-640']);
  });

  it('a ready media is processed again; one on its way is left as it is', async () => {
    const png = await sharp(scene(200, 200)).png().toBuffer();
    const { url } = await storedAndQueued(png);
    const first = await ended(url);
    expect(first.state).toBe('ready');
    const res = await retry(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(['queued', 'processing']).toContain(res.json().data.state);
    // asked twice: the second finds it queued (or already processing) and sends nothing more
    const again = await retry(url);
    expect(again.statusCode).toBe(200);
    expect(['queued', 'processing']).toContain(again.json().data.state);
    const second = await ended(url);
    expect(second.state).toBe('ready');
    expect(new Date(second.updated_at).getTime()).toBeGreaterThan(new Date(first.updated_at).getTime());
  });

  it('answers 404 for an unknown source, 400 without one, 403 to a customer', async () => {
    const unknown = await retry('https://elsewhere.example.com/x.png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: expect.objectContaining({ code: 'not_found', message: 'Media not found' }),
    });
    const blank = await retry('');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('source');
    const free = (await t.signedIn('free')).headers;
    expect((await retry('https://elsewhere.example.com/x.png', free)).statusCode).toBe(403);
  });
});
