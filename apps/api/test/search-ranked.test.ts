import { advertisementList } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH, searchDocSql } from '../src/db/search-fields.js';
import { createCountCache } from '../src/lists/count-cache.js';
import { type ListQuery, listPageJson, planList, TOTAL_CAP } from '../src/lists/page.js';
import { cappedCountSql } from '../src/lists/query.js';
import { clearSearchStats, loadSearchStats, TIER_LIMITS, tierPlanOf } from '../src/lists/search-tiers.js';
import { createSqlRunner, type RunOptions, type StepRun } from '../src/lists/sql-runner.js';
import type { Statement } from '../src/lists/statement.js';
import { countSteps, readSteps } from '../src/lists/steps.js';
import { adsList } from '../src/modules/advertisements/list.js';
import { insertAds, insertCollection, linkAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

// Ranked search (issue 29, decision 025): words, prefixes, typos, accents, weights, tags,
// collection titles, the creative's on-screen text, and keyset paging in relevance order.
let t: TestApp;
let headers: Record<string, string>;
type Named = 'brand' | 'inDescription' | 'accented' | 'tagged' | 'inCollection' | 'onPicture' | 'prefix';
const id = {} as Record<Named, number>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  const [brand, inDescription, accented, tagged, inCollection, onPicture, prefix] = await insertAds(t, [
    { name: 'Pelora Cosmetics', headline: 'Glow for days' },
    { name: 'Other brand', description: 'We compare ourselves to pelora cosmetics daily' },
    { name: 'Crème Brûlée Bakery', headline: 'Fresh every morning' },
    { name: 'Tag holder', tags: ['Wintersale', 'Blue'] },
    { name: 'Collected one' },
    { name: 'Picture words' },
    { name: 'Quantumleap Studios' },
  ]);
  Object.assign(id, { brand, inDescription, accented, tagged, inCollection, onPicture, prefix });
  const collection = await insertCollection(t, 'Halloween Spooktacular Picks');
  await linkAd(t, inCollection as number, collection);
  // the media job writes this from the creative's OCR text
  await t.db.execute(
    sql`update advertisements set media_text = 'limited offer zebrastripe' where id = ${onPicture}`,
  );
  // filler for paging
  await insertAds(
    t,
    Array.from({ length: 30 }, (_, i) => ({
      name: `Paging ${i}`,
      headline: i % 2 ? 'sunny paging' : 'paging',
    })),
  );
});
afterAll(() => t.close());

async function search(q: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/advertisements_admin?search=${encodeURIComponent(q)}${extra}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; results: { id: number }[]; next_cursor: string | null };
}
const ids = async (q: string) => (await search(q)).results.map((r) => r.id);

