// Issue 26: pairs made on save (the duplicates-check job), the review screen's answers
// (clusters, count, of), roles, records in the trash hidden and back on restore, and the bulk
// merge's count check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAd } from './advertisements-fixtures.js';
import { eventually, pairOf } from './duplicates-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let admin: Record<string, string>;
let superUser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('admin')).headers;
  superUser = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function createAd(over: Record<string, unknown>) {
  const res = await post('/api/advertisements', validAd(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** Waits for the save's duplicates-check job to open the pair. */
const openPair = (x: number, y: number) =>
  eventually(async () => {
    const pair = await pairOf(t, 'advertisements', x, y);
    return pair?.state === 'open' ? pair : undefined;
  });

let copyA = 0;
let copyB = 0;
let linkA = 0;
let linkB = 0;

describe('a save', () => {
  it('opens a pair with an ad of the same copy, and one of the same media link', async () => {
    copyA = await createAd({ name: 'Sun Co', primary_text: 'Brighter  skin, today!', media_source: null });
    copyB = await createAd({ name: 'sun co', primary_text: 'brighter skin today', media_source: null });
    expect((await openPair(copyA, copyB)).reasons).toEqual(['same-copy']);

    linkA = await createAd({
      name: 'Link A',
      primary_text: 'one',
      media_source: 'https://cdn.example.com/x.mp4',
    });
    linkB = await createAd({
      name: 'Link B',
      primary_text: 'two',
      media_source: 'https://cdn.example.com/x.mp4',
    });
    expect((await openPair(linkA, linkB)).reasons).toEqual(['same-post']);
  });

  it("shows on the record's warning, in the clusters and in the count", async () => {
    const of = await get(`/api/duplicates/advertisements/of/${copyB}`);
    expect(of.statusCode, of.body).toBe(200);
    expect(of.json().data.record.id).toBe(copyB);
    expect(of.json().data.matches).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: copyA, label: 'Sun Co' }),
        pair: { a: copyA, b: copyB, reasons: ['same-copy'], distance: null },
      }),
    ]);

    const count = await get('/api/duplicates/advertisements/count');
    expect(count.json().data).toEqual({ open: 2, exact: 1 });

    const page = await get('/api/duplicates/advertisements?limit=1');
    expect(page.statusCode, page.body).toBe(200);
    const first = page.json().data;
    expect(first.total).toBe(2);
    expect(first.results).toHaveLength(1);
    // newest first: the link pair was found last; members newest first
    expect(first.results[0]).toMatchObject({ key: linkA, exact: true });
    expect(first.results[0].members.map((m: { id: number }) => m.id)).toEqual([linkB, linkA]);
    const second = await get(`/api/duplicates/advertisements?limit=1&cursor=${first.next_cursor}`);
    expect(second.json().data.results[0]).toMatchObject({ key: copyA, exact: false });
    expect(second.json().data.next_cursor).toBeNull();
    const exactOnly = await get('/api/duplicates/advertisements?exact=true');
    expect(exactOnly.json().data.results.map((c: { key: number }) => c.key)).toEqual([linkA]);
    expect((await get('/api/duplicates/advertisements?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it("lets an admin review ads' duplicates and only a super TikToks'", async () => {
    expect((await get('/api/duplicates/advertisements/count')).statusCode).toBe(200);
    expect((await get('/api/duplicates/tiktoks/count')).statusCode).toBe(403);
    expect((await post('/api/duplicates/tiktoks/dismiss', { ids: [1, 2] })).statusCode).toBe(403);
    expect((await get('/api/duplicates/tiktoks/count', superUser)).statusCode).toBe(200);
    expect((await get('/api/duplicates/advertisements/count', {})).statusCode).toBe(401);
    expect((await get('/api/duplicates/elsewhere/count')).statusCode).toBe(400);
  });

  it('checks TikToks by post link', async () => {
    const one = await post(
      '/api/tiktoks',
      validTiktok({ post_id: '1', tiktok_link: 'https://www.tiktok.com/@a/video/9' }),
      superUser,
    );
    const two = await post(
      '/api/tiktoks',
      validTiktok({ post_id: '2', tiktok_link: 'https://www.tiktok.com/@a/video/9', download_link: null }),
      superUser,
    );
    expect(one.statusCode, one.body).toBe(201);
    expect(two.statusCode, two.body).toBe(201);
    const [a, b] = [one.json().data.id, two.json().data.id];
    const pair = await eventually(async () => pairOf(t, 'tiktoks', a, b));
    expect(pair.reasons).toEqual(['same-post']);
  });
});

describe('the trash', () => {
  it("hides a trashed record's pairs and brings them back on restore", async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${copyB}`, headers: admin });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get('/api/duplicates/advertisements/count')).json().data).toEqual({ open: 1, exact: 1 });
    expect((await get(`/api/duplicates/advertisements/of/${copyB}`)).statusCode).toBe(404);
    expect((await get(`/api/duplicates/advertisements/of/${copyA}`)).json().data.matches).toEqual([]);

    const restore = await post('/api/advertisements/trash/restore', { batch: del.json().data.batch });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await get('/api/duplicates/advertisements/count')).json().data).toEqual({ open: 2, exact: 1 });
  });
});

describe('merge-exact', () => {
  it('answers 409 when the count changed, and merges each exact cluster into its oldest record', async () => {
    const stale = await post('/api/duplicates/advertisements/merge-exact', { expected: 2 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await get(`/api/advertisements/${linkB}`)).statusCode).toBe(200);

    const res = await post('/api/duplicates/advertisements/merge-exact', { expected: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ clusters: 1, merged: 1 });
    expect(res.json().data.batches).toHaveLength(1);
    // the oldest kept, the newer one in the trash: the cluster is gone, the copy pair stays
    expect((await get(`/api/advertisements/${linkA}`)).statusCode).toBe(200);
    expect((await get(`/api/advertisements/${linkB}`)).statusCode).toBe(404);
    expect((await get('/api/duplicates/advertisements/count')).json().data).toEqual({ open: 1, exact: 0 });
  });
});
