// The media backfill (issue 25 §3): existing records' media are queued a batch at a time by a
// `media-backfill` job, which stores its position, resumes after a stop, and holds back while
// many media-process jobs wait. Each test has its own database: every app on one runs the jobs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaBackfillProgress } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaBackfill } from '../src/db/schema.js';
import { backfillSettings } from '../src/media-jobs/backfill/backfill-job.js';
import { insertAds } from './advertisements-fixtures.js';
import type { App } from './helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertTiktoks } from './tiktoks-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

const DEFAULTS = { ...backfillSettings };
const opened: { t: TestApp; dir: string }[] = [];

async function openApp() {
  const dir = mkdtempSync(join(tmpdir(), 'adlib-backfill-'));
  const t = await createTestApp({ DATA_DIR: dir, JOB_POLL_SECONDS: '0.5' });
  opened.push({ t, dir });
  return t;
}

afterEach(async () => {
  Object.assign(backfillSettings, DEFAULTS);
  for (const { t, dir } of opened.splice(0)) {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A distinct small PNG stored in the app's storage; answers the URL records hold. */
async function storedPng(app: App, shade: number) {
  const png = await sharp({
    create: {
      width: 48,
      height: 32,
      channels: 3,
      background: { r: shade % 256, g: (shade * 7) % 256, b: 90 },
    },
  })
    .png()
    .toBuffer();
  const key = `media/${randomUUID()}.png`;
  await app.storage.put(key, png, 'image/png');
  return app.storage.url(key);
}

/** Records the URL batches the backfill hands over, instead of queueing them; each takes `ms`. */
function recordBatches(app: App, ms = 0) {
  const batches: string[][] = [];
  app.mediaJobs.queueUrls = async (urls) => {
    await new Promise((r) => setTimeout(r, ms));
    batches.push(urls.filter((u): u is string => typeof u === 'string'));
  };
  return batches;
}

const call = async (app: App, method: 'GET' | 'POST', headers: Record<string, string>) =>
  app.inject({ method, url: '/api/media/backfill', headers });

async function progressOf(app: App, headers: Record<string, string>) {
  const res = await call(app, 'GET', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MediaBackfillProgress;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`still not there: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('media backfill', () => {
  it('is for super users only', async () => {
    const t = await openApp();
    const admin = (await t.signedIn('admin')).headers;
    expect((await call(t.app, 'GET', admin)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', admin)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', {})).statusCode).toBe(401);
  });

  it("queues every record's media, processes them, and ends at 100%", async () => {
    backfillSettings.batchSize = 2;
    const t = await openApp();
    const headers = (await t.signedIn('super')).headers;
    const before = await progressOf(t.app, headers);
    expect(before).toMatchObject({ running: false, percent: 0, sources: [] });
    const png = (shade: number) => storedPng(t.app, shade);
    const [a1, a2, a3, logo, video, face, clip1, clip2] = await Promise.all(
      [10, 40, 70, 100, 130, 160, 190, 220].map(png),
    );
    await insertAds(t, [
      { name: 'One', media_source: a1, logo },
      { name: 'Two', media_source: a2, logo },
      { name: 'Three', media_source: a3 },
      { name: 'No media' },
    ]);
    await insertTiktoks(t, [{ username: 'poster', download_link: video }]);
    await insertCreators(t, [{ profile_picture: face, videos: [clip1 as string, clip2 as string] }, {}]);

    const started = await call(t.app, 'POST', headers);
    expect(started.statusCode, started.body).toBe(200);
    const done = await until(
      () => progressOf(t.app, headers),
      (p) => p.percent === 100 && p.media.ready === 8,
      60_000,
    );
    expect(done.media).toMatchObject({ queued: 0, processing: 0, ready: 8, failed: 0 });
    expect(done.sources.map((s) => [s.source, s.total, s.queued, s.done])).toEqual([
      ['advertisements.media_source', 3, 3, true],
      ['advertisements.logo', 2, 2, true],
      ['tiktoks.download_link', 1, 1, true],
      ['ugc_creators.profile_picture', 1, 1, true],
      ['ugc_creators.videos', 1, 1, true],
    ]);
    // the chain ended: no backfill job left waiting
    expect(
      (
        await until(
          () => progressOf(t.app, headers),
          (p) => !p.running,
        )
      ).running,
    ).toBe(false);

    // a second start walks again from the first record; nothing is processed twice
    await call(t.app, 'POST', headers);
    const again = await until(
      () => progressOf(t.app, headers),
      (p) => p.percent === 100 && !p.running,
    );
    expect(again.media).toMatchObject({ queued: 0, processing: 0, ready: 8, failed: 0 });
  });

  it('resumes where it was after its app stopped, without queueing a walked batch again', async () => {
    Object.assign(backfillSettings, { batchSize: 2, sliceMs: 0 });
    const t = await openApp();
    const headers = (await t.signedIn('super')).headers;
    const urls = Array.from(
      { length: 30 },
      (_, i) => `${t.app.storage.url(`media/${randomUUID()}.png`)}#${i}`,
    );
    await insertAds(
      t,
      urls.map((media_source, i) => ({ name: `Ad ${i}`, media_source })),
    );
    const first = await t.build();
    // a slow queue, so that the test stops the apps mid-way; both apps' workers may take a step
    const firstBatches = recordBatches(first.app, 150);
    const mainBatches = recordBatches(t.app, 150);
    expect((await call(first.app, 'POST', headers)).statusCode).toBe(200);
    await until(
      async () => firstBatches.length + mainBatches.length,
      (n) => n >= 2,
    );
    // stop every app of the database: the step running ends and stores its position
    await first.app.close();
    await t.app.jobs.stop();
    const [stopped] = await t.db
      .select()
      .from(mediaBackfill)
      .where(sql`source = 'advertisements.media_source'`);
    const walkedBefore = [...firstBatches, ...mainBatches].flat();
    expect(stopped?.queued).toBe(walkedBefore.length);
    expect(stopped?.finished_at).toBeNull();
    expect(walkedBefore.length).toBeLessThan(urls.length);

    // a new app takes the waiting step as soon as it is ready: its queue is recorded before
    let secondBatches: string[][] = [];
    const second = await t.build(
      {},
      {
        extend: (app) => {
          secondBatches = recordBatches(app);
        },
      },
    );
    expect((await call(second.app, 'POST', headers)).statusCode).toBe(200);
    await until(
      () => progressOf(second.app, headers),
      (p) => p.percent === 100 && !p.running,
    );
    const walkedAfter = secondBatches.flat();
    expect(walkedAfter.filter((u) => walkedBefore.includes(u))).toEqual([]);
    expect([...walkedBefore, ...walkedAfter].sort()).toEqual([...urls].sort());
  });

  it('holds batches back while many media-process jobs wait, then carries on', async () => {
    Object.assign(backfillSettings, { batchSize: 2, backlogBatches: 2, throttleSeconds: 1 });
    const t = await openApp();
    const headers = (await t.signedIn('super')).headers;
    const batches = recordBatches(t.app);
    await insertAds(
      t,
      Array.from({ length: 5 }, (_, i) => ({
        name: `Ad ${i}`,
        media_source: `https://cdn.example.com/${i}.png`,
      })),
    );
    // four media-process jobs waiting (due in an hour): 2 batches of 2
    await t.db.execute(sql`insert into pgboss.job (name, data, start_after, policy)
      select 'media-process', '{"source":"media/x.png"}'::jsonb, now() + interval '1 hour', 'standard'
      from generate_series(1, 4)`);
    expect((await call(t.app, 'POST', headers)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    const held = await progressOf(t.app, headers);
    expect(batches).toEqual([]);
    expect(held).toMatchObject({ running: true, percent: 0 });

    // the queue drains: the next look sends the batches
    await t.db.execute(sql`delete from pgboss.job where name = 'media-process'`);
    const done = await until(
      () => progressOf(t.app, headers),
      (p) => p.percent === 100 && !p.running,
    );
    expect(done.sources[0]).toMatchObject({ source: 'advertisements.media_source', total: 5, queued: 5 });
    expect(batches.flat()).toHaveLength(5);
  });
});
