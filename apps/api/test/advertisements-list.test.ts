import { AD_TYPES, type AdvertisementListItem, INDUSTRIES, OBJECTIVES } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAds, insertCollection, linkAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * A fixed, varied library; every expectation is computed from it in plain JS, so each filter,
 * order and page is checked against what a client would expect, row by row.
 */
interface Fixture {
  id: number;
  name: string;
  visible: boolean;
  new: boolean;
  industry: string | null;
  subindustry: string | null;
  type: string[];
  objective: string[];
  format: string | null;
  created_at: Date;
  text: string;
}

let t: TestApp;
let headers: Record<string, string>;
const library: Fixture[] = [];
const collectionOf = new Map<number, number[]>();

// Letters only: every collation orders them alike, so JS sorting can predict the database's.
const NAMES = ['acme', 'bolt', 'cedar', 'delta', 'ember', 'fjord', 'gamma', 'helix', 'ionic', 'jade'];
const WORDS = ['sunrise', 'harbor', 'velvet', 'summit', 'meadow', 'copper'];
const base = Date.UTC(2024, 0, 1);

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  const rows = Array.from({ length: 130 }, (_, i) => {
    const industry = INDUSTRIES[i % INDUSTRIES.length];
    const subs = industry && 'values' in industry ? industry.values : [];
    return {
      name: NAMES[(i * 7) % NAMES.length] as string,
      visible: i % 4 !== 0,
      new: i % 3 === 0,
      industry: i % 13 === 12 ? null : (industry?.value ?? null),
      subindustry: subs.length && i % 2 === 0 ? (subs[i % subs.length] ?? null) : null,
      type: [AD_TYPES[i % 8], ...(i % 5 === 0 ? [AD_TYPES[(i + 3) % 8]] : [])].filter(
        (v, k, all): v is (typeof AD_TYPES)[number] => Boolean(v) && all.indexOf(v) === k,
      ),
      objective: i % 3 === 2 ? [...OBJECTIVES] : [OBJECTIVES[i % 2] as string],
      format: i % 6 === 5 ? null : i % 2 ? 'Video' : 'Static Image',
      // ties on purpose: every 3 ads share a creation time, so id must break them
      created_at: new Date(base + Math.floor(((i * 37) % 130) / 3) * 60_000),
      headline: `Headline ${WORDS[i % WORDS.length]}`,
      tags: [`tag${i % 9}`],
    };
  });
  const ids = await insertAds(t, rows);
  rows.forEach((row, i) => {
    library.push({
      id: ids[i] as number,
      name: row.name,
      visible: row.visible,
      new: row.new,
      industry: row.industry,
      subindustry: row.subindustry,
      type: row.type,
      objective: row.objective,
      format: row.format,
      created_at: row.created_at,
      text: `${row.name} ${row.headline} ${row.tags.join(' ')}`.toLowerCase(),
    });
  });
  const c1 = await insertCollection(t, 'Spring');
  const c2 = await insertCollection(t, 'Summer');
  for (const ad of library.slice(0, 10)) {
    await linkAd(t, ad.id, c1);
    collectionOf.set(ad.id, [c1]);
  }
  for (const ad of library.slice(5, 8)) {
    await linkAd(t, ad.id, c2);
    collectionOf.set(ad.id, [c1, c2]);
  }
});
afterAll(() => t.close());

type Query = Record<string, string | number | undefined>;

async function list(query: Query) {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await t.app.inject({ method: 'GET', url: `/api/advertisements_admin?${qs}`, headers });
  return res;
}

async function listData(query: Query) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data as {
    total: number;
    total_is_estimate: boolean;
    results: AdvertisementListItem[];
    next_cursor: string | null;
  };
}

