import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

// GET /api/users, /api/users/totalCount and /api/users/download; subscription status and full
// access (issue 15). Each test makes users with a surname of its own and filters on it.

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

type Json = Record<string, unknown>;
interface Row {
  id: number;
  email: string;
  role: string;
  subscription_status: string;
  full_access: boolean;
}
const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const send = (method: 'POST' | 'PUT', url: string, payload: Json, h = headers) =>
  t.app.inject({ method, url, headers: h, payload });

async function newUser(last_name: string, fields: Json = {}) {
  const res = await send('POST', '/api/user1', {
    first_name: 'Lia',
    last_name,
    email: `${last_name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@List.Example`,
    role: 'free',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const records = async (query: string) => {
  const res = await get(`/api/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { records: Row[]; total: number; next_cursor: string | null };
};
const count = async (query: string) => {
  const res = await get(`/api/users/totalCount?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.count as number;
};

describe('GET /api/users', () => {
  it('answers data.records, newest first, 50 a page by default', async () => {
    for (let i = 0; i < 52; i++) await newUser('Paging');
    const first = await records('search=paging');
    expect(first.records).toHaveLength(50);
    expect(first.total).toBe(52);
    const ids = first.records.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await records('search=paging&page=2');
    expect(second.records).toHaveLength(2);
    const byCursor = await records(`search=paging&cursor=${encodeURIComponent(first.next_cursor ?? '')}`);
    expect(byCursor.records.map((r) => r.id)).toEqual(second.records.map((r) => r.id));
  });

  it('searches name or e-mail, ignoring case', async () => {
    const byName = await newUser('Quixote');
    const byEmail = await newUser('Other', { email: 'SANCHO.PANZA@list.example' });
    expect((await records('search=QUIXO')).records.map((r) => r.id)).toEqual([byName]);
    expect((await records('search=panza@LIST')).records.map((r) => r.id)).toEqual([byEmail]);
  });

  it('filters by role, subscription status and full access, and totalCount agrees with the list', async () => {
    const annual = await newUser('Filterly', { role: 'annual', subscription_status: 'past_due' });
    const free = await newUser('Filterly', { full_access: true });
    const cases: [string, number[]][] = [
      ['role=annual', [annual]],
      ['subscription_status=past_due', [annual]],
      ['full_access=true', [free]],
      ['role=annual&subscription_status=active', []],
      ['', [free, annual]],
    ];
    for (const [filter, expected] of cases) {
      const query = `search=filterly&${filter}`;
      expect(
        (await records(query)).records.map((r) => r.id),
        query,
      ).toEqual(expected);
      expect(await count(query), query).toBe(expected.length);
    }
  });

  it('totalCount without filters counts every user', async () => {
    await newUser('Counted');
    const n = await count('');
    const all = await records('size=200');
    expect(n).toBe(all.total);
    expect(n).toBeGreaterThan(1);
  });

  it('orders by e-mail when asked', async () => {
    await newUser('Ordery', { email: 'b-ordery@list.example' });
    await newUser('Ordery', { email: 'a-ordery@list.example' });
    const emails = (await records('search=ordery&order_by=email')).records.map((r) => r.email);
    expect(emails).toEqual(['a-ordery@list.example', 'b-ordery@list.example']);
  });
});

describe('subscription status and full access', () => {
  it('sets every known status, refuses an unknown one and records the change', async () => {
    const id = await newUser('Subscriber');
    for (const status of ['trialing', 'active', 'past_due', 'paused', 'canceled', 'none']) {
      const res = await send('POST', `/api/users/${id}/subscription-status`, { subscription_status: status });
      expect(res.statusCode, status).toBe(200);
      expect((await get(`/api/user/${id}`)).json().data.subscription_status).toBe(status);
    }
    const bad = await send('POST', `/api/users/${id}/subscription-status`, { subscription_status: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('subscription_status');
    const log = (await get(`/api/audit-log?entity=user&entity_id=${id}`)).json().data.records;
    expect(log[0]).toMatchObject({
      action: 'subscription_status',
      changes: { subscription_status: { before: 'canceled', after: 'none' } },
    });
  });

  it('gives full access and takes it back, audited', async () => {
    const id = await newUser('Accessor');
    expect((await send('PUT', `/api/user/${id}/access`, {})).statusCode).toBe(200);
    expect((await get(`/api/user/${id}`)).json().data.full_access).toBe(true);
    expect((await send('PUT', `/api/user/${id}/access`, { full_access: false })).statusCode).toBe(200);
    expect((await get(`/api/user/${id}`)).json().data.full_access).toBe(false);
    const actions = (await get(`/api/audit-log?entity=user&entity_id=${id}`))
      .json()
      .data.records.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['revoke_full_access', 'grant_full_access']);
  });
});

describe('GET /api/users/download', () => {
  it('streams the filtered users as a dated CSV', async () => {
    const id = await newUser('Downloadable', { role: 'monthly', subscription_status: 'active' });
    await newUser('Downloadable', { role: 'free' });
    const res = await get('/api/users/download?search=downloadable&role=monthly');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,first_name,last_name,email,role,subscription_status,full_access,created_at,last_signin_at,updated_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${id},Lia,Downloadable,downloadable-\\w+@list.example,monthly,active,false,\\d{4}-.*Z,,\\d{4}-.*Z$`,
      ),
    );
  });
});

describe('roles', () => {
  it('admin is refused (403) and no session is refused (401) on every users call', async () => {
    const admin = await t.signedIn('admin');
    for (const url of ['/api/users', '/api/users/totalCount', '/api/users/download', `/api/user/1`]) {
      expect((await get(url, admin.headers)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    const write = await send(
      'POST',
      '/api/user1',
      { first_name: 'a', last_name: 'b', email: 'r@x.co' },
      admin.headers,
    );
    expect(write.statusCode).toBe(403);
  });
});
