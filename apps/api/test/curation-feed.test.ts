import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// The feed is served by a local HTTP server: each path answers what a feed might.
const FEEDS: Record<string, { type: string; body: string; status?: number; chunked?: boolean }> = {
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
  // a feed bigger than the MAX_IMPORT_MB the size tests set (1 KB), with and without its length
  '/big.json': { type: 'application/json', body: bigFeed() },
  '/big-chunked.json': { type: 'application/json', body: bigFeed(), chunked: true },
};

function bigFeed() {
  return JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: `big-${i}`, brand: `Big Brand ${i}` })));
}

/**
 * Redirects the feed may answer: `to` is resolved when the servers listen. The internal
 * service answers a valid feed: followed, its items would land in the preview.
 */
const REDIRECTS: Record<string, () => string> = {
  '/to-loopback': () => `http://localhost:${internalPort}/internal.json`,
  '/to-metadata': () => 'http://169.254.169.254/latest/meta-data.json',
  '/to-same-origin': () => '/feed.csv',
  '/loop': () => '/loop',
};

let t: TestApp;
let feed: Server;
let internal: Server;
let internalPort: number;
let internalHits = 0;
let base: string;
let headers: Record<string, string>;
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
beforeAll(async () => {
  feed = createServer((req, res) => {
    const redirect = REDIRECTS[req.url ?? ''];
    if (redirect) return res.writeHead(302, { location: redirect() }).end();
    const answer = FEEDS[req.url ?? ''] ?? { type: 'text/plain', body: 'not found', status: 404 };
    if (answer.chunked) {
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type });
      return res.end(answer.body);
    }
    res
      .writeHead(answer.status ?? 200, {
        'content-type': answer.type,
        'content-length': Buffer.byteLength(answer.body),
      })
      .end(answer.body);
  });
  // a service on the server's own host that no one outside should read through it
  internal = createServer((_req, res) => {
    internalHits++;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify([{ id: 'internal-1', brand: 'Internal Secret' }]));
  });
  base = `http://127.0.0.1:${await listen(feed)}`;
  internalPort = await listen(internal);
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
  await new Promise((resolve) => internal.close(resolve));
});

const URL = '/api/advertisementsLoadFromQuration';
const load = async (feedUrl: string | undefined, query = '', env: Record<string, string> = {}) => {
  const { app } = await t.build(feedUrl ? { CURATION_FEED_URL: feedUrl, ...env } : env);
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

  it('refuses a redirect to a loopback address: nothing of that service reaches the preview', async () => {
    const before = await adCount();
    const preview = await load(`${base}/to-loopback`, '?dry_run=true');
    expect(preview.statusCode).toBe(502);
    expect(preview.json().error).toMatchObject({
      code: 'bad_gateway',
      message: expect.stringMatching(/redirected to a private or local address/),
    });
    expect(preview.body).not.toContain('Internal Secret');
    expect(internalHits).toBe(0);
    expect((await load(`${base}/to-loopback`)).statusCode).toBe(502);
    expect(await adCount()).toBe(before);
  });

  it('refuses a redirect to a link-local address (cloud metadata) without connecting', async () => {
    const res = await load(`${base}/to-metadata`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/private or local address \(169\.254\.169\.254/);
  });

  it('follows a redirect within the configured origin, and stops a redirect loop', async () => {
    const same = await load(`${base}/to-same-origin`, '?dry_run=true');
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ outcome: 'dry_run' });
    const loop = await load(`${base}/loop`);
    expect(loop.statusCode).toBe(502);
    expect(loop.json().error.message).toMatch(/redirected too many times/);
  });

  it.each([
    ['that says its length', '/big.json'],
    ['sent in chunks without a length', '/big-chunked.json'],
  ])('stops reading a feed %s past MAX_IMPORT_MB, changing nothing', async (_, path) => {
    const before = await adCount();
    const res = await load(`${base}${path}`, '', { MAX_IMPORT_MB: '0.001' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'bad_gateway',
      message: expect.stringMatching(/larger than MAX_IMPORT_MB/),
    });
    expect(await adCount()).toBe(before);
  });
});
