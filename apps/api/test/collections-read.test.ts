import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/db/schema.js';
import { insertAds, linkAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/collections', () => {
  it('answers data.records, highest order first, with the fields of a Collection and its ad count', async () => {
    const rows = await t.db
      .insert(collections)
      .values([
        {
          title: 'December',
          order: 10,
          public: true,
          collection_date: '2024-12',
          tags: ['xmas'],
          roles: ['monthly'],
        },
        { title: 'Summer', order: 30, is_new: true },
        { title: 'Archive', order: 20, active: false, bulked: true },
      ])
      .returning({ id: collections.id });
    const [december, summer] = rows.map((r) => r.id) as [number, number, number];
    const [a1, a2] = (await insertAds(t, [{ name: 'one' }, { name: 'two' }])) as [number, number];
    await linkAd(t, a2, december);
    await linkAd(t, a1, december);

    const { headers } = await t.signedIn('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/collections', headers });
    expect(res.statusCode).toBe(200);
    const { records } = res.json().data;
    expect(records.map((r: { title: string }) => r.title)).toEqual(['Summer', 'Archive', 'December']);
    expect(records[2]).toEqual({
      id: december,
      order: 10,
      title: 'December',
      public: true,
      is_new: false,
      collection_date: '2024-12',
      tags: ['xmas'],
      roles: ['monthly'],
      active: true,
      bulked: false,
      ad_count: 2,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(records[0]).toMatchObject({ id: summer, is_new: true, ad_count: 0, collection_date: null });
    expect(records[1]).toMatchObject({ active: false, bulked: true });
  });

  it('is readable by admin and super, not by customers or anonymous callers', async () => {
    for (const [role, status] of [
      ['admin', 200],
      ['super', 200],
      ['monthly', 403],
      ['free', 403],
    ] as const) {
      const { headers } = await t.signedIn(role);
      expect((await t.app.inject({ method: 'GET', url: '/api/collections', headers })).statusCode).toBe(
        status,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/collections' })).statusCode).toBe(401);
  });
});
