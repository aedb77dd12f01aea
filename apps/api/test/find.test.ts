import { findResults } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAds, insertCollection } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertTiktoks } from './tiktoks-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

let t: TestApp;
let superHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let adId: number;
let tiktokId: number;
let creatorId: number;
let collectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  superHeaders = (await t.signedIn('super')).headers;
  adminHeaders = (await t.signedIn('admin')).headers;
  [adId] = (await insertAds(t, [{ name: 'Zebracorn Shoes', visible: false }, { name: 'Plain Socks' }])) as [
    number,
  ];
  [tiktokId] = (await insertTiktoks(t, [
    { username: 'zebracorn.daily', post_id: '7355500000000000001', created_time: new Date() },
    { username: 'someone.else', post_id: '7100000000000000002', created_time: new Date() },
  ])) as [number];
  [creatorId] = (await insertCreators(t, [{ name: 'Zebracorn Studio', country: 'Germany' }])) as [number];
  collectionId = await insertCollection(t, 'Zebracorn Summer Picks');
});
afterAll(() => t.close());

async function find(q: string, headers?: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/api/find?q=${encodeURIComponent(q)}`, headers });
  return { res, body: res.json() };
}

describe('GET /api/find', () => {
  it('finds records of every area a super may open, by words, named as the palette shows them', async () => {
    const { res, body } = await find('ZEBRACORN', superHeaders);
    expect(res.statusCode).toBe(200);
    const { results } = findResults.parse(body.data);
    expect(results).toEqual(
      expect.arrayContaining([
        { area: 'advertisements', id: adId, title: 'Zebracorn Shoes', detail: 'Not visible' },
        { area: 'tiktoks', id: tiktokId, title: '@zebracorn.daily', detail: 'Post 7355500000000000001' },
        { area: 'ugc-creators', id: creatorId, title: 'Zebracorn Studio', detail: 'Germany' },
      ]),
    );
    expect(results.map((r) => r.title)).not.toContain('Plain Socks');
  });

  it('finds a record by its id, and a TikTok by the start of its post id', async () => {
    const byId = await find(String(adId), superHeaders);
    expect(byId.body.data.results).toContainEqual(
      expect.objectContaining({ area: 'advertisements', id: adId }),
    );
    const byPost = await find('73555', superHeaders);
    expect(byPost.body.data.results).toEqual([expect.objectContaining({ area: 'tiktoks', id: tiktokId })]);
  });

  it('finds a TikTok by its whole 19-digit post id and by a 12-digit prefix', async () => {
    for (const q of ['7355500000000000001', '735550000000']) {
      const { body } = await find(q, superHeaders);
      expect({ q, results: body.data.results }).toEqual({
        q,
        results: [expect.objectContaining({ area: 'tiktoks', id: tiktokId })],
      });
    }
  });

  it('finds a collection by words of its title and by its id (super only)', async () => {
    const { body } = await find('summer picks', superHeaders);
    expect(body.data.results).toEqual([
      { area: 'collections', id: collectionId, title: 'Zebracorn Summer Picks', detail: null },
    ]);
    const byId = await find(String(collectionId), superHeaders);
    expect(byId.body.data.results).toContainEqual(
      expect.objectContaining({ area: 'collections', id: collectionId }),
    );
    expect((await find('summer picks', adminHeaders)).body.data.results).toEqual([]);
  });

  it('an admin finds advertisements only', async () => {
    const { res, body } = await find('zebracorn', adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(body.data.results.map((r: { area: string }) => r.area)).toEqual(['advertisements']);
  });

  it('answers 401 without a session and 400 for an empty or over-long query', async () => {
    expect((await find('zebracorn')).res.statusCode).toBe(401);
    const empty = await find('', superHeaders);
    expect(empty.res.statusCode).toBe(400);
    expect(empty.body.error.fields.q).toBeTruthy();
    expect((await find('x'.repeat(101), superHeaders)).res.statusCode).toBe(400);
  });
});
