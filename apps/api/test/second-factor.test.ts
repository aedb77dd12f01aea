import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { ensureUser } from '../src/db/seed.js';
import { createTestApp, lastMailTo, type TestApp } from './helpers.js';
import { softwarePasskey } from './software-passkey.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_SECOND_FACTOR: 'super', PUBLIC_URL: 'https://office.example.test' });
});
afterAll(() => t?.close());

let nextHost = 1;
const freshIp = () => `203.0.113.${nextHost++}`;
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** The mailed-code step, as the sign-in screen takes it: the answer of the code's redemption. */
async function mailedCodeStep(email: string) {
  expect((await post('/api/signin-without-password', { email })).statusCode).toBe(200);
  const { code } = lastMailTo(t.mails, email);
  const res = await post('/api/signin-without-password', { email, code });
  expect(res.statusCode).toBe(200);
  return res.json().data as { access_token?: string; second_factor?: { token: string; methods: string[] } };
}

const totpNow = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

/** Adds an authenticator app to a session's user; answers its secret and recovery codes. */
async function addApp(token: string, at = Date.now() - 30_000) {
  const setup = (await post('/api/factors/totp/setup', {}, bearer(token))).json().data;
  // a code of the previous window: the sign-in afterwards uses the current one
  const res = await post(
    '/api/factors/totp',
    { token: setup.token, name: 'Phone', code: totpNow(setup.secret, at) },
    bearer(token),
  );
  expect(res.statusCode).toBe(201);
  return { secret: setup.secret as string, recovery: res.json().data.recovery_codes as string[] };
}

