import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

// The customers area's calls (issue 15): list, filters, totalCount, detail, create, both edits,
// subscription status, full access, CSV download, roles.

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

type Json = Record<string, unknown>;
const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const send = (method: 'POST' | 'PUT', url: string, payload: Json, h = headers) =>
  t.app.inject({ method, url, headers: h, payload });

let seq = 0;
/** A user of its own per test, so tests stay independent; answers its id. */
async function newUser(fields: Json = {}) {
  seq += 1;
  const res = await send('POST', '/api/user1', {
    first_name: 'Cora',
    last_name: `Customer${seq}`,
    email: `cora${seq}-${Date.now()}@shop.example`,
    role: 'monthly',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const detail = async (id: number) => (await get(`/api/user/${id}`)).json().data;

describe('POST /api/user1 and GET /api/user/{id}', () => {
  it('creates a user that the detail shows with role, plan, collections, sessions and times', async () => {
    const id = await newUser({
      first_name: 'Zelda',
      email: 'Zelda.Create@Shop.Example',
      subscription_status: 'trialing',
    });
    const res = await get(`/api/user/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      first_name: 'Zelda',
      email: 'zelda.create@shop.example',
      role: 'monthly',
      subscription_status: 'trialing',
      full_access: false,
      collections: expect.any(Array),
      sessions: [],
      last_signin_at: null,
      created_at: expect.any(String),
    });
  });

  it('refuses missing names, a malformed e-mail and an unknown role, naming each field', async () => {
    const res = await send('POST', '/api/user1', {
      first_name: ' ',
      last_name: '',
      email: 'not-an-email',
      role: 'boss',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['email', 'first_name', 'last_name', 'role']);
  });

  it('refuses an e-mail another user has, whatever its case', async () => {
    await newUser({ email: 'taken@shop.example' });
    const res = await send('POST', '/api/user1', {
      first_name: 'A',
      last_name: 'B',
      email: 'TAKEN@shop.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'This e-mail is already taken' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/api/user/999999')).statusCode).toBe(404);
    expect(
      (await send('PUT', '/api/user1/999999', { first_name: 'a', last_name: 'b', email: 'x@y.co' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/user/999999', { first_name: 'a', last_name: 'b', email: 'x@y.co' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/users/999999/subscription-status', { subscription_status: 'active' }))
        .statusCode,
    ).toBe(404);
    expect((await send('PUT', '/api/user/999999/access', { full_access: true })).statusCode).toBe(404);
  });
});

describe('PUT /api/user1/{id} (staff edit) and PUT /api/user/{id} (profile)', () => {
  it('the staff edit changes role and plan; the audit log records it', async () => {
    const id = await newUser();
    const before = await detail(id);
    const res = await send('PUT', `/api/user1/${id}`, {
      first_name: 'Cora',
      last_name: 'Renamed',
      email: before.email,
      role: 'annual',
      subscription_status: 'active',
      full_access: false,
      updated_at: before.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(id)).toMatchObject({
      last_name: 'Renamed',
      role: 'annual',
      subscription_status: 'active',
    });
    const log = (await get(`/api/audit-log?entity=user&entity_id=${id}`)).json().data.records;
    expect(log[0]).toMatchObject({
      action: 'update',
      changes: { role: { before: 'monthly', after: 'annual' } },
    });
  });

  it('the profile edit changes names and e-mail only, keeping role and plan', async () => {
    const id = await newUser({ role: 'annual', subscription_status: 'past_due' });
    const res = await send('PUT', `/api/user/${id}`, {
      first_name: 'Pia',
      last_name: 'Profile',
      email: `pia-${id}@shop.example`,
      role: 'super',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(id)).toMatchObject({
      first_name: 'Pia',
      email: `pia-${id}@shop.example`,
      role: 'annual',
      subscription_status: 'past_due',
    });
  });

  it('answers 409 when the user changed since the client read it', async () => {
    const id = await newUser();
    const stale = (await detail(id)).updated_at;
    await send('POST', `/api/users/${id}/subscription-status`, { subscription_status: 'active' });
    const body = { first_name: 'X', last_name: 'Y', email: `stale-${id}@shop.example`, updated_at: stale };
    expect((await send('PUT', `/api/user/${id}`, body)).statusCode).toBe(409);
    expect((await send('PUT', `/api/user1/${id}`, { ...body, role: 'free' })).statusCode).toBe(409);
  });

  it('refuses an e-mail taken by another user on update', async () => {
    const id = await newUser();
    await newUser({ email: 'someone-else@shop.example' });
    const res = await send('PUT', `/api/user/${id}`, {
      first_name: 'a',
      last_name: 'b',
      email: 'Someone-Else@shop.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toMatch(/already/);
  });
});
