import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAd } from './advertisements-fixtures.js';
import { type App, createTestApp, type SignedIn, type TestApp } from './helpers.js';
import { openStream, type SseEvent, type TestStream } from './live-sse.js';
import { redisAnswers, testRedisUrl } from './redis-answers.js';
import { validTiktok } from './tiktoks-fixtures.js';

// Live lists and presence (issue 27, decision 032): two apps on one database (PostgreSQL with
// TEST_DATABASE_URL) and one Redis, each listening on a port, as two API processes behind a
// load balancer would be. Without Redis the presence across processes is skipped.
const redisUrl = testRedisUrl;

const withRedis = await redisAnswers();
if (!withRedis)
  console.warn(`live.test.ts: Redis at ${redisUrl} does not answer; presence across processes skipped`);

const env = {
  LIVE_POLL_MS: '50',
  LIVE_HEARTBEAT_S: '1',
  LIVE_STREAMS_PER_USER: '3',
  LIVE_RESUME_EVENTS: '20',
  ...(withRedis && {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `adlib-live-test-${randomBytes(4).toString('hex')}:`,
  }),
};

let t: TestApp;
let other: App;
let one: string;
let two: string;
let superUser: SignedIn;
let adminUser: SignedIn;
const streams: TestStream[] = [];

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
};

async function stream(base: string, user: SignedIn, last?: string) {
  const s = await openStream(base, user.token, last);
  streams.push(s);
  return s;
}

const post = (base: string, path: string, user: SignedIn, body: unknown, method = 'POST') =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The id a create answered. */
const idOf = async (res: Response) => ((await res.json()) as { data: { id: number } }).data.id;

const changeOf = (area: string, id: number) => (e: SseEvent) =>
  e.event === 'change' &&
  (e.data as { area: string; ids: number[] }).area === area &&
  (e.data as { ids: number[] }).ids.includes(id);

