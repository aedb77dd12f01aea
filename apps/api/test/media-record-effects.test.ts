// A ready media reaches its records (issue 25 §3): its on-screen text is searched with the ads
// showing it, and what the file tells fills their suggested fields while those are empty.
import type { MediaInfoRow } from '@adlib/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { advertisements, media, tiktoks } from '../src/db/schema.js';
import { applyMediaToRecords } from '../src/media-jobs/record-effects.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertTiktoks } from './tiktoks-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
let superHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  superHeaders = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

const image: MediaInfoRow = {
  kind: 'image',
  content_type: 'image/png',
  bytes: 1000,
  width: 800,
  height: 600,
  duration_seconds: null,
  frame_rate: null,
  codec: null,
  has_audio: null,
};
const video = (seconds: number): MediaInfoRow => ({
  ...image,
  kind: 'video',
  content_type: 'video/mp4',
  duration_seconds: seconds,
  frame_rate: 30,
  codec: 'h264',
  has_audio: false,
});

let n = 0;
/** A media row as the job leaves it (state ready unless said), under a URL of its own. */
async function mediaRow(info: MediaInfoRow | null, ocr: string | null, state: 'ready' | 'failed' = 'ready') {
  n += 1;
  const key = `ads/00000000-0000-0000-0000-${String(n).padStart(12, '0')}.png`;
  const url = `http://localhost/media/${key}`;
  await t.db.insert(media).values({ source_key: key, source_url: url, state, info, ocr_text: ocr });
  return url;
}

const adOf = async (id: number) =>
  (await t.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];
const tiktokOf = async (id: number) => (await t.db.select().from(tiktoks).where(eq(tiktoks.id, id)))[0];