describe('second factor', () => {
  it('asks a user with an authenticator app for a computed code after the mailed one, and refuses it replayed', async () => {
    const email = unique('admin');
    await ensureUser(t.db, { email, first_name: 'A', last_name: 'B', role: 'admin' });
    const first = await mailedCodeStep(email);
    expect(first.access_token).toBeDefined();
    const { secret } = await addApp(first.access_token ?? '');

    const step = await mailedCodeStep(email);
    expect(step.access_token).toBeUndefined();
    expect(step.second_factor?.methods).toEqual(['totp']);
    const token = step.second_factor?.token ?? '';

    const wrong = await post('/api/second-factor', {
      token,
      code: '000000' === totpNow(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBeDefined();

    const code = totpNow(secret);
    const ok = await post('/api/second-factor', { token, code });
    expect(ok.statusCode).toBe(200);
    const session = ok.json().data;
    expect(session.user.role).toBe('admin');
    expect((await get('/api/user', bearer(session.access_token))).statusCode).toBe(200);
    // the one startSession of every way in: the session says the mailed code was the first step
    const mine = await get('/api/sessions', bearer(session.access_token));
    expect(mine.json().data.records[0]).toMatchObject({ method: 'code', current: true });
    // the step is single-use
    expect((await post('/api/second-factor', { token, code })).statusCode).toBe(400);

    // the same code in a new sign-in: refused within its window
    const again = await mailedCodeStep(email);
    const replay = await post('/api/second-factor', { token: again.second_factor?.token, code });
    expect(replay.statusCode).toBe(400);

    const failed = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.user_email, email), eq(auditLog.action, 'second_factor_failed')));
    expect(failed.length).toBe(2);
  });

  it('takes each recovery code once', async () => {
    const email = unique('admin');
    await ensureUser(t.db, { email, first_name: 'A', last_name: 'B', role: 'admin' });
    const first = await mailedCodeStep(email);
    const { recovery } = await addApp(first.access_token ?? '');
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const [code = ''] = recovery;

    const step = await mailedCodeStep(email);
    const used = await post('/api/second-factor', {
      token: step.second_factor?.token,
      code: code.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);

    const next = await mailedCodeStep(email);
    const reused = await post('/api/second-factor', { token: next.second_factor?.token, code });
    expect(reused.statusCode).toBe(400);
    const list = await get('/api/factors', bearer(used.json().data.access_token));
    expect(list.json().data.recovery_codes_left).toBe(9);
  });

  it('answers 400 with field messages on bad input', async () => {
    const res = await post('/api/second-factor', { token: 'short', code: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['token', 'code']));
  });

  it('REQUIRE_SECOND_FACTOR=super: a super without a factor may only add one, then uses the panel', async () => {
    const email = unique('super');
    await ensureUser(t.db, { email, first_name: 'S', last_name: 'U', role: 'super' });
    const first = await mailedCodeStep(email);
    const headers = bearer(first.access_token ?? '');
    const me = await get('/api/user', headers);
    expect(me.json().data.must_add_second_factor).toBe(true);
    const blocked = await get('/api/users', headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toMatch(/Security page/);
    expect((await get('/api/factors', headers)).json().data).toMatchObject({
      must_add: true,
      required: true,
    });

    await addApp(first.access_token ?? '');
    expect((await get('/api/users', headers)).statusCode).toBe(200);
    expect((await get('/api/user', headers)).json().data.must_add_second_factor).toBeUndefined();
  });

  it('REQUIRE_SECOND_FACTOR=super leaves an admin without a factor free; =none a super too', async () => {
    const admin = unique('admin');
    await ensureUser(t.db, { email: admin, first_name: 'A', last_name: 'D', role: 'admin' });
    const step = await mailedCodeStep(admin);
    expect(
      (await get('/api/user', bearer(step.access_token ?? ''))).json().data.must_add_second_factor,
    ).toBeUndefined();
    expect((await get('/api/advertisements_admin', bearer(step.access_token ?? ''))).statusCode).toBe(200);

    const { app, mails } = await t.build({ REQUIRE_SECOND_FACTOR: 'none' });
    const email = unique('super');
    await ensureUser(t.db, { email, first_name: 'S', last_name: 'U', role: 'super' });
    const ask = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/signin-without-password', payload, remoteAddress: freshIp() });
    await ask({ email });
    const res = await ask({ email, code: lastMailTo(mails, email).code });
    const token = res.json().data.access_token;
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('removes the last factor only with a proof, and ends the other sessions', async () => {
    const email = unique('admin');
    await ensureUser(t.db, { email, first_name: 'A', last_name: 'B', role: 'admin' });
    const first = await mailedCodeStep(email);
    const headers = bearer(first.access_token ?? '');
    const { secret } = await addApp(first.access_token ?? '');
    const step = await mailedCodeStep(email);
    const other = await post('/api/second-factor', {
      token: step.second_factor?.token,
      code: totpNow(secret),
    });
    const otherHeaders = bearer(other.json().data.access_token);
    const factorId = (await get('/api/factors', headers)).json().data.factors[0].id;

    const unproved = await post(`/api/factors/${factorId}/remove`, {}, headers);
    expect(unproved.statusCode).toBe(400);
    expect(unproved.json().error.fields.proof).toBeDefined();

    const { token } = (await post('/api/factors/proof/options', {}, headers)).json().data;
    // the code the other sign-in just used is spent: the next window's code proves the app
    const proof = { token, code: totpNow(secret, Date.now() + 30_000) };
    const removed = await post(`/api/factors/${factorId}/remove`, { proof }, headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ removed: true, sessions_ended: 1 });
    expect((await get('/api/user', otherHeaders)).statusCode).toBe(401);
    expect((await get('/api/user', headers)).statusCode).toBe(200);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.user_email, email));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['factor_added', 'factor_removed']));
    // ended through endSessionsOfUser: one audit entry with the reason, under the user
    const ended = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.action, 'session_ended'),
          eq(auditLog.user_email, email),
        ),
      );
    expect(ended.map((e) => e.changes.reason?.after)).toEqual(['a sign-in factor was removed']);
  });

  it('takes a passkey as the second step after the mailed code, and alone; a passkey of another site is refused', async () => {
    const email = unique('admin');
    await ensureUser(t.db, { email, first_name: 'A', last_name: 'B', role: 'admin' });
    const first = await mailedCodeStep(email);
    const headers = bearer(first.access_token ?? '');
    const key = softwarePasskey('https://office.example.test');
    const { token, options } = (await post('/api/factors/passkeys/options', {}, headers)).json().data;
    const added = await post(
      '/api/factors/passkeys',
      { token, name: 'Laptop', passkey: key.create(options) },
      headers,
    );
    expect(added.statusCode).toBe(201);

    // after the mailed code: the passkey answers the step's challenge
    const step = await mailedCodeStep(email);
    expect(step.second_factor?.methods).toEqual(['passkey']);
    const challenge = (await post('/api/second-factor/options', { token: step.second_factor?.token })).json()
      .data;
    const done = await post('/api/second-factor', {
      token: challenge.token,
      passkey: key.get(challenge.options),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.role).toBe('admin');

    // alone: no mail at all
    const alone = (await post('/api/signin-passkey/options', {})).json().data;
    const signedIn = await post('/api/signin-passkey', {
      token: alone.token,
      passkey: key.get(alone.options),
    });
    expect(signedIn.statusCode).toBe(200);
    const mine = await get('/api/sessions', bearer(signedIn.json().data.access_token));
    expect(mine.json().data.records[0]).toMatchObject({ method: 'passkey', current: true });

    // the same passkey answering for another site (a phishing page's origin) is refused
    const phished = softwarePasskey('https://office.example.test.evil.example');
    const again = (await post('/api/signin-passkey/options', {})).json().data;
    const refused = await post('/api/signin-passkey', {
      token: again.token,
      passkey: { ...phished.get(again.options), id: key.id, rawId: key.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.passkey).toBeDefined();

    // a passkey that is not the user's, as the second step: refused, and in the audit log
    const stranger = softwarePasskey('https://office.example.test');
    const next = await mailedCodeStep(email);
    const ask = (await post('/api/second-factor/options', { token: next.second_factor?.token })).json().data;
    const wrong = await post('/api/second-factor', { token: ask.token, passkey: stranger.get(ask.options) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.passkey).toBeDefined();

    // every sign-in, the factor added and the failed second factor are under the user
    const log = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.user_email, email));
    const after = (action: string) =>
      log.filter((e) => e.action === action).map((e) => Object.values(e.changes)[0]?.after);
    expect(after('factor_added')).toEqual(['passkey "Laptop"']);
    expect(after('second_factor_failed')).toEqual(['passkey']);
    expect(after('sign_in')).toEqual([
      expect.stringMatching(/, code$/),
      expect.stringMatching(/, code$/),
      expect.stringMatching(/, passkey$/),
    ]);
  });

  it('spends a step after 5 wrong answers, and locks the user for the day after 10, whatever the steps', async () => {
    const email = unique('admin');
    await ensureUser(t.db, { email, first_name: 'A', last_name: 'B', role: 'admin' });
    const first = await mailedCodeStep(email);
    const { secret } = await addApp(first.access_token ?? '');
    const wrongCode = () => (totpNow(secret) === '000000' ? '111111' : '000000');
    const answer = (token: string | undefined, code: string) => post('/api/second-factor', { token, code });

    const one = (await mailedCodeStep(email)).second_factor?.token;
    for (let i = 0; i < 5; i++)
      expect((await answer(one, wrongCode())).json().error.fields.code).toBeDefined();
    // the sixth, even right, finds the step spent: the sign-in starts again from the mail
    const spent = await answer(one, totpNow(secret));
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.fields.token).toMatch(/start again with your e-mail/);

    const two = (await mailedCodeStep(email)).second_factor?.token;
    for (let i = 0; i < 5; i++) expect((await answer(two, wrongCode())).statusCode).toBe(400);
    const locked = await answer((await mailedCodeStep(email)).second_factor?.token, totpNow(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(
      /Too many wrong answers for this account today; try again in/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });
});
