import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

// Facet counts (issue 29 §2, decision 025): each filter's options counted under the search and
// the other filters, never its own selection; the list's role guards them.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('admin')).headers;
  const row = (name: string, industry: string, format: string, visible: boolean, type: string[] = []) => ({
    name,
    industry,
    format,
    visible,
    type,
  });
  await insertAds(t, [
    row('Lumen serum one', 'Beauty/Cosmetics', 'Video', true, ['UGC']),
    row('Lumen serum two', 'Beauty/Cosmetics', 'Static Image', true),
    row('Lumen serum three', 'Beauty/Cosmetics', 'Video', false, ['UGC']),
    row('Lumen kibble', 'Pets', 'Video', true),
    row('Other thing', 'Pets', 'Video', true),
  ]);
});
afterAll(() => t.close());

async function get(url: string, headers = admin) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return res;
}
async function facets(query: string) {
  const res = await get(`/api/advertisements/facets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.facets as Record<string, { value: string; count: number }[]>;
}
async function total(query: string) {
  const res = await get(`/api/advertisements_admin?${query}&size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total as number;
}
const countOf = (list: { value: string; count: number }[] | undefined, value: string) =>
  list?.find((o) => o.value === value)?.count ?? 0;

describe('GET /api/advertisements/facets', () => {
  it('counts each option under the search', async () => {
    const f = await facets('search=lumen');
    expect(f.industry).toEqual([
      { value: 'Beauty/Cosmetics', count: 3 },
      { value: 'Pets', count: 1 },
    ]);
    expect(countOf(f.format, 'Video')).toBe(3);
    expect(countOf(f.type, 'UGC')).toBe(2);
    expect(countOf(f.visible, 'true')).toBe(3);
  });

  it('counts a filter without its own selection, the others with theirs', async () => {
    const f = await facets('search=lumen&industry=Pets');
    // industry still offers both, with the counts each would give
    expect(countOf(f.industry, 'Beauty/Cosmetics')).toBe(3);
    expect(countOf(f.industry, 'Pets')).toBe(1);
    // the other filters count within Pets
    expect(f.format).toEqual([{ value: 'Video', count: 1 }]);
  });

  it('gives the counts the list totals give with that option chosen', async () => {
    const base = 'search=serum&visible=true';
    const f = await facets(base);
    for (const option of f.industry ?? [])
      expect(await total(`${base}&industry=${encodeURIComponent(option.value)}`)).toBe(option.count);
    for (const option of f.format ?? [])
      expect(await total(`${base}&format=${encodeURIComponent(option.value)}`)).toBe(option.count);
  });

  it("refuses bad input with 400, and super-only lists' counts to an admin", async () => {
    expect((await get('/api/advertisements/facets?visible=maybe')).statusCode).toBe(400);
    // TikToks and UGC creators are super users' lists: an admin counts none of their rows
    expect((await get('/api/tiktoks/facets')).statusCode).toBe(403);
    expect((await get('/api/ugc-creators/facets')).statusCode).toBe(403);
    const superUser = (await t.signedIn('super')).headers;
    expect((await get('/api/tiktoks/facets', superUser)).statusCode).toBe(200);
  });
});
