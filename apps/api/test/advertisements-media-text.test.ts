// The ads' keyword search finds words written only inside their creative (issue 25 §3): an
// ad's media_text is its media row's on-screen text, kept true by every write of media_source,
// searched beside search_text, and never a field of the ad (record, history, export).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, media } from '../src/db/schema.js';
import { applyMediaToRecords } from '../src/media-jobs/record-effects.js';
import { insertAds, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

let n = 0;
/** A processed image whose picture says `words` (a media row as the job leaves it). */
async function pictureSaying(words: string) {
  n += 1;
  const key = `ads/00000000-0000-0000-0000-${String(n).padStart(12, '0')}.png`;
  const url = `http://localhost/media/${key}`;
  await t.db.insert(media).values({
    source_key: key,
    source_url: url,
    state: 'ready',
    info: {
      kind: 'image',
      content_type: 'image/png',
      bytes: 10,
      width: 10,
      height: 10,
      duration_seconds: null,
      frame_rate: null,
      codec: null,
      has_audio: null,
    },
    ocr_text: words,
  });
  return url;
}

/** The ids the ads list finds for a keyword, its total, and a bulk dry run's count over it. */
async function found(keyword: string) {
  const q = encodeURIComponent(keyword);
  const page = await ok('GET', `/api/advertisements_admin?search=${q}`);
  const bulk = await ok('POST', '/api/advertisements/bulk', {
    filter: { search: keyword },
    action: 'hide',
    dry_run: true,
  });
  return { ids: page.results.map((r: { id: number }) => r.id), total: page.total, bulk: bulk.count };
}

const mediaTextOf = async (id: number) =>
  (
    await t.db
      .select({ text: advertisements.media_text })
      .from(advertisements)
      .where(eq(advertisements.id, id))
  )[0]?.text;

describe('keyword search over the creative', () => {
  it('finds an ad by a word only its picture has; the record API, history and export never show it', async () => {
    const url = await pictureSaying('Limited KUMQUATZILLA offer');
    const { id } = await ok(
      'POST',
      '/api/advertisements',
      validAd({ name: 'Plain brand', media_source: url }),
      201,
    );
    expect(await found('kumquatzilla')).toEqual({ ids: [id], total: 1, bulk: 1 });
    // any case, any part of the word; the ad's own fields still match
    expect((await found('QUATZ')).ids).toEqual([id]);
    expect((await found('plain brand')).ids).toContain(id);
    const record = await ok('GET', `/api/advertisements/${id}`);
    expect(record).not.toHaveProperty('media_text');
    const history = await ok('GET', `/api/advertisements/${id}/history`);
    expect(JSON.stringify(history)).not.toContain('kumquatzilla');
    const csv = (await call('GET', '/api/advertisements/export.csv?search=kumquatzilla')).body;
    expect(csv).toContain('Plain brand');
    expect(csv.toLowerCase()).not.toContain('kumquatzilla offer');
  });

  it('follows the media: a new media_source brings its text, one without a media row none', async () => {
    const first = await pictureSaying('PERSIMMONADE');
    const second = await pictureSaying('Rambutanic');
    const { id } = await ok(
      'POST',
      '/api/advertisements',
      validAd({ name: 'Switcher', media_source: first }),
      201,
    );
    expect((await found('persimmonade')).ids).toEqual([id]);
    const record = await ok('GET', `/api/advertisements/${id}`);
    await ok('PUT', `/api/advertisements/${id}`, { ...record, media_source: second });
    expect((await found('persimmonade')).ids).toEqual([]);
    expect((await found('rambutanic')).ids).toEqual([id]);
    const again = await ok('GET', `/api/advertisements/${id}`);
    await ok('PUT', `/api/advertisements/${id}`, { ...again, media_source: 'https://cdn.example.com/x.mp4' });
    expect(await mediaTextOf(id)).toBeNull();
    // a History restore to the first version brings its creative's text back
    const { versions } = await ok('GET', `/api/advertisements/${id}/history`);
    const created = versions.at(-1);
    const now = await ok('GET', `/api/advertisements/${id}`);
    await ok('POST', `/api/advertisements/${id}/history/${created.version}/restore`, {
      updated_at: now.updated_at,
    });
    expect((await found('persimmonade')).ids).toEqual([id]);
  });

  it('an ad written before its media was read gets the text once the job calls applyMediaToRecords', async () => {
    const url = 'http://localhost/media/ads/11111111-1111-1111-1111-111111111111.png';
    const [id] = (await insertAds(t, [
      { name: 'Early', media_source: url, format: 'Static Image', visible: true },
    ])) as [number];
    expect((await found('guanabanas')).ids).toEqual([]);
    await t.db.insert(media).values({
      source_key: 'ads/11111111-1111-1111-1111-111111111111.png',
      source_url: url,
      state: 'ready',
      info: null,
      ocr_text: 'Guanabanas',
    });
    // info null: nothing to suggest, nothing done (a ready row always has it; a guard)
    await applyMediaToRecords(t.db, [url]);
    expect(await mediaTextOf(id)).toBeNull();
    await t.db
      .update(media)
      .set({
        info: {
          kind: 'image',
          content_type: 'image/png',
          bytes: 1,
          width: 1,
          height: 1,
          duration_seconds: null,
          frame_rate: null,
          codec: null,
          has_audio: null,
        },
      })
      .where(eq(media.source_url, url));
    await applyMediaToRecords(t.db, [url]);
    // the total is counted again after the write (the count cache heard it)
    expect(await found('guanabanas')).toEqual({ ids: [id], total: 1, bulk: 1 });
  });

  it('an import and a trash restore keep the text of the media they name', async () => {
    const url = await pictureSaying('Feijoadastic');
    const csv = `name,media_source\nImported brand,${url}\n`;
    const res = await postImport(t, '/api/advertisements/import', headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    const [id] = (await found('feijoadastic')).ids as [number];
    expect(id).toBeGreaterThan(0);
    const { batch } = await ok('DELETE', `/api/advertisements/${id}`);
    expect((await found('feijoadastic')).ids).toEqual([]);
    // the creative's text changed while the ad was in the trash
    await t.db.update(media).set({ ocr_text: 'Tamarindology' }).where(eq(media.source_url, url));
    await ok('POST', '/api/advertisements/trash/restore', { batch });
    expect((await found('tamarindology')).ids).toEqual([id]);
    expect((await found('feijoadastic')).ids).toEqual([]);
    const { versions } = await ok('GET', `/api/advertisements/${id}/history`);
    expect(versions[0].kind).toBe('restored');
    expect(versions[0].changes).not.toHaveProperty('media_text');
  });
});
