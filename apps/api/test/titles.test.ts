import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/titles-subtitles', () => {
  it('lists the seeded sections for super', async () => {
    const { headers } = await t.signedIn('super');
    const res = await t.app.inject({ method: 'GET', url: '/api/titles-subtitles', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.results.length).toBeGreaterThanOrEqual(6);
    expect(body.data.results[0]).toMatchObject({ id: 1, section: 'home' });
  });
});
