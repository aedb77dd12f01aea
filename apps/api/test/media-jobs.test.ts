// Every stored upload is processed (issue 25, decision 023): an upload queues a `media-process`
// job, which stores the derivatives beside the file and writes the media row GET /api/media reads.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaCropHashes, mediaHashes } from '../src/db/schema.js';
import { CROPS } from '../src/media/crop-hash.js';
import { MEDIA_RECIPE } from '../src/media/process-media.js';
import { MEDIA_BATCH } from '../src/media-jobs/process-job.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { file, multipart } from './media-fixtures.js';
import { blackThenPatternMp4, sampleFolder, scene, silentMp4, wordsPicture } from './media-samples.js';
import { settledMedia } from './media-settled.js';
import { insertTiktoks } from './tiktoks-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;
let superHeaders: Record<string, string>;
const samples = sampleFolder();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-media-jobs-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOB_POLL_SECONDS: '0.5' });
  await t.app.ready();
  headers = (await t.signedIn('admin')).headers;
  superHeaders = (await t.signedIn('super')).headers;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
  samples.remove();
});

async function upload(
  url: string,
  folder: string,
  id: number,
  data: Buffer,
  name: string,
  type: string,
  auth = headers,
) {
  const { payload, contentType } = multipart([
    ['id', String(id)],
    ['folder', folder],
    ['file', file(data, name, type)],
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

const newAd = async () => (await insertAds(t, [{ name: 'Processed' }]))[0] as number;

const mediaOf = (source: string) =>
  t.app.inject({ method: 'GET', url: `/api/media?source=${encodeURIComponent(source)}`, headers });

/** Polls GET /api/media until the job has ended (ready or failed). */
const processed = (source: string, timeoutMs?: number) => settledMedia(t.app, headers, source, timeoutMs);

/** Asks `read` again until it finds rows (a job queued after another), for up to 20 s. */
async function until<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (const stop = Date.now() + 20_000; ; ) {
    const rows = await read();
    if (rows.length || Date.now() > stop) return rows;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A derivative's URL, fetched from this app's /media route. */
const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('media-process', () => {
  it('processes an ad image upload: metadata, placeholder, WebP thumbnails served immutable', async () => {
    const png = await sharp(scene(800, 600)).png().toBuffer();
    const url = await upload('/api/advertisements/upload', 'media', await newAd(), png, 'a.png', 'image/png');
    const row = await processed(url);
    expect(row).toMatchObject({
      state: 'ready',
      reason: null,
      info: { kind: 'image', content_type: 'image/png', width: 800, height: 600, bytes: png.length },
    });
    expect(row.placeholder).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(Object.keys(row.derivatives).sort()).toEqual(['thumb-320', 'thumb-640']);
    for (const thumb of Object.values(row.derivatives)) {
      expect(thumb).toMatch(/\/media\/derived\/[0-9a-f]{2}\/[0-9a-f]{64}\/v1\/thumb-\d+\.webp$/);
      const res = await served(thumb);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    const [stored] = await t.db.select().from(media).where(eq(media.source_url, url));
    expect(stored?.phash).toMatch(/^[0-9a-f]{16}$/);
    // the crop hashes (issue 26: a cropped copy is found), stored and indexed beside the hash
    expect(stored?.crop_phashes).toHaveLength(CROPS.length);
    for (const hash of stored?.crop_phashes ?? []) expect(hash).toMatch(/^[0-9a-f]{16}$/);
    // indexed by the media-duplicates job, which media-process queues once the row is ready
    const indexed = await until(() =>
      t.db
        .select({ frame: mediaHashes.frame })
        .from(mediaHashes)
        .where(eq(mediaHashes.source_key, stored?.source_key ?? '')),
    );
    expect(indexed.map((h) => h.frame)).toEqual([-1]);
    // the crop hashes in a table of their own (decision 024)
    const cropRows = await until(() =>
      t.db
        .select({ frame: mediaCropHashes.frame })
        .from(mediaCropHashes)
        .where(eq(mediaCropHashes.source_key, stored?.source_key ?? '')),
    );
    expect(cropRows.map((h) => h.frame).sort((a, b) => a - b)).toEqual([-6, -5, -4, -3, -2]);
  });

  it('reads the text of an image; the same source queued twice keeps one row, processed once', async () => {
    const png = await wordsPicture(['SUMMER SALE']);
    const url = await upload('/api/advertisements/upload', 'media', await newAd(), png, 'b.png', 'image/png');
    const first = await processed(url);
    // the on-screen text is read from the image
    expect(first.ocr_text).toContain('SUMMER SALE');
    const key = new URL(url).pathname.replace('/media/', '');
    await t.app.mediaJobs.queue([{ key, url }], t.app.log);
    const rows = await t.db.select().from(media).where(eq(media.source_url, url));
    expect(rows).toHaveLength(1);
    // made by this recipe: a backfill will not make it again
    expect(rows[0]).toMatchObject({ state: 'ready', recipe: MEDIA_RECIPE });
    expect((await processed(url)).updated_at).toEqual(first.updated_at);
  });

  it('a truncated JPEG ends failed with its reason, without retries', async () => {
    const jpeg = await sharp(scene(800, 600)).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, 600);
    const url = await upload(
      '/api/advertisements/upload',
      'media',
      await newAd(),
      truncated,
      'cut.jpg',
      'image/jpeg',
    );
    const row = await processed(url);
    expect(row.state).toBe('failed');
    expect(row.reason).toMatch(/^corrupt: /);
    expect(row.derivatives).toEqual({});
    // the job completed: a hostile file is not retried
    const jobs = await t.app.inject({ method: 'GET', url: '/api/jobs?group=failed', headers: superHeaders });
    expect(jobs.json().data.results.filter((j: { kind: string }) => j.kind === 'media-process')).toEqual([]);
  });

  it('processes a TikTok video upload: poster, strip and video metadata', async () => {
    const out = samples.file('clip.mp4');
    await blackThenPatternMp4(out);
    const [id] = await insertTiktoks(t, [{ username: 'media', post_id: '7300000000000000001' }]);
    const url = await upload(
      '/api/tiktoks/upload',
      'tiktok_media',
      id as number,
      readFileSync(out),
      'clip.mp4',
      'video/mp4',
      superHeaders,
    );
    const row = await processed(url, 25_000);
    expect(row.state, row.reason ?? '').toBe('ready');
    expect(row.info).toMatchObject({
      kind: 'video',
      codec: 'h264',
      width: 640,
      height: 360,
      has_audio: true,
    });
    expect(row.info?.duration_seconds).toBeGreaterThan(1.5);
    expect(Object.keys(row.derivatives)).toEqual(
      expect.arrayContaining(['poster', 'thumb-320', 'strip-0', 'strip-7']),
    );
    const poster = await served(row.derivatives.poster ?? '');
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
  }, 30_000);

  it("queues each file of a creator's slot upload", async () => {
    const out = samples.file('slot.mp4');
    await silentMp4(out, 2);
    const [id] = await insertCreators(t, [{ name: 'Slots' }]);
    const { payload, contentType } = multipart([
      ['id', String(id)],
      ['folder', 'ugc_creators'],
      ['2', file(readFileSync(out), 'slot.mp4', 'video/mp4')],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ugc-creators/upload',
      headers: { ...superHeaders, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await processed(res.json().data.values[1]);
    expect(row.state, row.reason ?? '').toBe('ready');
    expect(row.derivatives.poster).toMatch(/\/poster\.webp$/);
  }, 30_000);

  it('GET /api/media answers 404 for a source never uploaded, and only to admins', async () => {
    expect((await mediaOf('https://elsewhere.example.com/x.png')).statusCode).toBe(404);
    const user = (await t.signedIn('free')).headers;
    const res = await t.app.inject({ method: 'GET', url: '/api/media?source=x', headers: user });
    expect(res.statusCode).toBe(403);
  });

  it("a person's upload is processed before the background media waiting (backfill, demo)", async () => {
    // three batches of stored pictures queued as the backfill queues them, then one upload
    const background = [];
    for (let i = 0; i < 3 * MEDIA_BATCH; i++) {
      const key = `ads/${randomUUID()}.png`;
      const picture = await sharp({
        create: {
          width: 300,
          height: 200,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer();
      await t.app.storage.put(key, picture, 'image/png');
      background.push({ key, url: t.app.storage.url(key) });
    }
    await t.app.mediaJobs.queue(background, t.app.log, { background: true });
    const ad = await newAd();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const uploaded = await upload('/api/advertisements/upload', 'media', ad, png, 'first.png', 'image/png');
    expect((await settledMedia(t.app, headers, uploaded, 20_000, 'ended')).state).toBe('ready');
    const rows = await t.db
      .select({ state: media.state })
      .from(media)
      .where(
        inArray(
          media.source_key,
          background.map((b) => b.key),
        ),
      );
    // at most the batch already running when the upload came, and the next, were ahead of it
    expect(rows.filter((r) => r.state === 'ready').length).toBeLessThanOrEqual(2 * MEDIA_BATCH);
    for (const b of background) await processed(b.url, 60_000);
  }, 120_000);
});
