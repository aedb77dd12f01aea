import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, sessions, signinCodes, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import { createTestApp, lastMailTo, type TestApp } from './helpers.js';

const SIGNIN = '/api/signin-without-password';
const PUBLIC_URL = 'https://office.example.test';

let t: TestApp;
let supersAtStart: string[];

const superEmails = async () =>
  (
    await t.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(eq(roles.name, 'super'))
  ).map((r) => r.email);

beforeAll(async () => {
  t = await createTestApp({
    SESSION_TTL_HOURS: '2',
    PUBLIC_URL,
    BOOTSTRAP_SUPER_EMAIL: 'x@corp.com',
    SEED_DEMO: 'false',
  });
  supersAtStart = await superEmails();
});
afterAll(() => t?.close());

// Each call comes from an address of its own, so that only the tests about the per-IP
// limit ever meet it.
let nextHost = 1;
const freshIp = () => `198.51.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

function signin(payload: Record<string, unknown>, remoteAddress = freshIp(), headers = {}) {
  return t.app.inject({ method: 'POST', url: SIGNIN, payload, remoteAddress, headers });
}

async function askCode(email: string) {
  const res = await signin({ email });
  expect(res.statusCode).toBe(200);
  return lastMailTo(t.mails, email).code;
}

/** Asks for a code and returns what its mailed link sends: the address, the code and the link's key. */
async function askLink(email: string) {
  expect((await signin({ email })).statusCode).toBe(200);
  const url = new URL(lastMailTo(t.mails, email).link);
  return { email, code: url.searchParams.get('code'), key: url.searchParams.get('key') };
}

/** A 429 whose Retry-After lies in (min, max] seconds and whose message says `message`. */
function expectLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  [min, max]: [number, number],
  message: string,
) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
  expect(res.json()).toEqual({ success: false, error: { code: 'rate_limited', message } });
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers });

describe('POST /api/signin-without-password', () => {
  it('answers a token, its lifetime in seconds and the role for the right code', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    const res = await signin({ email, code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.access_token).toEqual(expect.any(String));
    expect(body.data.access_token.length).toBeGreaterThanOrEqual(32);
    expect(body.data.expires_in).toBe(2 * 3600);
    expect(body.data.user).toEqual({ role: 'admin' });
    expect((await getUser(bearer(body.data.access_token))).statusCode).toBe(200);
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const { email } = await t.signedIn('super');
    await signin({ email: `  ${email.toUpperCase()} ` });
    const { code } = lastMailTo(t.mails, email);
    const res = await signin({ email: email.toUpperCase(), code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('super');
  });

  it('answers 400 with fields.code for a wrong code', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    const res = await signin({ email, code: otherCode(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'validation_failed', fields: { code: expect.any(String) } },
    });
  });

  it('answers 400 with fields.code for a code that is not 6 digits', async () => {
    const res = await signin({ email: unique('shape'), code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toEqual(expect.any(String));
  });

  it('answers 400 with fields.email for an invalid address', async () => {
    const res = await signin({ email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { email: expect.any(String) },
    });
  });

  it('refuses a code that was used once already', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    expect((await signin({ email, code })).statusCode).toBe(200);
    const again = await signin({ email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.code).toEqual(expect.any(String));
  });

  it('refuses an expired code', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    await t.db
      .update(signinCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(signinCodes.email, email));
    const res = await signin({ email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toEqual(expect.any(String));
  });

  it('spends the code after 5 wrong attempts, even if the right one follows', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    for (let i = 0; i < 5; i++) expect((await signin({ email, code: otherCode(code) })).statusCode).toBe(400);
    expect((await signin({ email, code })).statusCode).toBe(400);
  });

  it('still accepts the right code after 4 wrong attempts', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    for (let i = 0; i < 4; i++) await signin({ email, code: otherCode(code) });
    expect((await signin({ email, code })).statusCode).toBe(200);
  });

  it('counts every one of many wrong attempts sent at the same time', async () => {
    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () => signin({ email, code: otherCode(code) })),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual(Array(8).fill(400));
    expect((await signin({ email, code })).statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and mails nothing to it', async () => {
    const known = await t.signedIn('admin');
    const unknown = unique('nobody');
    const mailsBefore = t.mails.length;
    const forKnown = await signin({ email: known.email });
    const forUnknown = await signin({ email: unknown });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual([known.email]);
  });

  it('refuses to sign in an unknown address, whatever code it tries', async () => {
    const email = unique('nobody');
    await signin({ email });
    const res = await signin({ email, code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toEqual(expect.any(String));
  });

  it('answers without waiting for the mail, and the same way when the mail cannot be sent', async () => {
    const { email } = await t.signedIn('admin');
    const hanging = await t.build({}, { mailer: { send: () => new Promise<void>(() => {}) } });
    const failing = await t.build(
      {},
      { mailer: { send: async () => Promise.reject(new Error('SMTP down')) } },
    );
    const inTime = (p: Promise<{ statusCode: number; body: string }>) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('hung')), 3000))]);
    const payload = { email };
    const viaHanging = await inTime(hanging.app.inject({ method: 'POST', url: SIGNIN, payload }));
    const viaFailing = await inTime(failing.app.inject({ method: 'POST', url: SIGNIN, payload }));
    const forUnknown = await signin({ email: unique('nobody') });
    expect(viaHanging.statusCode).toBe(200);
    expect(viaFailing.statusCode).toBe(200);
    expect(viaHanging.body).toBe(forUnknown.body);
    expect(viaFailing.body).toBe(forUnknown.body);
  });

  it('answers 429 with words after 5 codes asked by one requester for one address; others still get theirs', async () => {
    const { email } = await t.signedIn('admin');
    const stranger = '203.0.113.40';
    for (let i = 0; i < 5; i++) expect((await signin({ email }, stranger)).statusCode).toBe(200);
    const sixth = await signin({ email }, stranger);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      error: {
        code: 'rate_limited',
        message:
          'Too many codes were asked for this address: the codes already sent still work, and a new one can be sent in 15 minutes',
      },
    });
    // the stranger's requests cost the stranger only: the address's owner, elsewhere, signs in
    const ownCode = await askCode(email);
    expect((await signin({ email, code: ownCode })).statusCode).toBe(200);
    expect((await signin({ email: unique('other') }, stranger)).statusCode).toBe(200);
  });

  it('limits unknown addresses the same way', async () => {
    const email = unique('nobody');
    const ip = '203.0.113.41';
    for (let i = 0; i < 5; i++) await signin({ email }, ip);
    expect((await signin({ email }, ip)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, so that fresh addresses in it do not reset the limit', async () => {
    const email = unique('v6');
    for (let i = 1; i <= 5; i++) expect((await signin({ email }, `2001:db8:1:2::${i}`)).statusCode).toBe(200);
    expect((await signin({ email }, '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await signin({ email }, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('stops a flood from many requesters at 20 codes per address in 15 minutes', async () => {
    const email = unique('flood');
    for (let i = 0; i < 20; i++) expect((await signin({ email })).statusCode).toBe(200);
    const over = await signin({ email });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toContain('the codes already sent still work');
  });

  it('keeps an already mailed code valid while others ask for newer ones', async () => {
    const { email } = await t.signedIn('admin');
    const mine = await askCode(email);
    for (let i = 0; i < 5; i++) await signin({ email }, '203.0.113.42');
    const res = await signin({ email, code: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('admin');
  });

  it('spends every live code of the address on a successful sign-in', async () => {
    const { email } = await t.signedIn('admin');
    const older = await askCode(email);
    const newer = await askCode(email);
    const link = await askLink(email);
    expect((await signin({ email, code: newer })).statusCode).toBe(200);
    for (const payload of [{ email, code: older }, link]) {
      const res = await signin(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.code).toEqual(expect.any(String));
    }
  });

  it('answers 429 rate_limited after 20 requests in a minute from one IP', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 20; i++) expect((await signin({ email: unique('ip') }, ip)).statusCode).toBe(200);
    const over = await signin({ email: unique('ip') }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, error: { code: 'rate_limited' } });
    expect((await signin({ email: unique('ip') }, '203.0.113.11')).statusCode).toBe(200);
  });

  it('does not let a client reset the per-IP limit with an X-Forwarded-For header', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 20; i++)
      await signin({ email: unique('xff') }, ip, { 'x-forwarded-for': `192.0.2.${i}` });
    const over = await signin({ email: unique('xff') }, ip, { 'x-forwarded-for': '192.0.2.99' });
    expect(over.statusCode).toBe(429);
  });

  it('does not let a client on the private network (Docker, a VPN) choose its IP', async () => {
    const neighbour = '172.17.0.3';
    for (let i = 0; i < 20; i++)
      await signin({ email: unique('docker') }, neighbour, { 'x-forwarded-for': `192.0.2.${i}` });
    const over = await signin({ email: unique('docker') }, neighbour, { 'x-forwarded-for': '192.0.2.99' });
    expect(over.statusCode).toBe(429);
  });

  it('limits each client behind a proxy that TRUST_PROXY names separately', async () => {
    const { app } = await t.build({ TRUST_PROXY: '10.0.0.5' });
    const viaProxy = (client: string) =>
      app.inject({
        method: 'POST',
        url: SIGNIN,
        payload: { email: unique('lb') },
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 20; i++) await viaProxy('192.0.2.1');
    expect((await viaProxy('192.0.2.1')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.2')).statusCode).toBe(200);
  });

  it('says when the address may ask again: Retry-After and the message, from its oldest counted code', async () => {
    const email = unique('wait');
    const requester = '203.0.113.43';
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    // five codes 1 to 5 minutes old, and one 20 minutes old that the 15-minute window no longer counts
    await t.db.insert(signinCodes).values(
      [1, 2, 3, 4, 5, 20].map((m) => ({
        email,
        requester,
        code_hash: `test-${m}`,
        expires_at: minutesAgo(m - 15),
        created_at: minutesAgo(m),
      })),
    );
    // the 5-minute-old code leaves the window in 10 minutes (less the moments this test took)
    expectLimited(
      await signin({ email }, requester),
      [9 * 60, 10 * 60],
      'Too many codes were asked for this address: the codes already sent still work, and a new one can be sent in 10 minutes',
    );
  });

  it('says when an IP may ask again, in Retry-After and in the message alike', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 20; i++) await signin({ email: unique('ipwait') }, ip);
    const over = await signin({ email: unique('ipwait') }, ip);
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const words = retryAfter === 60 ? '1 minute' : `${retryAfter} second${retryAfter === 1 ? '' : 's'}`;
    expect(over.json()).toEqual({
      success: false,
      error: { code: 'rate_limited', message: `Too many requests — try again in ${words}` },
    });
  });

  it('mails a link to PUBLIC_URL that carries the address, the code and a key, and signs in with them', async () => {
    const { email } = await t.signedIn('super');
    await signin({ email });
    const { link, code, mail } = lastMailTo(t.mails, email);
    expect(mail.text).toContain(code);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/signin`);
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('code')).toBe(code);
    expect(url.searchParams.get('key')).toMatch(/^[\w-]{22}$/);
    const res = await signin({
      email: url.searchParams.get('email'),
      code: url.searchParams.get('code'),
      key: url.searchParams.get('key'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('super');
  });

  it('stores no code, link key or token in plain text', async () => {
    const { email } = await t.signedIn('admin');
    const { code, key } = await askLink(email);
    const token = (await signin({ email, code })).json().data.access_token as string;
    const stored = JSON.stringify([
      await t.db.select().from(signinCodes).where(eq(signinCodes.email, email)),
      await t.db.select().from(sessions),
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(key);
  });

  it('removes expired sessions and day-old codes as people sign in', async () => {
    const stale = await t.signedIn('admin');
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, stale.id));
    const oldAddress = unique('old');
    await signin({ email: oldAddress });
    await t.db
      .update(signinCodes)
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(signinCodes.email, oldAddress));

    const { email } = await t.signedIn('admin');
    const code = await askCode(email);
    expect((await signin({ email, code })).statusCode).toBe(200);

    expect(await t.db.select().from(sessions).where(eq(sessions.user_id, stale.id))).toEqual([]);
    expect(await t.db.select().from(signinCodes).where(eq(signinCodes.email, oldAddress))).toEqual([]);
  });
});