async function historyOf(path: string, auth = headers) {
  const res = await t.app.inject({ method: 'GET', url: `${path}/history`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.versions as { by: string | null; kind: string; changes: object }[];
}

describe('applyMediaToRecords', () => {
  it('copies the on-screen text, lower-cased, and fills an empty Format: updated_at bumped, logged', async () => {
    const url = await mediaRow(image, 'BIG Summer SALE');
    const [id] = (await insertAds(t, [{ name: 'Fill me', media_source: url }])) as [number];
    const before = await adOf(id);
    await new Promise((done) => setTimeout(done, 5));
    expect(await applyMediaToRecords(t.db, [url])).toEqual({ ads: 1, adsFilled: 1, tiktoksFilled: 0 });
    const after = await adOf(id);
    expect(after).toMatchObject({
      media_text: 'big summer sale',
      format: 'Static Image',
      video_length: null,
    });
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
    // the record's History shows the fill, by no user; media_text is no field of it
    const [latest] = await historyOf(`/api/advertisements/${id}`);
    expect(latest).toMatchObject({
      by: null,
      kind: 'updated',
      changes: { format: { before: null, after: 'Static Image' } },
    });
    expect(Object.keys(latest?.changes ?? {})).toEqual(['format']);
    // the record API does not send the creative's text
    const res = await t.app.inject({ method: 'GET', url: `/api/advertisements/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('media_text');
    expect(res.json().data.updated_at).toBe(after?.updated_at.toISOString());
  });

  it('never overwrites a field set by hand; fills only the empty one', async () => {
    const url = await mediaRow(video(35), null);
    const [set, half] = (await insertAds(t, [
      { name: 'Set by hand', media_source: url, format: 'Static Image', video_length: 'Less than 20 sec' },
      { name: 'Half set', media_source: url, format: 'Static Image' },
    ])) as [number, number];
    const setBefore = await adOf(set);
    // both are told their creative is processed (media_ready, Home's count); one is filled
    expect(await applyMediaToRecords(t.db, [url])).toEqual({ ads: 2, adsFilled: 1, tiktoksFilled: 0 });
    // no field to write on the ad set by hand (no text either): same fields, same version
    expect(setBefore?.media_ready).toBe(false);
    expect(await adOf(set)).toEqual({ ...setBefore, media_ready: true });
    expect(await adOf(half)).toMatchObject({ format: 'Static Image', video_length: 'More than 20 sec' });
    const [latest] = await historyOf(`/api/advertisements/${half}`);
    expect(latest?.changes).toEqual({ video_length: { before: null, after: 'More than 20 sec' } });
  });

  it('text alone: media_text written, the version and the log unchanged', async () => {
    const url = await mediaRow(image, 'Only Words');
    const [id] = (await insertAds(t, [
      { name: 'Has format', media_source: url, format: 'Static Image' },
    ])) as [number];
    const before = await adOf(id);
    const versions = (await historyOf(`/api/advertisements/${id}`)).length;
    expect(await applyMediaToRecords(t.db, [url])).toEqual({ ads: 1, adsFilled: 0, tiktoksFilled: 0 });
    const after = await adOf(id);
    expect(after?.media_text).toBe('only words');
    expect(after?.updated_at).toEqual(before?.updated_at);
    expect(await historyOf(`/api/advertisements/${id}`)).toHaveLength(versions);
  });

  it("fills a TikTok's Duration when 0, never a Duration set; a second call changes nothing", async () => {
    const url = await mediaRow(video(12.6), 'Caption');
    const [empty, set] = (await insertTiktoks(t, [
      { username: 'empty', post_id: '7400000000000000001', download_link: url },
      { username: 'set', post_id: '7400000000000000002', download_link: url, duration: 40 },
    ])) as [number, number];
    const [ad] = (await insertAds(t, [{ name: 'Video ad', media_source: url }])) as [number];
    const setBefore = await tiktokOf(set);
    const emptyBefore = await tiktokOf(empty);
    expect(await applyMediaToRecords(t.db, [url])).toEqual({ ads: 1, adsFilled: 1, tiktoksFilled: 1 });
    expect(await tiktokOf(empty)).toMatchObject({ duration: 13 });
    expect((await tiktokOf(empty))?.updated_at.getTime()).toBeGreaterThan(
      emptyBefore?.updated_at.getTime() ?? 0,
    );
    expect(await tiktokOf(set)).toEqual(setBefore);
    expect(await adOf(ad)).toMatchObject({
      format: 'Video',
      video_length: 'Less than 20 sec',
      media_text: 'caption',
    });
    const [latest] = await historyOf(`/api/tiktoks/${empty}`, superHeaders);
    expect(latest).toMatchObject({ by: null, changes: { duration: { before: 0, after: 13 } } });
    // idempotent: everything already holds what the media tells
    expect(await applyMediaToRecords(t.db, [url])).toEqual({ ads: 0, adsFilled: 0, tiktoksFilled: 0 });
  });

  it("finds a batch's ads through the media-source index, not by scanning every ad", async () => {
    // the planner guesses the batch's JSON recordset at 100 rows: joined on it alone, the ads'
    // update hashed the whole table, one sequential scan per batch of a backfill
    await insertAds(
      t,
      Array.from({ length: 5000 }, (_, i) => ({
        name: `Scanned ${i}`,
        media_source: `http://elsewhere/${i}.png`,
      })),
    );
    const urls = [await mediaRow(image, 'one'), await mediaRow(image, 'two')];
    await insertAds(t, [
      { name: 'Indexed one', media_source: urls[0] },
      { name: 'Indexed two', media_source: urls[1] },
    ]);
    await t.db.execute(sql`analyze advertisements`);
    const statements: SQL[] = [];
    const db: Db = new Proxy(t.db, {
      get(target, name) {
        if (name === 'execute')
          return (query: SQL) => {
            statements.push(query);
            return target.execute(query);
          };
        const value = Reflect.get(target, name, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await applyMediaToRecords(db, urls)).toMatchObject({ ads: 2 });
    const plans: string[] = [];
    for (const query of statements) {
      const { rows } = await t.db.execute(sql`explain ${query}`);
      plans.push(rows.map((row) => Object.values(row).join('')).join('\n'));
    }
    const plan = plans.filter((p) => p.includes('Update on advertisements'));
    expect(plan).toHaveLength(1);
    expect(plan.join('\n')).toContain('ads_media_source_idx');
    expect(plan.join('\n')).not.toContain('Seq Scan on advertisements');
  });

  it('a media not ready, or unknown, changes nothing', async () => {
    const url = await mediaRow(null, null, 'failed');
    const [id] = (await insertAds(t, [{ name: 'Failed media', media_source: url }])) as [number];
    const before = await adOf(id);
    expect(await applyMediaToRecords(t.db, [url])).toEqual({ ads: 0, adsFilled: 0, tiktoksFilled: 0 });
    expect(await applyMediaToRecords(t.db, ['http://localhost/media/ads/none.png'])).toEqual({
      ads: 0,
      adsFilled: 0,
      tiktoksFilled: 0,
    });
    expect(await adOf(id)).toEqual(before);
  });
});
