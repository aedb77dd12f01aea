import { API_KEY_SCOPES, type RoleName } from '@adlib/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { scopesFor } from '../src/api-keys/scopes.js';
import type { RouteEntry } from '../src/auth/guard.js';
import { createTestApp } from './helpers.js';

// The matrix is generated from the routes the app itself registered, so a route added
// by any module is checked here without editing this file.
const t = await createTestApp();
afterAll(() => t.close());

type Caller = 'no token' | 'member' | 'admin' | 'super';
const CALLERS: Caller[] = ['no token', 'member', 'admin', 'super'];
const ROLE_OF: Record<Exclude<Caller, 'no token'>, RoleName> = {
  member: 'monthly',
  admin: 'admin',
  super: 'super',
};

/** 401, 403, or 'allowed' (any other status: a 400 or 404 from the dummy id or body is fine). */
type Expected = 401 | 403 | 'allowed';
const EXPECTED: Record<RouteEntry['role'], Record<Caller, Expected>> = {
  public: { 'no token': 'allowed', member: 'allowed', admin: 'allowed', super: 'allowed' },
  signed_in: { 'no token': 401, member: 'allowed', admin: 'allowed', super: 'allowed' },
  admin: { 'no token': 401, member: 403, admin: 'allowed', super: 'allowed' },
  super: { 'no token': 401, member: 403, admin: 403, super: 'allowed' },
};

const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');

async function call(route: RouteEntry, caller: Caller) {
  // a session of its own for every call: the matrix includes sign-out
  const headers =
    caller === 'no token' ? {} : (await t.signedIn(ROLE_OF[caller], `${caller}@matrix.test`)).headers;
  return t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
}

describe('the route table', () => {
  it('lists every /api route with its role, the foundation routes among them', () => {
    const listed = t.app.routeTable.map((r) => `${r.method} ${r.url} ${r.role}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/health public',
        'POST /api/signin-without-password public',
        'GET /api/user signed_in',
        'POST /api/signout signed_in',
        'GET /api/titles-subtitles super',
        'GET /api/titles-subtitles/:id super',
        'PUT /api/titles-subtitles/edit/:id super',
        'GET /api/audit-log super',
      ]),
    );
  });
});

for (const route of t.app.routeTable) {
  describe(`${route.method} ${route.url} (${route.role})`, () => {
    for (const caller of CALLERS) {
      const expected = EXPECTED[route.role][caller];
      it(`answers ${expected === 'allowed' ? 'neither 401 nor 403' : expected} for ${caller}`, async () => {
        const res = await call(route, caller);
        if (expected === 'allowed') {
          expect(res.statusCode).not.toBe(401);
          expect(res.statusCode).not.toBe(403);
          expect(res.statusCode, res.body).toBeLessThan(500);
        } else {
          expect(res.statusCode).toBe(expected);
          expect(res.json()).toMatchObject({
            success: false,
            error: { code: expected === 401 ? 'unauthorized' : 'forbidden' },
          });
        }
      });
    }
  });
}

// API keys (decision 031): a key reaches a route only when its scopes cover the route's area,
// and never a person's signed-in route nor a route of no area (sessions, webhooks, keys, jobs).
const superHeaders = (await t.signedIn('super', 'keys@matrix.test')).headers;
async function newKey(scopes: readonly string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: superHeaders,
    payload: { name: `matrix ${scopes.length}`, scopes },
  });
  return res.json().data.token as string;
}
// the first key is id 1, which the matrix's own calls (`/api/api-keys/1/revoke`) may revoke
await newKey(['titles:read']);
const KEYS: Record<string, readonly string[]> = {
  'key with every scope': API_KEY_SCOPES,
  'key with the titles scopes': ['titles:read', 'titles:write'],
};
const KEY_TOKENS = Object.fromEntries(
  await Promise.all(
    Object.entries(KEYS).map(async ([name, scopes]) => [name, await newKey(scopes)] as const),
  ),
);

for (const route of t.app.routeTable) {
  for (const [name, scopes] of Object.entries(KEYS)) {
    const needed = scopesFor(route.method, route.url);
    const reaches =
      route.role === 'public' ||
      (route.role !== 'signed_in' && needed !== null && needed.every((s) => scopes.includes(s)));
    it(`${route.method} ${route.url} (${route.role}) ${reaches ? 'admits' : 'refuses (403)'} a ${name}`, async () => {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${KEY_TOKENS[name]}` },
      });
      if (reaches) {
        expect(res.statusCode).not.toBe(401);
        expect(res.statusCode).not.toBe(403);
        expect(res.statusCode, res.body).toBeLessThan(500);
      } else expect(res.statusCode, res.body).toBe(403);
    });
  }
}

describe('HEAD, which Fastify adds to every GET route', () => {
  it('answers 401 without a token wherever GET needs one', async () => {
    const guarded = t.app.routeTable.filter((r) => r.method === 'GET' && r.role !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.app.inject({ method: 'HEAD', url: concrete(route.url) });
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 401 });
    }
  });
});

describe('an /api route that declares no role', () => {
  it('stops the app from being built', async () => {
    await expect(
      t.build({}, { extend: (app) => void app.get('/api/unguarded', async () => 'open') }),
    ).rejects.toThrow(/declares no role/);
  });

  it('stops the app from being built when it comes from a plugin with an /api prefix', async () => {
    await expect(
      t.build(
        {},
        {
          extend: (app) =>
            void app.register(async (scope) => void scope.post('/things', async () => 'open'), {
              prefix: '/api/area',
            }),
        },
      ),
    ).rejects.toThrow(/POST \/api\/area\/things declares no role/);
  });
});