describe('the wrong-code budget of an address (10 wrong comparisons in any 24 hours)', () => {
  const wrongTimes = async (email: string, code: string, times: number) => {
    for (let i = 0; i < times; i++)
      expect((await signin({ email, code: otherCode(code) })).statusCode).toBe(400);
  };
  const failedSoFar = async (email: string) =>
    (await t.db.select().from(signinCodes).where(eq(signinCodes.email, email))).reduce(
      (sum, c) => sum + c.failed_attempts,
      0,
    );

  it('counts wrong codes across codes and locks typing with words, while the mailed link still works', async () => {
    const { email } = await t.signedIn('admin');
    await wrongTimes(email, await askCode(email), 5); // this code takes no more typed guesses
    await wrongTimes(email, await askCode(email), 5); // nor this one: the day's 10 are spent
    const link = await askLink(email);
    expectLimited(
      await signin({ email, code: link.code }),
      [23 * 3600, 24 * 3600],
      'Too many wrong codes for this address today: open the link in the e-mail instead, or type a code again in 24 hours',
    );
    const viaLink = await signin(link);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json().data.user.role).toBe('admin');
  });

  it('counts a typed code once against each live code of the address', async () => {
    const { email } = await t.signedIn('admin');
    await askCode(email);
    const newer = await askCode(email);
    await wrongTimes(email, newer, 5); // 5 guesses, each compared with 2 codes: 10
    expect(await failedSoFar(email)).toBe(10);
    expect((await signin({ email, code: await askCode(email) })).statusCode).toBe(429);
  });

  it('lets parallel guesses take no more than the budget', async () => {
    const { email } = await t.signedIn('admin');
    const codes = [await askCode(email), await askCode(email), await askCode(email)];
    const wrong = String((Number(codes.join('')) % 999_983) + 1).padStart(6, '0');
    const guesses = codes.includes(wrong) ? otherCode(wrong) : wrong;
    const answers = await Promise.all(Array.from({ length: 10 }, () => signin({ email, code: guesses })));
    // 3 live codes: three guesses fit in 10 comparisons (9), the rest are refused unread
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(3).fill(400), ...Array(7).fill(429)]);
    expect(await failedSoFar(email)).toBe(9);
  });

  it('opens the link even after wrong codes spent its code, and never counts a wrong link key', async () => {
    const { email } = await t.signedIn('admin');
    const link = await askLink(email);
    await wrongTimes(email, String(link.code), 5);
    const forged = await signin({ ...link, key: 'A'.repeat(22) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields.code).toEqual(expect.any(String));
    expect(await failedSoFar(email)).toBe(5);
    expect((await signin(link)).statusCode).toBe(200);
  });

  it('answers 400 with fields.key for a key that is not a link key', async () => {
    const res = await signin({ email: unique('key'), code: '123456', key: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.key).toEqual(expect.any(String));
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user', async () => {
    const { id, email, headers } = await t.signedIn('admin');
    const res = await getUser(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id, email, first_name: 'admin', last_name: 'Tester', role: { name: 'admin' } },
    });
  });

  it('answers 401 unauthorized without a token', async () => {
    const res = await getUser({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const { token } = await t.signedIn('admin');
    for (const authorization of [
      'Bearer',
      'Bearer ',
      token,
      `Basic ${token}`,
      `Bearer ${token} extra`,
      `Bearer ${token}x`,
      `Bearer "${token}"`,
    ]) {
      const res = await getUser({ authorization });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 401 });
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('accepts the Bearer scheme in any case', async () => {
    const { token } = await t.signedIn('admin');
    expect((await getUser({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers 401 once the session has expired', async () => {
    const { id, headers } = await t.signedIn('admin');
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, id));
    const res = await getUser(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers 401 for a session deleted behind the API once SESSION_CACHE_MS has passed', async () => {
    const { id, headers } = await t.signedIn('admin');
    expect((await getUser(headers)).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.user_id, id));
    // within the window the session read a moment ago still serves (bursts skip the lookup)
    expect((await getUser(headers)).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, t.app.config.sessionCacheMs + 50));
    const after = await getUser(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it('refuses a cached session at its expiry, without waiting for the cache window', async () => {
    const { id, headers } = await t.signedIn('admin');
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() + 300) })
      .where(eq(sessions.user_id, id));
    expect((await getUser(headers)).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 350));
    expect((await getUser(headers)).statusCode).toBe(401);
  });
});

describe('POST /api/signout', () => {
  it('ends this session: its token answers 401 afterwards', async () => {
    const { headers } = await t.signedIn('admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/signout', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const after = await getUser(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it('leaves the same user’s other sessions signed in', async () => {
    const email = unique('two-devices');
    const phone = await t.signedIn('admin', email);
    const laptop = await t.signedIn('admin', email);
    await t.app.inject({ method: 'POST', url: '/api/signout', headers: phone.headers });
    expect((await getUser(laptop.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('BOOTSTRAP_SUPER_EMAIL', () => {
  it('makes that address the one super user of a fresh database', () => {
    expect(supersAtStart).toEqual(['x@corp.com']);
  });

  it('creates no other super once one exists, and never duplicates it', async () => {
    await seedDatabase(t.db, { ...t.config, bootstrapSuperEmail: 'y@corp.com', seedDemo: false });
    await seedDatabase(t.db, { ...t.config, bootstrapSuperEmail: 'x@corp.com', seedDemo: false });
    const emails = (await t.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).not.toContain('y@corp.com');
    expect(emails.filter((e) => e === 'x@corp.com')).toHaveLength(1);
  });

  it('lets that address sign in as super', async () => {
    const code = await askCode('x@corp.com');
    const res = await signin({ email: 'x@corp.com', code });
    expect(res.json().data.user.role).toBe('super');
  });
});
