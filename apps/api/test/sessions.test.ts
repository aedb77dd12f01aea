import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessionsOfUser } from '../src/auth/session-list.js';
import { createSession, LAST_SEEN_EVERY_MS } from '../src/auth/sessions.js';
import { sha256 } from '../src/auth/tokens.js';
import { auditLog, sessions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

// Sessions as each user and a super see and end them (issue 30 §3, decision 027).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_CACHE_MS: '0' });
});
afterAll(() => t?.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A user with two sessions started by the code sign-in from two browsers. */
async function userWithTwoSessions() {
  const user = await t.signedIn('admin');
  const other = await createSession(t.db, user.id, 3600, {
    method: 'code',
    ip: '203.0.113.7',
    userAgent: SAFARI_IPHONE,
  });
  await t.db
    .update(sessions)
    .set({ user_agent: CHROME_MAC, ip: '198.51.100.4' })
    .where(eq(sessions.token_hash, sha256(user.token)));
  return { ...user, other };
}

describe('the sessions list', () => {
  it('shows each session with device, browser, IP, times and method, the current one marked', async () => {
    const u = await userWithTwoSessions();
    const res = await get('/api/sessions', u.token);
    expect(res.statusCode).toBe(200);
    const records = res.json().data.records as Record<string, unknown>[];
    expect(records).toHaveLength(2);
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device: 'Desktop',
          browser: 'Chrome 131 on macOS',
          ip: '198.51.100.4',
          method: 'code',
          current: true,
        }),
        expect.objectContaining({
          device: 'Mobile',
          browser: 'Safari 17 on iOS',
          ip: '203.0.113.7',
          current: false,
        }),
      ]),
    );
  });

  it('ends one, or all others, and writes each to the audit log', async () => {
    const u = await userWithTwoSessions();
    const third = await createSession(t.db, u.id, 3600);
    const listed = (await get('/api/sessions', u.token)).json().data.records as {
      id: number;
      current: boolean;
    }[];
    const notMine = listed.find((s) => !s.current && s.id);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${notMine?.id}`,
      headers: bearer(u.token),
    });
    expect(one.json().data).toEqual({ ended: 1 });
    // again: already ended
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/sessions/${notMine?.id}`,
          headers: bearer(u.token),
        })
      ).statusCode,
    ).toBe(404);
    const others = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/end-others',
      headers: bearer(u.token),
    });
    expect(others.json().data).toEqual({ ended: 1 });
    expect((await get('/api/user', third)).statusCode).toBe(401);
    expect((await get('/api/user', u.other)).statusCode).toBe(401);
    expect((await get('/api/user', u.token)).statusCode).toBe(200);
    const log = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(u.id)));
    const ended = log.filter((e) => e.action === 'session_ended');
    expect(ended).toHaveLength(2);
    expect(ended[0]?.user_email).toBe(u.email);
    expect(ended[0]?.changes.reason).toEqual({ before: null, after: 'ended from the sessions list' });
  });

  it('cannot end another user’s session through one’s own list', async () => {
    const a = await t.signedIn('admin');
    const b = await userWithTwoSessions();
    const bSession = ((await get('/api/sessions', b.token)).json().data.records as { id: number }[])[0];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${bSession?.id}`,
      headers: bearer(a.token),
    });
    expect(res.statusCode).toBe(404);
    expect((await get('/api/user', b.token)).statusCode).toBe(200);
  });

  it('lets a super list and end any user’s sessions, and no admin', async () => {
    const boss = await t.signedIn('super');
    const admin = await t.signedIn('admin');
    const u = await userWithTwoSessions();
    expect((await get(`/api/users/${u.id}/sessions`, admin.token)).statusCode).toBe(403);
    const listed = await get(`/api/users/${u.id}/sessions`, boss.token);
    expect(listed.json().data.records).toHaveLength(2);
    const first = (listed.json().data.records as { id: number }[])[0];
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${u.id}/sessions/${first?.id}`,
      headers: bearer(boss.token),
    });
    expect(one.json().data).toEqual({ ended: 1 });
    const all = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${u.id}/sessions`,
      headers: bearer(boss.token),
    });
    expect(all.json().data).toEqual({ ended: 1 });
    expect((await get('/api/user', u.token)).statusCode).toBe(401);
    expect((await get('/api/user', u.other)).statusCode).toBe(401);
    expect((await get('/api/users/999999/sessions', boss.token)).statusCode).toBe(404);
    const log = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(u.id)));
    expect(log.filter((e) => e.action === 'session_ended').map((e) => e.user_email)).toEqual([
      boss.email,
      boss.email,
    ]);
  });
});

describe('sessions end by themselves', () => {
  it('after SESSION_IDLE_MINUTES without use', async () => {
    const u = await t.signedIn('admin');
    expect((await get('/api/user', u.token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.user_id, u.id));
    expect((await get('/api/user', u.token)).statusCode).toBe(401);
  });

  it('moves "last seen" at most once a minute', async () => {
    const u = await t.signedIn('admin');
    const seen = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.user_id, u.id)))[0]?.last_seen_at.getTime();
    const old = Date.now() - LAST_SEEN_EVERY_MS - 5000;
    await t.db
      .update(sessions)
      .set({ last_seen_at: new Date(old) })
      .where(eq(sessions.user_id, u.id));
    await get('/api/user', u.token);
    // the write is not awaited by the request
    for (let i = 0; i < 50 && (await seen()) === old; i++) await new Promise((r) => setTimeout(r, 20));
    const moved = await seen();
    expect(moved).toBeGreaterThan(old);
    await get('/api/user', u.token);
    await get('/api/user', u.token);
    await new Promise((r) => setTimeout(r, 100));
    expect(await seen()).toBe(moved);
  });

  it('when the user’s e-mail or role changes', async () => {
    const boss = await t.signedIn('super');
    const u = await t.signedIn('admin');
    const user = (await get(`/api/user/${u.id}`, boss.token)).json().data;
    const edit = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user1/${u.id}`,
        headers: bearer(boss.token),
        payload: {
          first_name: user.first_name,
          last_name: user.last_name,
          email: u.email,
          role: 'admin',
          ...body,
        },
      });
    expect((await edit({ first_name: 'Renamed' })).statusCode).toBe(200);
    expect((await get('/api/user', u.token)).statusCode).toBe(200);
    expect((await edit({ email: `moved-${u.email}` })).statusCode).toBe(200);
    expect((await get('/api/user', u.token)).statusCode).toBe(401);

    const again = await createSession(t.db, u.id, 3600);
    expect((await edit({ email: `moved-${u.email}`, role: 'super' })).statusCode).toBe(200);
    expect((await get('/api/user', again)).statusCode).toBe(401);
    const reasons = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, String(u.id)))
    )
      .filter((e) => e.action === 'session_ended')
      .map((e) => e.changes.reason?.after);
    expect(reasons).toEqual(['e-mail changed', 'role changed']);
  });

  it('through endSessionsOfUser, keeping the one named', async () => {
    const u = await t.signedIn('admin');
    const other = await createSession(t.db, u.id, 3600);
    const [kept] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(u.token)));
    expect(
      await endSessionsOfUser(t.db, u.id, { except: kept?.id, reason: 'a sign-in factor was removed' }),
    ).toBe(1);
    expect((await get('/api/user', u.token)).statusCode).toBe(200);
    expect((await get('/api/user', other)).statusCode).toBe(401);
  });
});
