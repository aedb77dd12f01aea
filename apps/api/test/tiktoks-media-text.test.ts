// TikToks are found by the words on their video (issue 29 §1, decision 025), as ads by those on
// their creative: a post's media_text is its video's on-screen text, taken by every write of
// download_link (a trigger, migration 0039) and written by the media job once the text is read
// (applyMediaToRecords); searched beside search_text, and never a field of the post.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, tiktoks } from '../src/db/schema.js';
import { applyMediaToRecords } from '../src/media-jobs/record-effects.js';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';
import { insertTiktoks, validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) {
  const res = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

const videoInfo = {
  kind: 'video' as const,
  content_type: 'video/mp4',
  bytes: 10,
  width: 720,
  height: 1280,
  duration_seconds: 9,
  frame_rate: 30,
  codec: 'h264',
  has_audio: true,
};

let n = 0;
/** A video URL and, unless `read` is false, its processed media row saying `words`. */
async function videoSaying(words: string | null) {
  n += 1;
  const key = `tiktoks/00000000-0000-0000-0000-${String(n).padStart(12, '0')}.mp4`;
  const url = `http://localhost/media/${key}`;
  await t.db
    .insert(media)
    .values({ source_key: key, source_url: url, state: 'ready', info: videoInfo, ocr_text: words });
  return url;
}

/** The ids the TikToks list finds for a keyword, in its order (relevance while searching). */
async function found(keyword: string) {
  const page = await ok('GET', `/api/tiktoks?search=${encodeURIComponent(keyword)}`);
  return page.results.map((r: { id: number }) => r.id) as number[];
}

const post = (i: number, over: Record<string, unknown>) =>
  validTiktok({
    post_id: `75000000000000000${String(i).padStart(2, '0')}`,
    tiktok_link: `https://www.tiktok.com/@x/video/75000000000000000${i}`,
    ...over,
  });

describe('TikToks: keyword search over the video', () => {
  it('finds a post by a word only its video shows, whole, misspelt or in part; not in the record or its history', async () => {
    const url = await videoSaying('Try the SNOZZBERRY Challenge');
    const { id } = await ok(
      'POST',
      '/api/tiktoks',
      post(1, { username: 'plain.user', download_link: url }),
      201,
    );
    expect(await found('snozzberry')).toEqual([id]);
    // a typo (8+ letters: two edits) and a part of the word
    expect(await found('snozberyy')).toEqual([id]);
    expect(await found('ZZBER')).toEqual([id]);
    const record = await ok('GET', `/api/tiktoks/${id}`);
    expect(record).not.toHaveProperty('media_text');
    const history = await ok('GET', `/api/tiktoks/${id}/history`);
    expect(JSON.stringify(history)).not.toContain('snozzberry');
    // the post's own fields still rank above the video's words (A above D)
    const { id: named } = await ok(
      'POST',
      '/api/tiktoks',
      post(2, { username: 'snozzberry', download_link: null }),
      201,
    );
    expect(await found('snozzberry')).toEqual([named, id]);
  });

  it('follows the video: a new download_link (form, import) brings its text, one without a media row none', async () => {
    const first = await videoSaying('Pomegranatic');
    const second = await videoSaying('Kiwilicious');
    const { id } = await ok('POST', '/api/tiktoks', post(3, { download_link: first }), 201);
    expect(await found('pomegranatic')).toEqual([id]);
    const record = await ok('GET', `/api/tiktoks/${id}`);
    await ok('PUT', `/api/tiktoks/${id}`, { ...record, download_link: second });
    expect(await found('pomegranatic')).toEqual([]);
    expect(await found('kiwilicious')).toEqual([id]);
    const csv = `username,post_id,download_link\nimported.user,7500000000000000099,${first}\n`;
    const res = await postImport(t, '/api/tiktoks/import', headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    const [imported] = await t.db
      .select({ id: tiktoks.id })
      .from(tiktoks)
      .where(eq(tiktoks.post_id, '7500000000000000099'));
    expect((await found('pomegranatic')).sort()).toEqual([imported?.id]);
  });

  it('a post saved before its video was read gets the text once the media job calls applyMediaToRecords', async () => {
    const url = await videoSaying(null);
    const [id] = (await insertTiktoks(t, [
      { username: 'early.bird', post_id: '7500000000000000050', download_link: url, duration: 9 },
    ])) as [number];
    expect(await found('durianissimo')).toEqual([]);
    await t.db.update(media).set({ ocr_text: 'DURIANISSIMO' }).where(eq(media.source_url, url));
    await applyMediaToRecords(t.db, [url]);
    expect(await found('durianissimo')).toEqual([id]);
    const [row] = await t.db.select().from(tiktoks).where(eq(tiktoks.id, id));
    expect(row?.media_text).toBe('durianissimo');
  });
});