describe('ranked search', () => {
  it('finds a brand with one or two typos, brand first', async () => {
    expect((await ids('Pelora Cosmetcs'))[0]).toBe(id.brand);
    expect((await ids('Pelorra Cosmetisc'))[0]).toBe(id.brand);
    expect(await ids('Pelora Cosmetcs')).toContain(id.inDescription);
  });

  it('does not take a typo in a short word', async () => {
    expect(await ids('glaw')).not.toContain(id.brand);
    expect(await ids('glow')).toContain(id.brand);
  });

  it('does not take a typo in a word with a digit (a code, a number)', async () => {
    // "Paging 12" has the word 12; "paging 10" is no slip of it, and neither is "paging1"
    expect(await ids('paging 12')).toHaveLength(1);
    expect(await ids('paging1')).toEqual([]);
  });

  it('finds the start of the last word', async () => {
    expect(await ids('quantuml')).toEqual([id.prefix]);
    expect(await ids('pelora cosm')).toEqual([id.brand, id.inDescription]);
  });

  it('ignores accents and case, both ways', async () => {
    expect(await ids('creme brulee')).toEqual([id.accented]);
    expect(await ids('CRÈME')).toEqual([id.accented]);
    expect(await ids('bakéry')).toEqual([id.accented]);
  });

  it('ranks a brand match above a description match', async () => {
    const order = await ids('pelora');
    expect(order.indexOf(id.brand)).toBeLessThan(order.indexOf(id.inDescription));
  });

  it('ranks an exact word above a prefix above a typo', async () => {
    await insertAds(t, [{ name: 'Sunnyside' }, { name: 'Sunny' }, { name: 'Sunmy' }]);
    const order = await ids('sunny');
    const names = await t.db.execute<{ id: number; name: string }>(
      sql`select id, name from advertisements where name in ('Sunnyside', 'Sunny', 'Sunmy')`,
    );
    const idOf = Object.fromEntries(names.rows.map((r) => [r.name, r.id]));
    expect(order.indexOf(idOf.Sunny as number)).toBeLessThan(order.indexOf(idOf.Sunnyside as number));
    expect(order.indexOf(idOf.Sunnyside as number)).toBeLessThan(order.indexOf(idOf.Sunmy as number));
  });

  it('finds tags, collection titles and the words on the picture', async () => {
    expect(await ids('wintersale')).toEqual([id.tagged]);
    expect(await ids('spooktacular')).toEqual([id.inCollection]);
    expect(await ids('spooktacualr')).toEqual([id.inCollection]);
    expect(await ids('zebrastripe')).toEqual([id.onPicture]);
  });

  it('finds a typo of a word written later: an edit, the picture words a media job reads', async () => {
    const [edited] = await insertAds(t, [{ name: 'Placeholder brand' }]);
    await t.db.execute(sql`update advertisements set name = 'Vantablackest' where id = ${edited}`);
    expect(await ids('vantablakest')).toEqual([edited]);
    await t.db.execute(sql`update advertisements set media_text = 'quokkamania' where id = ${edited}`);
    expect(await ids('quokamania')).toEqual([edited]);
    // a word is looked up among the words of every document: the table has them once each
    const words = await t.db.execute<{ word: string }>(
      sql`select word from search_words where word in ('vantablackest', 'quokkamania', 'pelora') order by word`,
    );
    expect(words.rows.map((r) => r.word)).toEqual(['pelora', 'quokkamania', 'vantablackest']);
  });

  it('pages a relevance-ordered search by cursor, each row once, in the order of one page', async () => {
    const whole = (await search('paging', '&size=100')).results.map((r) => r.id);
    expect(whole.length).toBe(30);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await search('paging', `&size=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(whole);
  });

  it('keeps an asked order while searching', async () => {
    const byName = await ids('pelora');
    const res = await search('pelora', '&order_by=name');
    expect(res.results.map((r) => r.id)).toEqual([id.inDescription, id.brand]);
    expect(byName[0]).toBe(id.brand);
  });

  it("puts new words straight into the words table's trigram index: no pending list to read", async () => {
    // migration 0043: a typo's lookup read GIN's whole pending list (352 pages at a million ads)
    const options = await t.db.execute<{ options: string[] | null }>(
      sql`select reloptions as options from pg_class where relname = 'search_words_trgm'`,
    );
    expect(options.rows[0]?.options).toContain('fastupdate=off');
    await insertAds(t, [{ name: 'Vorbelux Pending' }]);
    expect(await ids('vorbelix')).toHaveLength(1);
  });

  it('finds typos on every pooled session, those that ran the migrations too', async () => {
    const pool = t.database.pool;
    if (!pool) return; // one embedded session, set after migrating
    // held at once, these take every connection of the pool
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        pool.query<{ s: string }>(
          `select current_setting('pg_trgm.word_similarity_threshold') as s from pg_sleep(0.05)`,
        ),
      ),
    );
    expect(new Set(settings.map((r) => r.rows[0]?.s))).toEqual(new Set(['0.3']));
  });

  it('stores search_doc as the declaration says, for every area', async () => {
    for (const [table, declared] of Object.entries(SEARCH)) {
      const res = await t.db.execute<{ n: number }>(
        sql.raw(
          `select count(*)::int as n from ${table} where search_doc is distinct from (${searchDocSql(declared.fields)})`,
        ),
      );
      expect(res.rows[0]?.n, table).toBe(0);
    }
  });
});

// A common word's relevance order is read tier by tier (search-tiers.ts, decision 025): the
// same rows in the same order as scoring every match, whichever way each tier is read.
describe('ranked search by tiers', () => {
  const limits = { ...TIER_LIMITS };
  /** the answers scored, walked and looked up; `common`: the rows a word needs to be read by tiers */
  const everyWay = async (q: string, extra = '', common = 1) => {
    const answers: Record<string, unknown> = {};
    const ways = { scored: Number.POSITIVE_INFINITY, walked: 0, lookedUp: Number.POSITIVE_INFINITY };
    for (const [way, walkRows] of Object.entries(ways)) {
      TIER_LIMITS.commonRows = way === 'scored' ? Number.POSITIVE_INFINITY : common;
      TIER_LIMITS.walkRows = walkRows;
      const res = await search(q, extra);
      answers[way] = { total: res.total, ids: res.results.map((r) => r.id) };
    }
    return answers;
  };
  beforeAll(async () => {
    await insertAds(t, [
      { name: 'Tiered Pelora', description: 'pelora pelora' },
      { name: 'Plain one', headline: 'sunny pelorae', tags: ['paging'] },
      { name: 'Sunny paging deal', primary_text: 'paginate the pelorra' },
    ]);
    await t.db.execute(sql`analyze advertisements`);
    clearSearchStats();
    TIER_LIMITS.ttlMs = 0;
  });
  afterAll(() => {
    Object.assign(TIER_LIMITS, limits);
    clearSearchStats();
  });

  it('indexes each word of a document under the classes it is in', async () => {
    const res = await t.db.execute<{ classed: string; empty: string }>(
      sql`select search_classed('x:1A y:2B,3C'::tsvector)::text as classed, search_classed(''::tsvector)::text as empty`,
    );
    expect(res.rows[0]).toEqual({ classed: "'a.x' 'b.y' 'c.y'", empty: '' });
  });

  it('reads the statistics of the classed words', async () => {
    TIER_LIMITS.commonRows = 1;
    await loadSearchStats(SEARCH.advertisements, 'advertisements', createSqlRunner(t.database));
    expect(tierPlanOf(SEARCH.advertisements, 'paging')).not.toBeNull();
    // several words are always scored
    expect(tierPlanOf(SEARCH.advertisements, 'paging sunny')).toBeNull();
  });

  it('answers as scoring every match does: words, starts, typos, weights, filters', async () => {
    // several words: a common one beside a rare one is tested on the rare one's rows
    for (const q of [
      'paging',
      'pelora',
      'sunny',
      'pag',
      'pelor',
      'glow',
      'Paging 1',
      'pelora cosmetcs',
      'sunny pagin',
    ]) {
      const { scored, walked, lookedUp } = await everyWay(q, '&size=100');
      expect(walked, q).toEqual(scored);
      expect(lookedUp, q).toEqual(scored);
      if (!q.includes(' ')) expect(tierPlanOf(SEARCH.advertisements, q), q).not.toBeNull();
    }
    const { scored, walked } = await everyWay('paging', '&visible=true&size=5');
    expect(walked).toEqual(scored);
  });

  it('reads a misspelt common word by tiers too: exact above prefix above typo, a brand typo first', async () => {
    const [exact, prefix] = (await insertAds(t, [{ name: 'Sunny pagimg' }, { name: 'Pagimgstore' }])) as [
      number,
      number,
    ];
    await t.db.execute(sql`analyze advertisements`);
    clearSearchStats();
    // 'pagimg' itself is in two ads: common only by its typo word 'paging' (30 brands and more)
    TIER_LIMITS.commonRows = 10;
    await loadSearchStats(SEARCH.advertisements, 'advertisements', createSqlRunner(t.database));
    expect(tierPlanOf(SEARCH.advertisements, 'pagimg')).not.toBeNull();
    expect(tierPlanOf(SEARCH.advertisements, 'pagim')).toBeNull();
    const { scored, walked, lookedUp } = await everyWay('pagimg', '&size=100', 10);
    expect(walked).toEqual(scored);
    expect(lookedUp).toEqual(scored);
    const order = (scored as { ids: number[] }).ids;
    const names = await t.db.execute<{ id: number; name: string; tags: string[] }>(
      sql`select id, name, tags from advertisements where id = any(${`{${order.join(',')}}`}::int[])`,
    );
    const byId = new Map(names.rows.map((r) => [r.id, r]));
    // the whole word, then its start, then the typo words: in the brand, then in a tag
    expect(order.slice(0, 2)).toEqual([exact, prefix]);
    const typos = order.slice(2).map((id) => byId.get(id));
    const inBrand = typos.findIndex((r) => !/paging/i.test(r?.name ?? ''));
    expect(inBrand).toBeGreaterThan(25);
    expect(typos.slice(inBrand).every((r) => r?.tags.includes('paging'))).toBe(true);
    // and by cursor across those tiers, page by page
    TIER_LIMITS.walkRows = 0;
    // the count's last tier, typo rows many: tested as the table is read, not one bitmap of them all
    const last = cappedCountSql(adsList, advertisementList.query.parse({ search: 'pagimg' }), TOTAL_CAP).at(
      -1,
    );
    expect(last?.text).toMatch(/\(case when/);
    expect(last?.text).not.toMatch(/search_doc @@/);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await search('pagimg', `&size=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(order);
  });

  it('counts a common word with an industry and a format in the classed index, as scoring does', async () => {
    // migration 0042: the filters' columns beside the classed words, one index scan for all three
    const index = await t.db.execute<{ def: string }>(
      sql`select pg_get_indexdef('ads_search_classed'::regclass) as def`,
    );
    expect(index.rows[0]?.def).toMatch(/search_classed\(search_doc\), lower\(industry\), lower\(format\)\)$/);
    await insertAds(t, [
      { name: 'Filtered paging one', industry: 'Tech', format: 'Video' },
      { name: 'Filtered two', headline: 'paging', industry: 'Tech', format: 'Video' },
      { name: 'Filtered three', tags: ['paging'], industry: 'Tech', format: 'Static Image' },
      { name: 'Filtered four', description: 'pagingly', industry: 'Tech', format: 'Video' },
    ]);
    for (const extra of ['&industry=Tech&format=Video', '&industry=Tech', '&format=Video&visible=true']) {
      const { scored, walked, lookedUp } = await everyWay('paging', `${extra}&size=3`);
      expect(walked, extra).toEqual(scored);
      expect(lookedUp, extra).toEqual(scored);
    }
    expect((await search('paging', '&industry=Tech&format=Video')).total).toBe(3);
    // the count's every tier is a lookup of the classed index when a filter is in it
    const count = (filters: Record<string, string>) =>
      cappedCountSql(adsList, advertisementList.query.parse(filters), TOTAL_CAP)
        .map((step) => step.text)
        .join('\n');
    TIER_LIMITS.commonRows = 1;
    TIER_LIMITS.walkRows = 0;
    const lookups = (text: string) => text.match(/search_classed\(search_doc\) @@/g)?.length ?? 0;
    expect(lookups(count({ search: 'paging', industry: 'Tech' }))).toBe(8);
    expect(lookups(count({ search: 'paging', visible: 'true' }))).toBe(0);
  });

  it('reads a common word tier by tier, a statement each, and stops at a full page or the cap', async () => {
    // decision 025, "Tiers in steps": a small statement planned per tier, and no tier below the
    // page's last row (nor past the count's cap) planned or run
    TIER_LIMITS.commonRows = 1;
    TIER_LIMITS.walkRows = 0;
    const plan = planList(
      adsList,
      advertisementList.query.parse({ search: 'paging', size: '1' }) as ListQuery,
    );
    const counts = plan.total.kind === 'count' ? plan.total.sql : [];
    expect(plan.page.steps.length).toBeGreaterThan(3);
    expect(counts.length).toBeGreaterThan(3);
    for (const step of [...plan.page.steps, ...counts]) expect(step.text).not.toMatch(/union all/);
    const runner = createSqlRunner(t.database);
    const ran: Statement[] = [];
    const run = <T>(statement: Statement, options?: RunOptions) => {
      ran.push(statement);
      return runner<T>(statement, options);
    };
    // 30 ads have the word in the brand: the first tier fills a page of one (and the row after)
    expect(await readSteps(run, plan.page)).toHaveLength(2);
    expect(ran).toHaveLength(1);
    ran.length = 0;
    expect(await countSteps(run, counts, 5)).toBe(6);
    expect(ran).toHaveLength(1);
    // a page further on reads the steps it needs, and is the same rows as the whole order's
    const whole = (await search('paging', '&size=100')).results.map((r) => r.id);
    const later = planList(
      adsList,
      advertisementList.query.parse({ search: 'paging', size: '4', page: '9' }) as ListQuery,
    );
    const rows = await readSteps<{ id: number }>(run, later.page);
    expect(rows.map((r) => r.id)).toEqual(whole.slice(32, 37));
  });

  it("answers a common word's page before its count: ≈ the planner's estimate, then the exact count", async () => {
    // decision 025, "A total that does not wait": the count reads about a thousand heap pages
    // whatever its SQL; the page answers without it and the count goes on into the cache
    TIER_LIMITS.commonRows = 1;
    TIER_LIMITS.walkRows = 0;
    const runner = createSqlRunner(t.database);
    const slow = async <T>(statement: Statement, options?: RunOptions) => {
      if (/count\(\*\)/.test(statement.text)) await new Promise((done) => setTimeout(done, 400));
      return runner<T>(statement, options);
    };
    // a session's steps (a count by tiers) through the slowed statements too
    const session = <R>(options: RunOptions, fn: (step: StepRun) => Promise<R>) =>
      fn((statement) => slow(statement, options));
    const slowCounts = Object.assign(slow, { session });
    const whole = (await search('paging', '&size=100')).results.length;
    const cache = createCountCache();
    const q = advertisementList.query.parse({ search: 'paging', size: '2' }) as ListQuery;
    const first = JSON.parse(await listPageJson(adsList, slowCounts, cache, q, false)).data;
    expect(first.results).toHaveLength(2);
    expect(first.total_is_estimate).toBe(true);
    expect(first.total_is_approximate).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(3);
    await cache.settled();
    const again = JSON.parse(await listPageJson(adsList, slowCounts, cache, q, false)).data;
    expect(again).toMatchObject({ total: whole, total_is_estimate: false });
    expect(again.total_is_approximate).toBeUndefined();
    // the last page read whole is its own exact total, count or no count
    const all = advertisementList.query.parse({ search: 'paging', size: '100' }) as ListQuery;
    const last = JSON.parse(await listPageJson(adsList, slowCounts, createCountCache(), all, false)).data;
    expect(last).toMatchObject({ total: whole, total_is_estimate: false });
  });

  it('pages by cursor across tiers, each row once, in the order of one page', async () => {
    TIER_LIMITS.commonRows = 1;
    TIER_LIMITS.walkRows = 0;
    const whole = (await search('pag', '&size=100')).results.map((r) => r.id);
    expect(whole.length).toBeGreaterThan(30);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await search('pag', `&size=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(whole);
    // page 3 by offset is the same rows
    const third = (await search('pag', '&size=4&page=3')).results.map((r) => r.id);
    expect(third).toEqual(whole.slice(8, 12));
  });
});
