import { staffNames } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../src/db/seed.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
let curator: number;
let unnamed: number;
let customer: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  curator = (await ensureUser(t.db, {
    email: 'dana@example.com',
    first_name: 'Dana',
    last_name: 'Curator',
    role: 'super',
  })) as number;
  unnamed = (await ensureUser(t.db, {
    email: 'noname@example.com',
    first_name: '',
    last_name: '',
    role: 'admin',
  })) as number;
  customer = (await ensureUser(t.db, {
    email: 'cust@example.com',
    first_name: 'Carl',
    last_name: 'Customer',
    role: 'monthly',
  })) as number;
});
afterAll(() => t.close());

const names = (ids: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/staff-names?ids=${encodeURIComponent(ids)}`, headers });

describe('GET /api/staff-names', () => {
  it("answers an admin with staff members' names, the address when unnamed, and leaves customers out", async () => {
    const res = await names(`${curator},${unnamed},${customer},987654`);
    expect(res.statusCode).toBe(200);
    const body = staffNames.parse(res.json().data);
    expect(body.names).toEqual(
      expect.arrayContaining([
        { id: curator, name: 'Dana Curator' },
        { id: unnamed, name: 'noname@example.com' },
      ]),
    );
    expect(body.names).toHaveLength(2);
  });

  it('refuses bad ids with a field message, and a visitor who is not signed in', async () => {
    for (const bad of ['', 'abc', '0', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const res = await names(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await names(String(curator), {})).statusCode).toBe(401);
  });
});
