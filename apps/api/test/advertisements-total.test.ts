import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAP } from '../src/lists/page.js';
import { insertAds, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Past TOTAL_CAP matching rows a filtered list stops counting exactly (list.ts listTotal):
 * these tests pin what a client is promised there.
 */
let t: TestApp;
let headers: Record<string, string>;
const VISIBLE = TOTAL_CAP + 160;
const HIDDEN = 40;
const RARE = 12;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  await insertAds(
    t,
    Array.from({ length: VISIBLE + HIDDEN }, (_, i) => ({
      name: i % 100 === 7 && i < 100 * RARE ? `rareword brand ${i}` : `common brand ${i}`,
      visible: i >= HIDDEN,
      industry: i % 2 ? 'Fashion' : 'Pets',
    })),
  );
}, 120_000);
afterAll(() => t.close());

type Page = {
  total: number;
  total_is_estimate: boolean;
  results: { id: number }[];
  next_cursor: string | null;
};
async function list(query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/advertisements_admin?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('totals of large lists', () => {
  it('counts the whole list and each visibility exactly', async () => {
    expect(await list('')).toMatchObject({ total: VISIBLE + HIDDEN, total_is_estimate: false });
    expect(await list('visible=true')).toMatchObject({ total: VISIBLE, total_is_estimate: false });
    expect(await list('visible=false')).toMatchObject({ total: HIDDEN, total_is_estimate: false });
  });

  it('shows a write made through the API in the next total at once', async () => {
    const before = (await list('visible=true')).total;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd(),
    });
    expect(res.statusCode).toBe(201);
    expect((await list('visible=true')).total).toBe(before + 1);
    const id = res.json().data.id;
    await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${id}`, headers });
    expect((await list('visible=true')).total).toBe(before);
  });

  it('counts a selective filter exactly', async () => {
    const data = await list('search=RAREWORD');
    expect(data).toMatchObject({ total: RARE, total_is_estimate: false });
    expect(data.results).toHaveLength(RARE);
  });

  it('caps the count of a broad filter and says it is an estimate', async () => {
    const data = await list('visible=true&search=common');
    expect(data.total_is_estimate).toBe(true);
    expect(data.total).toBe(TOTAL_CAP);
    expect(data.results).toHaveLength(50);
    expect(data.next_cursor).toEqual(expect.any(String));
  });

  it('never lets a client scrolling "while loaded < total" stop before the last row', async () => {
    const want = VISIBLE - (RARE - 1); // visible ads with "common" in the name (one rare one is hidden)
    let data = await list('visible=true&search=common&size=50');
    let loaded = data.results.length;
    const seen = new Set(data.results.map((r) => r.id));
    while (data.next_cursor) {
      expect(loaded).toBeLessThan(data.total);
      data = await list(`visible=true&search=common&size=50&cursor=${data.next_cursor}`);
      loaded += data.results.length;
      for (const r of data.results) seen.add(r.id);
    }
    expect(loaded).toBe(want);
    expect(seen.size).toBe(want);
    expect(data.total).toBe(loaded);
  });

  it('reports the same for OFFSET pages past the cap', async () => {
    const want = VISIBLE - (RARE - 1);
    const deep = await list('visible=true&search=common&size=50&page=21');
    expect(deep.results).toHaveLength(50);
    expect(deep.total).toBeGreaterThan(21 * 50);
    expect(deep.total_is_estimate).toBe(true);
    const lastPage = Math.ceil(want / 50);
    const last = await list(`visible=true&search=common&size=50&page=${lastPage}`);
    expect(last.results).toHaveLength(want - (lastPage - 1) * 50);
    expect(last.total).toBe(want);
    expect(last.next_cursor).toBeNull();
  });
});
