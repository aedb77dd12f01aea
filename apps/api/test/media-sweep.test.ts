// Derivatives are removed when nothing refers to them (issue 25 §2): the stored-files sweep
// also deletes the media rows whose source nothing holds any more, and their derivatives
// unless another media row has the same digest (equal bytes share derivative keys).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, media, storedFiles, trash } from '../src/db/schema.js';
import { derivativeKey } from '../src/media/derivative-keys.js';
import { INTERRUPTED_REASON } from '../src/media-jobs/media-sweep.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { file, multipart } from './media-fixtures.js';
import { settledMedia } from './media-settled.js';
import { insertCreators } from './ugc-creators-fixtures.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-media-sweep-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOB_POLL_SECONDS: '0.5' });
  headers = (await t.signedIn('super')).headers;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function uploadTo(adId: number, png: Buffer) {
  const { payload, contentType } = multipart([
    ['id', String(adId)],
    ['folder', 'media'],
    ['file', file(png, 'a.png', 'image/png')],
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/advertisements/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().data.url as string;
  await t.db.update(advertisements).set({ media_source: url }).where(eq(advertisements.id, adId));
  return url;
}

const processed = (source: string) => settledMedia(t.app, headers, source, 30_000);

/** Whether storage still has `key` (open answers null for a key that is gone). */
async function exists(key: string) {
  const body = await t.app.storage.open(key);
  body?.destroy();
  return body !== null;
}
const mediaRow = async (url: string) => (await t.db.select().from(media).where(eq(media.source_url, url)))[0];

/** Every media row stood still for two hours: past the sweep's grace. */
const settled = () => t.db.update(media).set({ updated_at: sql`now() - interval '2 hours'` });

/** An ad no longer holds its upload, deleted for good: the next sweep removes the file. */
async function release(adId: number, url: string) {
  await t.db.update(advertisements).set({ media_source: null }).where(eq(advertisements.id, adId));
  const key = new URL(url).pathname.replace('/media/', '');
  await t.db
    .update(storedFiles)
    .set({ unreferenced_since: new Date(0) })
    .where(eq(storedFiles.key, key));
}

describe('media sweep', () => {
  it("keeps derivatives another row's digest shares, and removes them with the last one", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const [first, second] = await insertAds(t, [{ name: 'First' }, { name: 'Second' }]);
    // the same bytes uploaded twice: two stored files, two media rows, one digest
    const urlA = await uploadTo(first as number, png);
    const urlB = await uploadTo(second as number, png);
    const [a, b] = [await processed(urlA), await processed(urlB)];
    const rowA = await mediaRow(urlA);
    expect(rowA?.digest).toBe((await mediaRow(urlB))?.digest);
    expect(a.derivatives).toEqual(b.derivatives);
    const keys = Object.values(rowA?.derivatives ?? {});
    expect(keys.length).toBeGreaterThan(0);
    await settled();

    // a sweep while both are held changes nothing
    await t.app.storedFiles.sweep();
    expect(await mediaRow(urlA)).toBeDefined();

    await release(first as number, urlA);
    await t.app.storedFiles.sweep();
    expect(await mediaRow(urlA)).toBeUndefined();
    expect(await mediaRow(urlB)).toBeDefined();
    for (const key of keys) expect(await exists(key)).toBe(true);

    await release(second as number, urlB);
    const swept = await t.app.storedFiles.sweep();
    expect(await mediaRow(urlB)).toBeUndefined();
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect(swept).toMatchObject({ removed: 1, media: { media: 1, derivatives: keys.length } });
  });

  it('keeps a media nothing refers to while it is new: a write in flight may be about to hold it', async () => {
    const link = `https://cdn.example.com/${randomUUID()}.png`;
    await t.db.insert(media).values({ source_key: `link-${randomUUID()}`, source_url: link, state: 'ready' });
    await t.app.storedFiles.sweep();
    expect(await mediaRow(link)).toBeDefined();
    await settled();
    await t.app.storedFiles.sweep();
    expect(await mediaRow(link)).toBeUndefined();
  });

  it('ends failed a media left processing by a process that died during its last try, not one whose job waits', async () => {
    const dead = `https://cdn.example.com/${randomUUID()}.png`;
    const waiting = `https://cdn.example.com/${randomUUID()}.png`;
    const waitingKey = `link-${randomUUID()}`;
    const longAgo = new Date(Date.now() - 3600_000);
    await t.db.insert(media).values([
      { source_key: `link-${randomUUID()}`, source_url: dead, state: 'processing', updated_at: longAgo },
      { source_key: waitingKey, source_url: waiting, state: 'processing', updated_at: longAgo },
    ]);
    // a job for the second one waits (its retry): the row is on its way, not abandoned
    await t.db.execute(sql`insert into pgboss.job (name, data, state, start_after)
      values ('media-process', ${JSON.stringify({ sources: [waitingKey] })}::jsonb, 'retry', now() + interval '1 hour')`);
    const swept = await t.app.storedFiles.sweep();
    expect(swept.media.interrupted).toBe(1);
    expect(await mediaRow(dead)).toMatchObject({ state: 'failed', reason: INTERRUPTED_REASON });
    expect(await mediaRow(waiting)).toMatchObject({ state: 'processing' });
  });

  it('keeps a link while a record or the trash holds it, then removes it and its derivatives', async () => {
    const digest = randomUUID().replaceAll('-', '').repeat(2);
    const thumb = derivativeKey(digest, 'thumb-320');
    await t.app.storage.put(
      thumb,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const link = 'https://cdn.example.com/creative.png';
    const clip = 'https://cdn.example.com/clip.mp4';
    const [adId] = await insertAds(t, [{ name: 'Linked', media_source: link }]);
    const [creatorId] = await insertCreators(t, [{ videos: [clip] }]);
    await t.db.insert(media).values([
      {
        source_key: `link-${randomUUID()}`,
        source_url: link,
        state: 'ready',
        digest,
        derivatives: { 'thumb-320': thumb },
      },
      { source_key: `link-${randomUUID()}`, source_url: clip, state: 'failed' },
    ]);
    await settled();

    await t.app.storedFiles.sweep();
    expect(await mediaRow(link)).toBeDefined();
    expect(await mediaRow(clip)).toBeDefined();

    // in the trash, the records still hold them (a restore brings them back)
    for (const path of [`/api/advertisements/${adId}`, `/api/ugc-creators/${creatorId}`]) {
      const res = await t.app.inject({ method: 'DELETE', url: path, headers });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.storedFiles.sweep();
    expect(await mediaRow(link)).toBeDefined();
    expect(await mediaRow(clip)).toBeDefined();
    expect(await exists(thumb)).toBe(true);

    await t.db.delete(trash).where(sql`true`);
    await t.app.storedFiles.sweep();
    expect(await mediaRow(link)).toBeUndefined();
    expect(await mediaRow(clip)).toBeUndefined();
    expect(await exists(thumb)).toBe(false);
  });
});
