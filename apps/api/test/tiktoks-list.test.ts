import { tiktokListItem } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { insertTiktoks } from './tiktoks-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('super')).headers;
  await insertTiktoks(t, [
    {
      username: 'Glow.Labs',
      post_id: '7301000000000000001',
      description: 'Night SERUM routine',
      industry: 'Beauty/Cosmetics',
      is_ad: true,
      created_time: day(300),
      download_link: 'https://cdn.example.com/a.mp4',
    },
    {
      username: 'runner_joe',
      post_id: '7301000000000000002',
      description: 'Trail shoes test',
      music_title: 'Serum Dreams - The Band',
      industry: 'Sports/Outdoors',
      is_ad: false,
      created_time: day(299),
    },
    {
      username: 'serumqueen',
      post_id: '7302000000000000003',
      description: '50%_off today',
      industry: 'Sports/Outdoors',
      is_ad: true,
      created_time: day(298),
    },
  ]);
  // 120 more, older, for paging: created_time descending with ties (two per day) broken by id
  await insertTiktoks(
    t,
    Array.from({ length: 120 }, (_, i) => ({
      username: `filler${i}`,
      post_id: `69${String(i).padStart(5, '0')}`,
      created_time: day(Math.floor(i / 2)),
      is_ad: i % 3 === 0,
    })),
  );
});
afterAll(() => t.close());

async function list(query: string, auth = headers) {
  const res = await t.app.inject({ method: 'GET', url: `/api/tiktoks?${query}`, headers: auth });
  return { res, body: res.json() };
}
const names = (body: { data: { results: { username: string }[] } }) =>
  body.data.results.map((r) => r.username);

describe('GET /api/tiktoks', () => {
  it('answers 50 a page, newest created_time first, with the list columns and the download link', async () => {
    const { res, body } = await list('page=1');
    expect(res.statusCode).toBe(200);
    expect(body.data.total).toBe(123);
    expect(body.data.results).toHaveLength(50);
    expect(names(body).slice(0, 3)).toEqual(['Glow.Labs', 'runner_joe', 'serumqueen']);
    for (const item of body.data.results) tiktokListItem.parse(item);
    expect(body.data.results[0]).toEqual({
      id: expect.any(Number),
      username: 'Glow.Labs',
      post_id: '7301000000000000001',
      is_ad: true,
      new: false,
      is_free: false,
      industry: 'Beauty/Cosmetics',
      download_link: 'https://cdn.example.com/a.mp4',
      created_time: day(300).toISOString(),
      // no media row for that link: nothing to show yet
      thumb: null,
      placeholder: null,
    });
  });

  it('pages without repeats or gaps, by page number and by cursor alike', async () => {
    const seen: number[] = [];
    const pages: { id: number; created_time: string }[][] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await list(`page=${page}`);
      pages.push(body.data.results);
      seen.push(...body.data.results.map((r: { id: number }) => r.id));
    }
    // the boundary between pages 1 and 2 falls inside a tie of created_time: the id decides
    expect(pages[0]?.at(-1)?.created_time).toBe(pages[1]?.[0]?.created_time);
    expect(seen).toHaveLength(123);
    expect(new Set(seen).size).toBe(123);
    const viaCursor: number[] = [];
    let cursor = '';
    for (;;) {
      const { body } = await list(`page=1${cursor ? `&cursor=${cursor}` : ''}`);
      viaCursor.push(...body.data.results.map((r: { id: number }) => r.id));
      if (!body.data.next_cursor) break;
      cursor = body.data.next_cursor;
    }
    expect(viaCursor).toEqual(seen);
  });

  it('keyword search is case-insensitive over username, description and music title', async () => {
    const { body } = await list('search=SeRuM');
    expect(names(body)).toEqual(['Glow.Labs', 'runner_joe', 'serumqueen']);
    expect(body.data.total).toBe(3);
    // a substring anywhere in one field; a phrase is not matched across two fields as a
    // substring, but its words are found in any field (decision 025: username "Glow.Labs",
    // description "Night …")
    expect(names((await list('search=QUEEN')).body)).toEqual(['serumqueen']);
    expect(names((await list('search=dreams%20-%20the')).body)).toEqual(['runner_joe']);
    expect(names((await list('search=abs%20nigh')).body)).toEqual([]);
    expect(names((await list('search=labs%20night')).body)).toEqual(['Glow.Labs']);
    // LIKE wildcards in a keyword are plain characters
    expect(names((await list(`search=${encodeURIComponent('50%_off')}`)).body)).toEqual(['serumqueen']);
    expect(names((await list('search=5%25f')).body)).toEqual([]);
  });

  it('post_id matches exactly or by prefix', async () => {
    expect(names((await list('post_id=7301000000000000002')).body)).toEqual(['runner_joe']);
    expect(names((await list('post_id=7301')).body)).toEqual(['Glow.Labs', 'runner_joe']);
    expect(names((await list('post_id=999')).body)).toEqual([]);
    // an id is matched from its start only
    expect(names((await list('post_id=000000000000001')).body)).toEqual([]);
  });

  it('is_ad: true is Ads, false Organic Videos, absent All', async () => {
    const ads = (await list('is_ad=true&size=200')).body;
    const organic = (await list('is_ad=false&size=200')).body;
    const all = (await list('is_ad=&size=200')).body;
    expect(ads.data.results.every((r: { is_ad: boolean }) => r.is_ad)).toBe(true);
    expect(organic.data.results.every((r: { is_ad: boolean }) => !r.is_ad)).toBe(true);
    expect(ads.data.total).toBe(2 + 40);
    expect(ads.data.total + organic.data.total).toBe(all.data.total);
  });

  it('industry, and every filter combined', async () => {
    expect(names((await list('industry=Sports%2FOutdoors')).body)).toEqual(['runner_joe', 'serumqueen']);
    const { body } = await list('search=serum&industry=Sports%2FOutdoors&is_ad=true&post_id=7302');
    expect(names(body)).toEqual(['serumqueen']);
    expect(body.data.total).toBe(1);
    expect(names((await list('search=serum&industry=Sports%2FOutdoors&is_ad=false')).body)).toEqual([
      'runner_joe',
    ]);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const { res, body } = await list('is_ad=maybe');
    expect(res.statusCode).toBe(400);
    expect(body.error.fields).toHaveProperty('is_ad');
  });
});

describe('roles', () => {
  it('super is allowed; admin gets 403 and no session 401, on every TikTok route', async () => {
    const admin = (await t.signedIn('admin')).headers;
    const calls = [
      ['GET', '/api/tiktoks'],
      ['GET', '/api/tiktoks/1'],
      ['GET', '/api/tiktoks/export.csv'],
      ['POST', '/api/tiktoks'],
      ['PUT', '/api/tiktoks/1'],
      ['DELETE', '/api/tiktoks/1'],
      ['POST', '/api/tiktoks/bulk'],
      ['POST', '/api/tiktoks/upload'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url, headers: admin })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await list('page=1')).res.statusCode).toBe(200);
  });
});

describe('GET /api/tiktoks/export.csv', () => {
  it('streams every post of the current filter, in the list order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tiktoks/export.csv?search=serum&is_ad=true',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="tiktoks-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,username,post_id,description,likes,views,shares,comments,duration,music_title,created_time,created_for,tiktok_link,download_link,is_ad,new,is_free,industry,created_at,updated_at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Glow.Labs,7301000000000000001,Night SERUM routine');
    expect(lines[2]).toContain('serumqueen');
    expect(lines[1]).toContain(day(300).toISOString());
  });
});