const byOrder: Record<string, (a: Fixture, b: Fixture) => number> = {
  default: (a, b) => b.id - a.id,
  new: (a, b) => Number(b.new) - Number(a.new) || b.id - a.id,
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  created_at: (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
};

function expected(query: Query) {
  const search = typeof query.search === 'string' ? query.search.toLowerCase() : undefined;
  return library
    .filter((ad) => query.visible === undefined || String(ad.visible) === query.visible)
    .filter((ad) => !search || ad.text.includes(search))
    .filter((ad) => !query.industry || ad.industry === query.industry)
    .filter((ad) => !query.subindustry || ad.subindustry === query.subindustry)
    .filter((ad) => !query.type || ad.type.includes(String(query.type)))
    .filter((ad) => !query.objective || ad.objective.includes(String(query.objective)))
    .filter((ad) => !query.format || ad.format === query.format)
    .sort(byOrder[String(query.order_by ?? 'default')])
    .map((ad) => ad.id);
}

/** Every page, 1..n, by `page`; asserts totals and no repeats. */
async function walkPages(query: Query, size: number) {
  const ids: number[] = [];
  for (let page = 1; page <= 100; page++) {
    const data = await listData({ ...query, size, page });
    expect(data.total_is_estimate).toBe(false);
    ids.push(...data.results.map((r) => r.id));
    if (ids.length >= data.total) {
      expect(data.next_cursor).toBeNull();
      break;
    }
    expect(data.results).toHaveLength(size);
  }
  return ids;
}

/** The same list through next_cursor, as a client scrolls it. */
async function walkCursor(query: Query, size: number) {
  const first = await listData({ ...query, size, page: 1 });
  const ids = first.results.map((r) => r.id);
  let cursor = first.next_cursor;
  let total = first.total;
  while (cursor) {
    const data = await listData({ ...query, size, cursor });
    expect(data.total).toBe(total);
    total = data.total;
    ids.push(...data.results.map((r) => r.id));
    cursor = data.next_cursor;
  }
  return ids;
}

describe('GET /api/advertisements_admin', () => {
  it('answers total, results and next_cursor with the list item fields', async () => {
    const data = await listData({});
    expect(data.total).toBe(130);
    expect(data.total_is_estimate).toBe(false);
    expect(data.results).toHaveLength(50);
    expect(typeof data.next_cursor).toBe('string');
    const first = data.results[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'analysis',
        'collections',
        'created_at',
        'format',
        'id',
        'industry',
        'logo',
        'media_source',
        'name',
        'placeholder',
        'subindustry',
        'tags',
        'thumb',
        'type',
        'updated_at',
        'visible',
      ].sort(),
    );
  });

  it('lists collections as [{ id }] per ad', async () => {
    const data = await listData({ size: 200 });
    for (const item of data.results) {
      expect(item.collections).toEqual((collectionOf.get(item.id) ?? []).map((id) => ({ id })));
    }
    expect(data.results.filter((r) => r.collections.length === 2)).toHaveLength(3);
  });

  it('orders by id descending by default', async () => {
    const data = await listData({ size: 200 });
    expect(data.results.map((r) => r.id)).toEqual(expected({}));
  });

  for (const order_by of ['new', 'name', 'created_at']) {
    it(`orders by ${order_by}, ties broken by id`, async () => {
      const data = await listData({ size: 200, order_by });
      expect(data.results.map((r) => r.id)).toEqual(expected({ order_by }));
    });
  }

  const filterCases: Query[] = [
    { visible: 'true' },
    { visible: 'false' },
    { industry: 'Fashion' },
    { industry: 'Food/Drink', subindustry: 'Drinks' },
    { subindustry: 'Other' },
    { type: 'UGC' },
    { type: 'Humor' },
    { objective: 'retargeting' },
    { objective: 'prospecting' },
    { format: 'Video' },
    { format: 'Static Image' },
    { visible: 'true', industry: 'Pets', type: 'Lifestyle' },
    { visible: 'true', search: 'VELVET', objective: 'prospecting', format: 'Static Image' },
    { industry: 'Tech', order_by: 'name' },
  ];
  for (const query of filterCases) {
    it(`filters ${JSON.stringify(query)}`, async () => {
      const want = expected(query);
      expect(want.length).toBeGreaterThan(0);
      expect(want.length).toBeLessThan(130);
      const data = await listData({ ...query, size: 200 });
      expect(data.results.map((r) => r.id)).toEqual(want);
      expect(data.total).toBe(want.length);
      expect(data.total_is_estimate).toBe(false);
    });
  }

  it('treats an empty filter value as no filter', async () => {
    const data = await listData({ visible: '', search: '', industry: '', size: 200 });
    expect(data.total).toBe(130);
  });

  it('narrows to the ids asked for, among those the filters match (a live list re-checks rows so)', async () => {
    const asked = library.slice(0, 12);
    const ids = asked.map((a) => a.id).join(',');
    const data = await listData({ ids, visible: 'true', size: 50 });
    const expected = asked.filter((a) => a.visible).map((a) => a.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(asked.length);
    expect(data.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    // the search's relevance order too, and ids no record has (ten digits: past int, no 500)
    const searched = await listData({ ids: `${ids},9999999999`, search: 'headline' });
    expect(searched.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      asked.map((a) => a.id).sort((a, b) => a - b),
    );
    for (const bad of ['1,,2', 'a', '0', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await list({ ids: bad });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('finds nothing for a value no ad has, with total 0', async () => {
    const data = await listData({ industry: 'Nowhere' });
    expect(data).toEqual({ total: 0, total_is_estimate: false, results: [], next_cursor: null });
  });

  for (const order_by of [undefined, 'new', 'name', 'created_at']) {
    for (const query of [{}, { visible: 'true' }, { visible: 'true', type: 'UGC' }]) {
      it(`pages ${JSON.stringify({ ...query, order_by })} 1..n by page and by cursor without repeats or gaps`, async () => {
        const want = expected({ ...query, order_by });
        const byPage = await walkPages({ ...query, order_by }, 7);
        expect(byPage).toEqual(want);
        const byCursor = await walkCursor({ ...query, order_by }, 7);
        expect(byCursor).toEqual(want);
      });
    }
  }

  it('gives the same rows for a cursor as for the page it replaces', async () => {
    const p1 = await listData({ visible: 'true', order_by: 'name', size: 10, page: 1 });
    const p2 = await listData({ visible: 'true', order_by: 'name', size: 10, page: 2 });
    const c2 = await listData({ visible: 'true', order_by: 'name', size: 10, cursor: p1.next_cursor ?? '' });
    expect(c2.results).toEqual(p2.results);
    expect(c2.total).toBe(p2.total);
  });

  it('answers an empty page past the end, keeping the total', async () => {
    const data = await listData({ page: 99, size: 50 });
    expect(data.results).toEqual([]);
    expect(data.total).toBe(130);
    expect(data.next_cursor).toBeNull();
  });

  it('defaults size to 50 and refuses sizes over 200, page 0 and unknown orders', async () => {
    expect((await listData({})).results).toHaveLength(50);
    expect((await listData({ size: 200 })).results).toHaveLength(130);
    for (const [query, field] of [
      [{ size: 201 }, 'size'],
      [{ size: 0 }, 'size'],
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ order_by: 'price' }, 'order_by'],
      [{ visible: 'maybe' }, 'visible'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it('refuses a cursor that is not one, or belongs to another order', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('{"o":"id","k":null,"id":-1,"n":0}').toString('base64url'),
    ]) {
      const res = await list({ cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('cursor');
    }
    const byName = await listData({ order_by: 'name', size: 5 });
    const res = await list({ order_by: 'created_at', cursor: byName.next_cursor ?? '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('cursor');
  });
});
