import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFacets } from '../src/lists/facets.js';
import { createSqlRunner } from '../src/lists/sql-runner.js';
import { adsList } from '../src/modules/advertisements/list.js';
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

describe('facets of the customers and blog lists', () => {
  it('counts users by role, status and full access as the list totals them; admins count none', async () => {
    const superUser = (await t.signedIn('super')).headers;
    const res = await get('/api/users/facets', superUser);
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json().data.facets as Record<string, { value: string; count: number }[]>;
    expect(Object.keys(f).sort()).toEqual(['full_access', 'role', 'subscription_status']);
    for (const [key, options] of Object.entries(f)) {
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        const list = await get(`/api/users?${key}=${encodeURIComponent(option.value)}&size=100`, superUser);
        expect(list.json().data.total, `${key}=${option.value}`).toBe(option.count);
      }
    }
    // customers are a super users' list: an admin counts none of them
    expect((await get('/api/users/facets')).statusCode).toBe(403);
  });

  it('counts articles by Visible under the search; admins count none', async () => {
    const superUser = (await t.signedIn('super')).headers;
    for (const [title, visible] of [
      ['Facet week notes', true],
      ['Facet month notes', false],
      ['Facet year notes', false],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/articles',
        headers: superUser,
        payload: { title, content: '<p>Counted</p>' },
      });
      expect(res.statusCode, res.body).toBe(201);
      if (visible)
        await t.db.execute(sql`update articles set is_visible = true where id = ${res.json().data.id}`);
    }
    const res = await get('/api/articles/facets?search=facet%20notes', superUser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      facets: {
        visible: [
          { value: 'false', count: 2 },
          { value: 'true', count: 1 },
        ],
      },
      facets_are_estimates: false,
    });
    expect((await get('/api/articles/facets')).statusCode).toBe(403);
  });
});

describe('estimated facet counts', () => {
  it('are exact up to the threshold, estimated from a sample of the table above it', async () => {
    await insertAds(
      t,
      Array.from({ length: 400 }, (_, i) => ({ name: `Sampled ${i}`, industry: i % 4 ? 'Tech' : 'Pets' })),
    );
    await t.db.execute(sql`analyze advertisements`);
    const run = createSqlRunner(t.database);
    const exact = await listFacets(adsList, run, { search: 'sampled' }, { exactMax: 1000, sampleRows: 100 });
    expect(exact.facets_are_estimates).toBe(false);
    expect(exact.facets.industry).toEqual([
      { value: 'Tech', count: 300 },
      { value: 'Pets', count: 100 },
    ]);
    // past the threshold: a block sample, its counts scaled up to the table
    const estimated = await listFacets(
      adsList,
      run,
      { search: 'sampled' },
      { exactMax: 10, sampleRows: 100 },
    );
    expect(estimated.facets_are_estimates).toBe(true);
    for (const option of estimated.facets.industry ?? []) expect(Number.isInteger(option.count)).toBe(true);
    // the same blocks each time: the counts do not jitter between calls
    expect(await listFacets(adsList, run, { search: 'sampled' }, { exactMax: 10, sampleRows: 100 })).toEqual(
      estimated,
    );
  });
});