beforeAll(async () => {
  t = await createTestApp(env);
  other = (await t.build(env)).app;
  one = await listen(t.app);
  two = await listen(other);
  superUser = await t.signedIn('super', 'ada@live.test');
  adminUser = await t.signedIn('admin', 'grace@live.test');
}, 60_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

describe('GET /api/live', () => {
  it('streams with the headers a proxy must not buffer behind, and says hello', async () => {
    const s = await stream(one, adminUser);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.res.headers.get('cache-control')).toContain('no-cache');
    expect(s.res.headers.get('x-accel-buffering')).toBe('no');
    expect(await s.hello()).toMatch(/^[0-9a-f-]{36}$/);
    s.close();
  });

  it('answers 400 to a caller that does not ask for an event stream, 401 without a session', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/live', headers: adminUser.headers });
    expect(plain.statusCode).toBe(400);
    const none = await fetch(`${one}/api/live`, { headers: { accept: 'text/event-stream' } });
    expect(none.status).toBe(401);
  });

  it('brings a write through one process to a stream on the other: ids and version, no contents', async () => {
    const s = await stream(one, adminUser);
    await s.hello();
    const res = await post(two, '/api/advertisements', superUser, validAd({ headline: 'Secret headline' }));
    expect(res.status).toBe(201);
    const id = await idOf(res);
    const e = await s.next(changeOf('/api/advertisements', id));
    expect(e.id).toMatch(/^\d+$/);
    expect(e.data).toMatchObject({ area: '/api/advertisements', action: 'created', ids: [id], count: 1 });
    expect(JSON.stringify(s.events)).not.toContain('Secret headline');
    s.close();
  });

  it('tells a visibility switch and a delete as such', async () => {
    const s = await stream(two, adminUser);
    await s.hello();
    const created = await post(one, '/api/advertisements', adminUser, validAd());
    const id = await idOf(created);
    await post(one, `/api/advertisements/visibility/${id}`, adminUser, { visible: false }, 'PUT');
    await fetch(`${one}/api/advertisements/${id}`, { method: 'DELETE', headers: adminUser.headers });
    await s.next(
      (e) => changeOf('/api/advertisements', id)(e) && (e.data as { action: string }).action === 'deleted',
    );
    const actions = s.events
      .filter(changeOf('/api/advertisements', id))
      .map((e) => (e.data as { action: string }).action);
    expect(actions).toEqual(['created', 'updated', 'deleted']);
    s.close();
  });

  it('tells a bulk action and a restore from the trash, naming the records', async () => {
    const s = await stream(two, adminUser);
    await s.hello();
    const ids = [
      await idOf(await post(one, '/api/advertisements', adminUser, validAd({ name: 'Bulk 1' }))),
      await idOf(await post(one, '/api/advertisements', adminUser, validAd({ name: 'Bulk 2' }))),
    ];
    const bulk = await post(one, '/api/advertisements/bulk', adminUser, { ids, action: 'hide' });
    expect(bulk.status).toBe(200);
    const hidden = await s.next(
      (e) => e.event === 'change' && (e.data as { action: string }).action === 'bulk',
    );
    expect(hidden.data).toMatchObject({
      area: '/api/advertisements',
      ids: expect.arrayContaining(ids),
      count: 2,
    });
    const removed = await fetch(`${one}/api/advertisements/${ids[0]}`, {
      method: 'DELETE',
      headers: adminUser.headers,
    });
    const { batch } = ((await removed.json()) as { data: { batch: string } }).data;
    const restored = await post(one, '/api/advertisements/trash/restore', adminUser, { batch });
    expect(restored.status).toBe(200);
    await s.next(
      (e) =>
        changeOf('/api/advertisements', ids[0] ?? 0)(e) &&
        (e.data as { action: string }).action === 'restored',
    );
    s.close();
  });

  it('resumes from the last event id: a reconnect receives what it missed, in order', async () => {
    const s = await stream(one, superUser);
    await s.hello();
    const first = await post(two, '/api/advertisements', superUser, validAd({ name: 'Before' }));
    const firstId = await idOf(first);
    const seen = await s.next(changeOf('/api/advertisements', firstId));
    s.close();
    const missed: number[] = [];
    for (const name of ['Missed 1', 'Missed 2']) {
      const res = await post(two, '/api/advertisements', superUser, validAd({ name }));
      missed.push(await idOf(res));
    }
    const again = await stream(two, superUser, seen.id);
    await again.next(changeOf('/api/advertisements', missed[1] ?? 0));
    const got = again.events
      .filter((e) => e.event === 'change')
      .flatMap((e) => (e.data as { ids: number[] }).ids);
    expect(got).toEqual(missed);
    again.close();
  });

  it("takes a browser's EventSource: the session in the panel's cookie, the last id in ?last=", async () => {
    const s = await openStream(one, superUser.token, undefined, true);
    streams.push(s);
    await s.hello();
    const first = await idOf(
      await post(two, '/api/advertisements', superUser, validAd({ name: 'Cookie 1' })),
    );
    const seen = await s.next(changeOf('/api/advertisements', first));
    s.close();
    const missed = await idOf(
      await post(two, '/api/advertisements', superUser, validAd({ name: 'Cookie 2' })),
    );
    const again = await openStream(two, superUser.token, seen.id, true);
    streams.push(again);
    await again.next(changeOf('/api/advertisements', missed));
    expect(again.events.filter((e) => e.event === 'change').length).toBe(1);
    again.close();
    // a cookie that is not a session's is refused like a missing one
    const stranger = await openStream(one, 'not-a-token', undefined, true);
    expect(stranger.res.status).toBe(401);
    // and the cookie counts on this route only
    const other = await fetch(`${one}/api/user`, { headers: { cookie: `access_token=${superUser.token}` } });
    expect(other.status).toBe(401);
  });

  it('tells a reconnect from before its window to start over (reset)', async () => {
    const s = await stream(one, superUser, '1');
    for (let i = 0; i < 25; i++)
      await post(one, '/api/advertisements', superUser, validAd({ name: `Many ${i}` }));
    s.close();
    const late = await stream(one, superUser, '1');
    await late.next((e) => e.event === 'reset');
    late.close();
  });

  it("never names a super-only area's record on an admin's stream", async () => {
    const admin = await stream(one, adminUser);
    const root = await stream(one, superUser);
    await Promise.all([admin.hello(), root.hello()]);
    const res = await post(two, '/api/tiktoks', superUser, validTiktok({ post_id: '7311' }));
    expect(res.status).toBe(201);
    const id = await idOf(res);
    await root.next(changeOf('/api/tiktoks', id));
    // an ad written after it reaches the admin: the TikTok's event was passed over, not late
    const ad = await post(two, '/api/advertisements', superUser, validAd({ name: 'After the TikTok' }));
    const adId = await idOf(ad);
    await admin.next(changeOf('/api/advertisements', adId));
    expect(admin.events.some((e) => JSON.stringify(e.data).includes('/api/tiktoks'))).toBe(false);
    admin.close();
    root.close();
  });

  it("closes a signed-out session's stream, on the process the sign-out did not go through", async () => {
    const leaving = await t.signedIn('admin', 'leaving@live.test');
    const s = await stream(one, leaving);
    await s.hello();
    const out = await fetch(`${two}/api/signout`, { method: 'POST', headers: leaving.headers });
    expect(out.status).toBe(200);
    expect(await s.closed(10_000)).toBe(true);
    expect(s.events.at(-1)?.event).toBe('ended');
  });

  it('keeps to the per-user limit (LIVE_STREAMS_PER_USER): 429 past it', async () => {
    const many = await t.signedIn('admin', 'tabs@live.test');
    const open = [await stream(one, many), await stream(one, many), await stream(one, many)];
    await Promise.all(open.map((s) => s.hello()));
    const fourth = await stream(one, many);
    expect(fourth.res.status).toBe(429);
    for (const s of open) s.close();
  });
});

