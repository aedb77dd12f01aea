import type { InsightAnswer } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAds, insertCollection, linkAd } from './advertisements-fixtures.js';
import { type SignedIn, type TestApp, withTestApp } from './helpers.js';

// Every figure is a list's total or the sum of its linked parts (issue 32, decision 030): each
// part equals the list it opens, and what no list holds is a note of the summary, not a figure.
let t: TestApp;
let sup: SignedIn;
withTestApp('super', (app, user) => {
  t = app;
  sup = user;
});

const month = new Date().toISOString().slice(0, 7);
const answer = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url, headers: sup.headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const tile = (name: string, query = ''): Promise<InsightAnswer> => answer(`/api/insights/${name}?${query}`);
const figure = (a: InsightAnswer, key: string) => a.figures.find((f) => f.key === key);
const adsTotal = async (query: string) =>
  (await answer(`/api/advertisements_admin?${query}`)).total as number;
/** A figure's parts against the two lists with `filters`: each part is its list's total. */
async function expectParts(a: InsightAnswer, key: string, filters: string) {
  const f = figure(a, key);
  const parts = Object.fromEntries((f?.parts ?? []).map((p) => [p.key, p.value]));
  expect(parts, `${a.tile} ${key}`).toEqual({
    visible: await adsTotal(`visible=true&${filters}`),
    hidden: await adsTotal(`visible=false&${filters}`),
  });
  expect((parts.visible ?? 0) + (parts.hidden ?? 0)).toBe(f?.value);
}

describe('figures as linked parts', () => {
  it('splits Ads added and Missing into the two ads lists with the same filters', async () => {
    await insertAds(t, [
      { name: 'p1', visible: true, tags: [] },
      { name: 'p2', visible: false, tags: [] },
      { name: 'p3', visible: false, analysis: '' },
    ]);
    for (const name of ['ads-activity', 'curators']) {
      const a = await tile(name);
      await expectParts(a, 'added', `created=${a.range.from}..${a.range.to}`);
      expect(figure(a, 'added')?.parts?.find((p) => p.key === 'hidden')?.value).toBeGreaterThanOrEqual(2);
    }
    const missing = await tile('missing');
    for (const key of ['tags', 'analysis', 'media', 'processed'])
      await expectParts(missing, key, `missing=${key}`);
  });

  it('says curators at work and empty cells in the notes, not as figures', async () => {
    await insertAds(t, [{ name: 'n1', visible: true, industry: 'Fashion', type: ['Humor'] }]);
    const curators = await tile('curators');
    expect(curators.figures.map((f) => f.key)).toEqual(['added']);
    expect(curators.notes).toEqual([
      { key: 'curators', label: 'Curators at work', value: curators.table.rows.length },
    ]);
    const coverage = await tile('coverage');
    expect(coverage.figures.map((f) => f.key)).toEqual(['visible']);
    const zeros = coverage.table.rows.flatMap((r) => Object.values(r.values)).filter((n) => n === 0);
    expect(coverage.notes).toEqual([{ key: 'empty', label: 'Empty cells', value: zeros.length }]);
  });
});

describe("this month's collections", () => {
  it('counts the collections and their ads, each once, as the screen and the lists by month do', async () => {
    const [a, b] = [await insertCollection(t, 'Nov A'), await insertCollection(t, 'Nov B')];
    const other = await insertCollection(t, 'Another month');
    await t.db.execute(sql`update collections set collection_date = ${month} where id in (${a}, ${b})`);
    await t.db.execute(sql`update collections set collection_date = '1999-01' where id = ${other}`);
    const [both, onlyA, hidden, elsewhere] = await insertAds(t, [
      { name: 'in both', visible: true },
      { name: 'in a', visible: true },
      { name: 'hidden in both', visible: false },
      { name: 'elsewhere', visible: true },
    ]);
    for (const [ad, c] of [
      [both, a],
      [both, b],
      [onlyA, a],
      [hidden, a],
      [hidden, b],
      [elsewhere, other],
    ] as const)
      await linkAd(t, ad ?? 0, c);

    const progress = await tile('collection-progress');
    // an ad in two of the month's collections is one row of the list, and one in the figure
    expect(figure(progress, 'ads')?.value).toBe(3);
    await expectParts(progress, 'ads', `collection_month=${month}`);
    expect(figure(progress, 'visible')?.value).toBe(await adsTotal(`visible=true&collection_month=${month}`));
    const [dated] = (
      await t.db.execute(sql`select count(*)::int as n from collections where collection_date = ${month}`)
    ).rows as { n: number }[];
    expect(figure(progress, 'collections')?.value).toBe(dated?.n);
    // a month that is no month is a 400 naming the filter, never a 500
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements_admin?visible=true&collection_month=2026-13',
      headers: sup.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('collection_month');
  });
});

describe('collections with no new ads', () => {
  it('names as many collections on the screen as the figure counts', async () => {
    const empty = await insertCollection(t, 'Stale, empty');
    const fresh = await insertCollection(t, 'Fresh');
    const [ad] = await insertAds(t, [{ name: 'fresh ad' }]);
    await linkAd(t, ad ?? 0, fresh);
    const stale = await tile('stale-collections', 'weeks=3');
    const { ids } = (await answer('/api/collections/stale?weeks=3')) as { ids: number[] };
    expect(ids.length).toBe(figure(stale, 'stale')?.value);
    expect(ids).toContain(empty);
    expect(ids).not.toContain(fresh);
    await answer('/api/collections/stale?weeks=0', 400);
  });
});

describe('the rollups', () => {
  it('keep no active_delta: the active subscriptions are counted per customer since 0041', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user1',
      headers: sup.headers,
      payload: { first_name: 'Ada', last_name: 'Active', email: 'ada-active@example.com', role: 'monthly' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    for (const subscription_status of ['active', 'canceled']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${id}/subscription-status`,
        headers: sup.headers,
        payload: { subscription_status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = (
      await t.db.execute(sql`select kind, sum(n)::int as n from insights_daily
        where kind in ('active_delta', 'sub_new', 'sub_churned') group by kind order by kind`)
    ).rows;
    // the entries still count as new and churned; nothing writes the unread deltas
    expect(rows).toEqual([
      { kind: 'sub_churned', n: 1 },
      { kind: 'sub_new', n: 1 },
    ]);
  });
});
