// Media links, demo media and the media job's reliability (issue 25 §2, decision 023): a link a
// record holds is fetched only under safe-fetch's guards and MEDIA_LINK_HOSTS; the demo
// library's files are read in-process; a deleted source and a last failed retry end the row.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMediaUrl } from '../src/db/demo/pictures.js';
import { demoVideoUrl } from '../src/db/demo/videos.js';
import { advertisements, media } from '../src/db/schema.js';
import { demoPictureNames } from '../src/db/seed-demo.js';
import { QUEUE_SCHEMA } from '../src/jobs/job-queue.js';
import { demoMediaUrls } from '../src/media-jobs/demo-sources.js';
import { queueMediaRows } from '../src/media-jobs/media-rows.js';
import { mediaProcessJob } from '../src/media-jobs/process-job.js';
import { sourceKeyOfUrl } from '../src/media-jobs/stored-key.js';
import type { MediaStorage } from '../src/storage/index.js';
import { s3Storage } from '../src/storage/s3.js';
import { validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';
import { scene, wordsPicture } from './media-samples.js';
import { settledMedia } from './media-settled.js';
import { startS3Server } from './s3-server.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;
let server: Server;
/** the test's media server: loopback, allowed by MEDIA_LINK_TRUSTED_ORIGIN alone */
let origin: string;
let port: number;
let picture: Buffer;
let words: Buffer;

beforeAll(async () => {
  picture = await sharp(scene(400, 300)).png().toBuffer();
  words = await wordsPicture(['SUMMER SALE']);
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/words.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(words);
    if (path.endsWith('.png') && !path.startsWith('/missing'))
      return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (path === '/to-localhost')
      return res.writeHead(302, { location: `http://localhost:${port}/picture.png` }).end();
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-media-links-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    JOB_POLL_SECONDS: '0.5',
    // loopback and private hosts are on the list: what refuses them is safe-fetch, after DNS
    MEDIA_LINK_HOSTS: 'localhost, 127.0.0.1, 10.1.2.3, cdn.example.com',
    MEDIA_LINK_TRUSTED_ORIGIN: origin,
  });
  await t.app.ready();
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t?.close();
  await new Promise((done) => server?.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

const rowOf = async (url: string) => (await t.db.select().from(media).where(eq(media.source_url, url)))[0];

/** Polls GET /api/media until the job has ended (ready or failed). */
const processed = (source: string, timeoutMs?: number) => settledMedia(t.app, headers, source, timeoutMs);

async function queuedLink(url: string) {
  await t.app.mediaJobs.queueUrls([url], t.app.log);
  return processed(url);
}

describe('media links', () => {
  it('a link on the trusted origin is fetched and processed to ready, keyed by its hash', async () => {
    const url = `${origin}/picture.png`;
    const row = await queuedLink(url);
    expect(row).toMatchObject({
      state: 'ready',
      reason: null,
      info: { kind: 'image', width: 400, height: 300 },
    });
    expect(Object.keys(row.derivatives).sort()).toEqual(['thumb-320', 'thumb-640']);
    expect((await rowOf(url))?.source_key).toMatch(/^link\/[0-9a-f]{64}$/);
  });

  it('refuses links to private and loopback addresses, failed with the reason, without retries', async () => {
    for (const url of [
      'http://127.0.0.1:9/a.png',
      'http://10.1.2.3/a.png',
      // a name that resolves to loopback
      `http://localhost:${port}/picture.png`,
      // the trusted origin redirecting to one
      `${origin}/to-localhost`,
    ]) {
      const row = await queuedLink(url);
      expect(row.state, url).toBe('failed');
      expect(row.reason, url).toMatch(/^The link was not fetched: .* is a private or local address/);
    }
    // the jobs completed: a blocked link will not improve on a retry
    const jobs = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(QUEUE_SCHEMA)}.job
          where name = 'media-process' and (retry_count > 0 or state <> 'completed')`,
    );
    expect(Number((jobs.rows[0] as { n: number }).n)).toBe(0);
  });

  it('refuses a host off MEDIA_LINK_HOSTS, and says what a 404 answered', async () => {
    const off = await queuedLink('https://media.elsewhere.test/a.png');
    expect(off).toMatchObject({ state: 'failed' });
    expect(off.reason).toBe(
      "The link's host media.elsewhere.test is not one the server fetches media from (MEDIA_LINK_HOSTS).",
    );
    const missing = await queuedLink(`${origin}/missing.png`);
    expect(missing).toMatchObject({
      state: 'failed',
      reason: 'The link answered HTTP 404 instead of a file.',
    });
  });

  it('leaves alone what is not an http(s) URL', () => {
    const keyOf = sourceKeyOfUrl(t.app.storage, t.app.config.publicUrl);
    expect(keyOf('ftp://host/a.png')).toBeNull();
    expect(keyOf('not a url')).toBeNull();
    expect(keyOf(`https://x.example/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('queued on save', () => {
  it('a record saved with links gets its media rows queued, and the record is saved whatever they become', async () => {
    const media_source = `${origin}/saved.png`;
    const logo = `${origin}/missing-logo.png`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd({ media_source, logo }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowOf(media_source)).toBeDefined();
    expect((await processed(media_source)).state).toBe('ready');
    expect((await processed(logo)).state).toBe('failed');
    // an update with another link queues it too
    const id = res.json().data.id as number;
    const current = (await t.app.inject({ method: 'GET', url: `/api/advertisements/${id}`, headers })).json()
      .data;
    const edited = `${origin}/edited.png`;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/advertisements/${id}`,
      headers,
      payload: validAd({ media_source: edited, logo: null, updated_at: current.updated_at }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await processed(edited)).state).toBe('ready');
  });

  it("the job writes a linked creative's on-screen text into the ad showing it", async () => {
    const media_source = `${origin}/words.png`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd({ media_source, logo: null }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await processed(media_source)).ocr_text).toContain('SUMMER SALE');
    // written just after the row is ready (the same job): read until it is there
    const id = res.json().data.id as number;
    let text: string | null | undefined;
    for (const until = Date.now() + 5000; !text && Date.now() < until; ) {
      const [ad] = await t.db
        .select({ media_text: advertisements.media_text })
        .from(advertisements)
        .where(eq(advertisements.id, id));
      text = ad?.media_text;
      if (!text) await new Promise((done) => setTimeout(done, 100));
    }
    expect(text).toContain('summer sale');
  });

  it("an import's media are queued after its batch is written, a dry run's are not", async () => {
    const dry = `${origin}/dry-run.png`;
    const real = `${origin}/imported.png`;
    const json = (url: string) =>
      JSON.stringify([{ ...validAd({ media_source: url, logo: null }), name: url }]);
    const url = '/api/advertisements/import';
    const first = await postImport(t, url, headers, json(dry), { dry_run: true, filename: 'ads.json' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await rowOf(dry)).toBeUndefined();
    const second = await postImport(t, url, headers, json(real), { filename: 'ads.json' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await processed(real)).state).toBe('ready');
  });
});

describe('demo media', () => {
  it("reads the demo library's pictures and clips in-process, not over HTTP", async () => {
    const base = t.app.config.publicUrl;
    const names = demoPictureNames();
    const logo = demoMediaUrl(base, 'logos', [...names.logos][0] ?? '');
    const clip = demoVideoUrl(base, 0);
    const keyOf = sourceKeyOfUrl(t.app.storage, base);
    expect(keyOf(logo)).toMatch(/^demo\/logos\/[a-z0-9-]+\.png$/);
    expect(keyOf(clip)).toBe('demo/videos/clip-1.mp4');
    await t.app.mediaJobs.queueUrls([logo, clip], t.app.log);
    // the test app serves no demo routes (SEED_DEMO=false): a fetch would have failed
    expect(await processed(logo)).toMatchObject({ state: 'ready', info: { kind: 'image', width: 128 } });
    expect(await processed(clip, 30_000)).toMatchObject({ state: 'ready', info: { kind: 'video' } });
    // every picture the seed uses and the four clips
    const all = demoMediaUrls(base);
    expect(all).toHaveLength(names.logos.size + names.ads.size + names.faces.size + 4);
    expect(all.every((u) => keyOf(u)?.startsWith('demo/'))).toBe(true);
  });
});

describe('reliability', () => {
  it('a stored source deleted before its job ran is failed at once: the file is gone', async () => {
    const key = 'ads/00000000-0000-4000-8000-00000000dead.png';
    await t.app.storage.put(key, picture, 'image/png');
    await t.app.storage.delete(key);
    const url = t.app.storage.url(key);
    await t.app.mediaJobs.queueUrls([url], t.app.log);
    const row = await processed(url);
    expect(row).toMatchObject({ state: 'failed' });
    expect(row.reason).toMatch(/^The file is gone/);
  });

  it("the last retry's failure is written on the row: it never stays processing", async () => {
    const key = 'ads/00000000-0000-4000-8000-0000000000ff.png';
    const url = `${origin}/never-read.png`;
    // entered, but sent to no worker: the job is run here, as pg-boss would run its tries
    await queueMediaRows(t.db, [{ key, url }]);
    // a store without local files (as S3), whose reads fail
    const { localPath: _inPlace, ...store } = t.app.storage;
    const away: MediaStorage = { ...store, open: () => Promise.reject(new Error('the storage is away')) };
    const job = mediaProcessJob({ db: t.db, storage: away, links: t.app.config.mediaLinks });
    await expect(job.run({ source: key }, { id: 'first', attempt: 1 })).rejects.toThrow(
      'the storage is away',
    );
    expect((await rowOf(url))?.state).toBe('processing');
    await expect(job.run({ source: key }, { id: 'last', attempt: 4 })).rejects.toThrow('the storage is away');
    expect(await rowOf(url)).toMatchObject({
      state: 'failed',
      reason: 'Processing failed 4 times; the last error: the storage is away',
    });
  });

  it('a link larger than the cap is refused at once, read no further', async () => {
    const url = `${origin}/large.png`;
    const key = sourceKeyOfUrl(t.app.storage, t.app.config.publicUrl)(url) ?? '';
    await queueMediaRows(t.db, [{ key, url }]);
    const job = mediaProcessJob({
      db: t.db,
      storage: t.app.storage,
      links: { ...t.app.config.mediaLinks, maxBytes: 100 },
    });
    expect(await job.run({ source: key }, { id: 'first', attempt: 1 })).toEqual({ failed: 'refused' });
    expect((await rowOf(url))?.reason).toBe(
      "The link's file is larger than 1 KB, the most the server fetches.",
    );
  });

  it('an unreachable link is retried, and its last try says why', async () => {
    const url = 'http://cdn.example.com.invalid/a.png';
    const key = sourceKeyOfUrl(t.app.storage, t.app.config.publicUrl)(url) ?? '';
    await queueMediaRows(t.db, [{ key, url }]);
    const job = mediaProcessJob({
      db: t.db,
      storage: t.app.storage,
      links: { ...t.app.config.mediaLinks, hosts: [] },
    });
    await expect(job.run({ source: key }, { id: 'last', attempt: 4 })).rejects.toThrow();
    expect((await rowOf(url))?.reason).toBe('The link could not be fetched: its host is not known.');
  });
});

describe('S3 sources', () => {
  it('streams a stored object to the job, and a deleted one is gone at once', async () => {
    const s3 = await startS3Server('media-links');
    try {
      const storage = s3Storage({
        endpoint: s3.endpoint,
        bucket: 'media-links',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      const kept = 'ads/00000000-0000-4000-8000-0000000000a1.png';
      const gone = 'ads/00000000-0000-4000-8000-0000000000a2.png';
      await storage.put(kept, picture, 'image/png');
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.open(kept)) ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(picture)).toBe(true);
      expect(await storage.open(gone)).toBeNull();

      const job = mediaProcessJob({ db: t.db, storage, links: t.app.config.mediaLinks });
      await queueMediaRows(t.db, [
        { key: kept, url: storage.url(kept) },
        { key: gone, url: storage.url(gone) },
      ]);
      await job.run({ source: kept }, { id: 'kept', attempt: 1 });
      expect(await rowOf(storage.url(kept))).toMatchObject({ state: 'ready' });
      await job.run({ source: gone }, { id: 'gone', attempt: 1 });
      expect((await rowOf(storage.url(gone)))?.reason).toMatch(/^The file is gone/);
    } finally {
      await s3.close();
    }
  });
});

describe('SEED_DEMO', () => {
  it('queues every demo medium at start', async () => {
    const { app } = await t.build({ SEED_DEMO: 'true' });
    await app.ready();
    const all = demoMediaUrls(app.config.publicUrl).length;
    // entered beside the start, not before it
    const until = Date.now() + 30_000;
    let entered = 0;
    while (entered < all && Date.now() < until) {
      await new Promise((done) => setTimeout(done, 200));
      const demo = await t.db.execute(
        sql`select count(*)::int as n from media where source_key like 'demo/%'`,
      );
      entered = Number((demo.rows[0] as { n: number }).n);
    }
    expect(entered).toBe(all);
  });
});