describe.skipIf(!withRedis)('presence across processes', () => {
  it('shows who has a record open and in which field, and ends when the tab closes', async () => {
    const ada = await stream(one, superUser);
    const grace = await stream(two, adminUser);
    const adaStream = await ada.hello();
    await grace.hello();
    const res = await post(one, '/api/live/presence', superUser, {
      stream: adaStream,
      area: '/api/advertisements',
      id: 7,
      field: 'headline',
    });
    expect(res.status).toBe(200);
    const withAda = (e: SseEvent) =>
      e.event === 'presence' &&
      (e.data as { entries: { stream: string }[] }).entries.some((x) => x.stream === adaStream);
    const seen = await grace.next(withAda);
    expect((seen.data as { entries: unknown[] }).entries).toContainEqual({
      stream: adaStream,
      user_id: superUser.id,
      name: 'super Tester',
      area: '/api/advertisements',
      id: 7,
      field: 'headline',
    });
    const count = grace.events.length;
    ada.close();
    await grace.next(
      (e) => grace.events.indexOf(e) >= count && e.event === 'presence' && !withAda(e),
      10_000,
    );
    grace.close();
  });

  it("keeps a super-only area's presence off an admin's stream", async () => {
    const ada = await stream(one, superUser);
    const grace = await stream(two, adminUser);
    const adaStream = await ada.hello();
    await grace.hello();
    await post(two, '/api/live/presence', superUser, {
      stream: adaStream,
      area: '/api/tiktoks',
      id: 3,
      field: null,
    });
    const root = await stream(two, superUser);
    await root.next((e) => e.event === 'presence' && JSON.stringify(e.data).includes('/api/tiktoks'));
    expect(grace.events.some((e) => JSON.stringify(e.data).includes('/api/tiktoks'))).toBe(false);
    for (const s of [ada, grace, root]) s.close();
  });

  it('answers 400 with field messages to a bad presence', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/live/presence',
      headers: adminUser.headers,
      payload: { stream: '', area: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toBeDefined();
  });
});
