import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// The feed is served by a local HTTP server: each path answers what a feed might.
const FEEDS: Record<string, { type: string; body: string; status?: number }> = {
  '/feed.json': {
    type: 'application/json',
    body: JSON.stringify([
      { id: 'item-1', brand: 'Feed Brand One', headline: 'First', industry: 'Tech', visible: true },
      { id: 'item-2', brand: 'Feed Brand Two', cta: 'Shop Now' },
      { id: 'item-3', brand: 'Feed Brand Bad', cta: 'Press here' },
    ]),
  },
  '/feed.csv': { type: 'text/csv', body: 'item_id;brand;tags\ncsv-1;Feed CSV;"a; b"\n' },
  '/broken.json': { type: 'application/json', body: '[{"id": "x", ' },
  '/no-ids.json': { type: 'application/json', body: '[{"brand": "No id"}]' },
  '/page.html': { type: 'text/html', body: '<html><body>Sign in</body></html>' },
  '/down': { type: 'application/json', body: '{}', status: 503 },
};

let t: TestApp;
let feed: Server;
let base: string;
let headers: Record<string, string>;
beforeAll(async () => {
  feed = createServer((req, res) => {
    const answer = FEEDS[req.url ?? ''] ?? { type: 'text/plain', body: 'not found', status: 404 };
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
});

const URL = '/api/advertisementsLoadFromQuration';
const load = async (feedUrl: string | undefined, query = '') => {
  const { app } = await t.build(feedUrl ? { CURATION_FEED_URL: feedUrl } : {});
  return app.inject({ method: 'GET', url: `${URL}${query}`, headers });
};
const adCount = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/advertisements_admin?visible=false&size=1',
    headers,
  });
  return res.json().data.total as number;
};
const feedAd = async (name: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/advertisements_admin?visible=false&size=200`,
    headers,
  });
  const item = (res.json().data.results as { id: number; name: string }[]).find((r) => r.name === name);
  if (!item) return undefined;
  return (await t.app.inject({ method: 'GET', url: `/api/advertisements/${item.id}`, headers })).json().data;
};

describe('GET /api/advertisementsLoadFromQuration', () => {
  it('answers 409 when no feed is configured, changing nothing', async () => {
    const before = await adCount();
    const res = await load(undefined);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/CURATION_FEED_URL/),
    });
    expect(await adCount()).toBe(before);
  });

  it('loads a JSON feed as not visible ads with their item ids; loading again adds nothing twice', async () => {
    const first = await load(`${base}/feed.json`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: 'imported', inserted: 2, skipped: 1 });
    expect(first.json().data.errors).toEqual([
      { line: 3, field: 'call_to_action', message: expect.any(String) },
    ]);
    expect(await feedAd('Feed Brand One')).toMatchObject({
      visible: false,
      feed_item_id: 'item-1',
      headline: 'First',
    });
    const before = await adCount();
    const again = await load(`${base}/feed.json`);
    expect(again.json().data).toMatchObject({ inserted: 0, unchanged: 2 });
    expect(await adCount()).toBe(before);
  });

  it('loads a CSV feed through the same engine', async () => {
    const res = await load(`${base}/feed.csv`);
    expect(res.json().data).toMatchObject({ inserted: 1 });
    expect(await feedAd('Feed CSV')).toMatchObject({ tags: ['a', 'b'], feed_item_id: 'csv-1' });
  });

  it.each([
    ['unreachable', 'http://127.0.0.1:9/feed.json', /could not be reached/],
    ['answering 503', '/down', /answered 503/],
    ['malformed JSON', '/broken.json', /malformed/],
    ['without item ids', '/no-ids.json', /malformed: it has no column for feed_item_id/],
    ['a web page', '/page.html', /web page/],
  ])('answers 502 for a feed %s, changing nothing', async (_, path, message) => {
    const before = await adCount();
    const res = await load(path.startsWith('/') ? `${base}${path}` : path);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'bad_gateway', message: expect.stringMatching(message) });
    expect(await adCount()).toBe(before);
  });

  it('streams progress then the result with Accept: application/x-ndjson; no token 401', async () => {
    const { app } = await t.build({ CURATION_FEED_URL: `${base}/feed.json` });
    const res = await app.inject({
      method: 'GET',
      url: URL,
      headers: { ...headers, accept: 'application/x-ndjson' },
    });
    const last = JSON.parse(res.body.trim().split('\n').at(-1) ?? '');
    expect(last).toMatchObject({ type: 'result', success: true, data: { inserted: 0, unchanged: 2 } });
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
