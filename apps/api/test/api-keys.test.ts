import { randomBytes } from 'node:crypto';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, events } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';
import { redisAnswers, testRedisUrl } from './redis-answers.js';
import { validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('super')).headers;
});
afterAll(() => t?.close());

async function newKey(name: string, scopes: string[], extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers,
    payload: { name, scopes, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; token: string; prefix: string };
}
const as = (token: string) => ({ authorization: `Bearer ${token}` });

// the shared limit's test needs a Redis server (TEST_REDIS_URL, default local)
const redisUrl = testRedisUrl;
const withRedis = await redisAnswers();
if (!withRedis)
  console.warn(`api-keys.test.ts: the shared rate limit's test skipped: no Redis at ${redisUrl}`);

describe('API keys (decision 031)', () => {
  it('shows the token once and stores only its hash', async () => {
    const key = await newKey('Shown once', ['tiktoks:read']);
    expect(key.token.startsWith(`${key.prefix}_`)).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers })).json().data.results;
    const row = listed.find((k: { id: number }) => k.id === key.id);
    expect(row).not.toHaveProperty('token');
    expect(row).not.toHaveProperty('token_hash');
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored?.token_hash).not.toContain(key.token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reaches only the routes its scopes allow, and marks when it was last used', async () => {
    const key = await newKey('Reader', ['tiktoks:read']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(key.token) })).statusCode,
    ).toBe(200);
    const refused = [
      ['POST', '/api/tiktoks'],
      ['GET', '/api/advertisements_admin'],
      ['GET', '/api/tiktoks/export.csv'],
      ['GET', '/api/webhooks'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/user'],
    ] as const;
    for (const [method, url] of refused) {
      const res = await t.app.inject({
        method,
        url,
        headers: as(key.token),
        payload: method === 'POST' ? {} : undefined,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.last_used_at).toBeInstanceOf(Date);
    const exporter = await newKey('Exporter', ['tiktoks:read', 'export']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/tiktoks/export.csv',
      headers: as(exporter.token),
    });
    expect(csv.statusCode).toBe(200);
  });

  it("writes under the key's name in the audit log, History and the events", async () => {
    const key = await newKey('Importer script', ['tiktoks:read', 'tiktoks:write']);
    const [last] = await t.db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tiktoks',
      headers: as(key.token),
      payload: validTiktok(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(id)));
    expect(entry?.user_email).toBe('API key: Importer script');
    const history = await t.app.inject({ method: 'GET', url: `/api/tiktoks/${id}/history`, headers });
    expect(JSON.stringify(history.json().data)).toContain('API key: Importer script');
    const written = await t.db
      .select()
      .from(events)
      .where(gt(events.id, last?.id ?? 0))
      .orderBy(asc(events.id));
    expect(written[0]).toMatchObject({ type: 'tiktok.created', actor: 'API key: Importer script' });
  });

  it('refuses an expired key, and a revoked one at once in another process', async () => {
    const key = await newKey('Short lived', ['tiktoks:read'], {
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const other = await t.build();
    expect(
      (await other.app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(key.token) })).statusCode,
    ).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(key.token) })).statusCode,
    ).toBe(401);

    const revoked = await newKey('Revoked', ['tiktoks:read']);
    expect(
      (await other.app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(revoked.token) })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/api-keys/${revoked.id}/revoke`, headers });
    expect(res.json().data.revoked_at).toBeTruthy();
    expect(
      (await other.app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(revoked.token) })).statusCode,
    ).toBe(401);
  });

  it('is rate-limited per key', async () => {
    const limited = await t.build({ API_KEY_RATE_PER_MINUTE: '3' });
    const a = await newKey('Busy', ['tiktoks:read']);
    const b = await newKey('Quiet', ['tiktoks:read']);
    const get = (token: string) =>
      limited.app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(token) });
    for (let i = 0; i < 3; i++) expect((await get(a.token)).statusCode).toBe(200);
    const over = await get(a.token);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(b.token)).statusCode).toBe(200);
  });

  it.skipIf(!withRedis)('counts one rate per key across processes that share Redis', async () => {
    // keys of this run only: other runs may share the Redis server
    const env = {
      API_KEY_RATE_PER_MINUTE: '4',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `adlib-test-keys-${randomBytes(4).toString('hex')}:`,
    };
    const one = await t.build(env);
    const two = await t.build(env);
    const key = await newKey('Two processes', ['tiktoks:read']);
    const get = (app: TestApp['app']) =>
      app.inject({ method: 'GET', url: '/api/tiktoks', headers: as(key.token) });
    // 4 calls spread over two processes spend the one minute's allowance of both
    for (const app of [one.app, two.app, one.app, two.app]) expect((await get(app)).statusCode).toBe(200);
    const over = await get(one.app);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(
      /Too many calls with this API key; try again in (\d+ seconds?|1 minute)$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(two.app)).statusCode).toBe(429);
  });

  it('refuses bad input with field messages, and is for super only', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: { name: '', scopes: ['everything'], expires_at: '2000-01-01T00:00:00Z' },
    });
    expect(bad.statusCode).toBe(400);
    const admin = await t.signedIn('admin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: admin.headers })).statusCode,
    ).toBe(403);
  });
});
