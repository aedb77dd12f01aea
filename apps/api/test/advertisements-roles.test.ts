import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAds, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let adId: number;
beforeAll(async () => {
  t = await createTestApp();
  adId = (await insertAds(t, [{ name: 'Guarded' }]))[0] as number;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const calls = (): Call[] => [
  { method: 'GET', url: '/api/advertisements_admin?visible=true' },
  { method: 'GET', url: '/api/advertisements/export.csv' },
  { method: 'GET', url: `/api/advertisements/${adId}` },
  { method: 'POST', url: '/api/advertisements', payload: validAd() },
  { method: 'PUT', url: `/api/advertisements/${adId}`, payload: validAd({ name: 'Guarded' }) },
  { method: 'PUT', url: `/api/advertisements/visibility/${adId}`, payload: { visible: true } },
  { method: 'POST', url: '/api/advertisements/bulk', payload: { ids: [adId], action: 'show' } },
  { method: 'GET', url: '/api/collections' },
];

describe('advertisement and collection-read routes', () => {
  it('are declared for role admin (admin or super)', () => {
    const routes = t.app.routeTable.filter(
      // the collections screen's own writes (SPEC's /advertisements-collections, POST /collections) are super's
      (r) =>
        (r.url.startsWith('/api/advertisement') && !r.url.startsWith('/api/advertisements-collections')) ||
        (r.url === '/api/collections' && r.method === 'GET'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) expect(route.role, `${route.method} ${route.url}`).toBe('admin');
  });

  it('answer 401 without a session', async () => {
    for (const call of [...calls(), { method: 'DELETE', url: `/api/advertisements/${adId}` } as Call]) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('answer 403 to customers (free, monthly, annual)', async () => {
    for (const role of ['free', 'monthly', 'annual'] as const) {
      const { headers } = await t.signedIn(role);
      for (const call of [...calls(), { method: 'DELETE', url: `/api/advertisements/${adId}` } as Call]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    }
  });

  for (const role of ['admin', 'super'] as const) {
    it(`serve ${role}`, async () => {
      const { headers } = await t.signedIn(role);
      for (const call of calls()) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${role} ${call.method} ${call.url}: ${res.body.slice(0, 200)}`).toBeLessThan(
          300,
        );
      }
      const doomed = (await insertAds(t, [{ name: 'Doomed' }]))[0];
      const res = await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${doomed}`, headers });
      expect(res.statusCode).toBe(200);
    });
  }
});
