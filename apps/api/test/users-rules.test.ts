import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { updateUser } from '../src/modules/users/queries.js';
import { type TestApp, withTestApp } from './helpers.js';

// The rules the server enforces on users (issue 15, decision 010): own role, last super,
// sessions ended on a role change. A file of its own: a test here may demote its super.

let t: TestApp;
let headers: Record<string, string>;
let superId: number;
withTestApp('super', (app, user) => {
  t = app;
  ({ headers, id: superId } = user);
});

type Json = Record<string, unknown>;
const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const send = (method: 'POST' | 'PUT', url: string, payload: Json, h = headers) =>
  t.app.inject({ method, url, headers: h, payload });

const detail = async (id: number) => (await get(`/api/user/${id}`)).json().data;

describe('the server rules', () => {
  it('nobody changes their own role', async () => {
    const me = await detail(superId);
    const res = await send('PUT', `/api/user1/${superId}`, {
      first_name: me.first_name,
      last_name: me.last_name,
      email: me.email,
      role: 'admin',
    });
    expect(res.statusCode).toBe(403);
    expect((await detail(superId)).role).toBe('super');
  });

  it('a role change ends the sessions of that user at once: the old token answers 401', async () => {
    const member = await t.signedIn('monthly');
    const staff = await t.signedIn('admin');
    expect((await get('/api/user', staff.headers)).statusCode).toBe(200);
    const profile = await detail(staff.id);
    expect(profile.sessions).toHaveLength(1);
    expect(profile.last_signin_at).toEqual(expect.any(String));
    const demote = await send('PUT', `/api/user1/${staff.id}`, {
      first_name: 'Ex',
      last_name: 'Staff',
      email: staff.email,
      role: 'free',
    });
    expect(demote.statusCode).toBe(200);
    expect((await get('/api/user', staff.headers)).statusCode).toBe(401);
    expect((await detail(staff.id)).sessions).toEqual([]);
    // an edit that keeps the role keeps the sessions
    const keep = await send('PUT', `/api/user1/${member.id}`, {
      first_name: 'Still',
      last_name: 'Member',
      email: member.email,
      role: 'monthly',
    });
    expect(keep.statusCode).toBe(200);
    expect((await get('/api/user', member.headers)).statusCode).toBe(200);
  });

  it('the last super cannot be demoted; while another remains, a super can be', async () => {
    const other = await t.signedIn('super');
    const demote = (u: { id: number; email: string }, h = headers) =>
      send(
        'PUT',
        `/api/user1/${u.id}`,
        { first_name: 'Ex', last_name: 'Super', email: u.email, role: 'admin' },
        h,
      );
    expect((await demote(other)).statusCode).toBe(200);
    const supers = (await get('/api/users?role=super')).json().data.records;
    expect(supers.map((u: { id: number }) => u.id)).toEqual([superId]);
    // Only a super may call, and nobody changes their own role, so the last super is reached
    // by a write without a signed-in super (a script) or by two supers demoting each other.
    const me = await detail(superId);
    await expect(
      updateUser(t.db, undefined, superId, {
        first_name: me.first_name,
        last_name: me.last_name,
        email: me.email,
        role: 'admin',
        subscription_status: 'none',
        full_access: false,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'The last super user cannot be given another role' });
    expect((await detail(superId)).role).toBe('super');
  });

  it('two demotions at once cannot both pass: one super is always left', async () => {
    const a = await t.signedIn('super');
    const toAdmin = async (id: number) => {
      const u = await detail(id);
      return updateUser(t.db, undefined, id, { ...u, role: 'admin' }).then(
        () => 200,
        (err: { statusCode?: number }) => err.statusCode,
      );
    };
    const answers = await Promise.all([toAdmin(a.id), toAdmin(superId)]);
    expect(answers.sort()).toEqual([200, 409]);
    const supers = await t.db.execute(
      sql`select count(*)::int as n from users u join roles r on r.id = u.role_id where r.name = 'super'`,
    );
    expect(supers.rows[0]).toEqual({ n: 1 });
  });
});
