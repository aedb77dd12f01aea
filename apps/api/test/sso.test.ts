import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, sessions, ssoLogins, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';
import { softwarePasskey } from './software-passkey.js';

// A real OpenID Connect provider (panva's oidc-provider) on loopback: the API discovers it,
// redirects to it and exchanges its codes as it would a company's (decision 027).
const PUBLIC_URL = 'https://office.example.test';
const REDIRECT = `${PUBLIC_URL}/signin/sso`;
const CLIENT = { client_id: 'adlib-office', client_secret: 'a-client-secret-for-the-tests' };

/** The provider's accounts: the claims each signs in with (changed by the tests). */
const accounts: Record<
  string,
  { email: string; email_verified?: boolean; groups: string[]; given_name?: string }
> = {
  ann: { email: 'ann@corp.test', groups: ['office-admins'], given_name: 'Ann' },
  fay: { email: 'fay@corp.test', groups: ['office-admins'], given_name: 'Fay' },
  sue: { email: 'sue@corp.test', groups: ['staff', 'office-supers'] },
  eve: { email: 'eve@elsewhere.test', groups: ['office-supers'] },
  bob: { email: 'bob@corp.test', groups: ['sales'] },
  una: { email: 'una@corp.test', email_verified: false, groups: ['office-admins'] },
};
/** who the provider's login step signs in next */
let nextAccount = 'ann';

let provider: Provider;
let issuerServer: ReturnType<Provider['listen']>;
let t: TestApp;

beforeAll(async () => {
  // listen first on a free port, then the provider knows its own issuer URL
  const { createServer } = await import('node:http');
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((done) => probe.close(done));
  const issuer = `http://127.0.0.1:${port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        ...CLIENT,
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['a-cookie-key-for-the-tests'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      groups: ['groups'],
    },
    // every claim in the ID token too (some providers do so, others answer them at userinfo)
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email_verified: true, ...account }) };
    },
    // consent is the company's affair: every scope asked for is granted
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  });
  // the login step: whoever the test named signs in, without a form
  provider.use(async (ctx, next) => {
    if (ctx.path.startsWith('/interaction/')) {
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: nextAccount } });
      ctx.respond = false;
      return;
    }
    await next();
  });
  issuerServer = provider.listen(port, '127.0.0.1');
  await new Promise((done) => issuerServer.once('listening', done));

  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
    OIDC_PROVIDER_NAME: 'Corp Login',
    OIDC_ALLOWED_DOMAINS: 'corp.test',
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_SUPER_GROUPS: 'office-supers',
    OIDC_ADMIN_GROUPS: 'office-admins',
    STAFF_SIGNIN: 'sso',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((done) => issuerServer?.close(done));
});

/** A browser's cookies at the provider, by name (paths do not matter for these few calls). */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/** The browser's trip through the provider: from the API's start address to the panel's callback address. */
async function atProvider(startUrl: string, account: string) {
  nextAccount = account;
  const jar = cookieJar();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(REDIRECT)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

const start = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/sso/start' });
  expect(res.statusCode).toBe(200);
  return res.json().data.url as string;
};
const callback = (back: URL, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sso/callback',
    headers,
    payload: {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      iss: back.searchParams.get('iss') ?? undefined,
    },
  });
const signOn = async (account: string) => callback(await atProvider(await start(), account));

const roleOf = async (email: string) =>
  (
    await t.db
      .select({ role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(eq(users.email, email))
  )[0]?.role;

describe('single sign-on through OpenID Connect', () => {
  it('offers the provider on the sign-in screen without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json().data.sso).toEqual({ provider_name: 'Corp Login', staff_sso_only: true });
  });

  it('sends the browser to the provider with PKCE, a state and a nonce', async () => {
    const url = new URL(await start());
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates the staff user of a first sign-on with the role its groups map to, and starts an sso session', async () => {
    const res = await signOn('ann');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user.role).toBe('admin');
    expect(data.expires_in).toBeGreaterThan(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(me.json().data).toMatchObject({
      email: 'ann@corp.test',
      first_name: 'Ann',
      role: { name: 'admin' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(list.json().data.records[0]).toMatchObject({ method: 'sso', current: true });

    const sue = await signOn('sue');
    expect(sue.json().data.user.role).toBe('super');
    expect(await roleOf('sue@corp.test')).toBe('super');
  });

  it('takes the role away at the next sign-on of someone taken out of the groups, and refuses them', async () => {
    const first = (await signOn('ann')).json().data.access_token as string;
    const [ann] = await t.db.select().from(users).where(eq(users.email, 'ann@corp.test'));
    accounts.ann = { ...accounts.ann, email: 'ann@corp.test', groups: ['sales'] };
    const res = await signOn('ann');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Your Corp Login account is not in a group that may use the back office; ask your administrator for access',
    );
    expect(await roleOf('ann@corp.test')).toBe('free');
    // the sessions she had ended with the role
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(me.statusCode).toBe(401);
    const log = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(ann?.id)));
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['create', 'sign_in', 'sso_role', 'session_ended']),
    );
    // back in a group: the role comes back
    accounts.ann = { ...accounts.ann, email: 'ann@corp.test', groups: ['office-supers'] };
    expect((await signOn('ann')).json().data.user.role).toBe('super');
  });

  it('refuses an address outside the allowed domains, one in no group, and an unconfirmed one', async () => {
    const eve = await signOn('eve');
    expect(eve.statusCode).toBe(403);
    expect(eve.json().error.message).toBe(
      'eve@elsewhere.test is not an address of a domain that may sign in here',
    );
    expect(await roleOf('eve@elsewhere.test')).toBeUndefined();
    const bob = await signOn('bob');
    expect(bob.statusCode).toBe(403);
    expect(await roleOf('bob@corp.test')).toBeUndefined();
    const una = await signOn('una');
    expect(una.statusCode).toBe(403);
    expect(una.json().error.message).toBe('Corp Login did not confirm an e-mail address for this account');
  });

  it('refuses a replayed callback', async () => {
    const back = await atProvider(await start(), 'sue');
    expect((await callback(back)).statusCode).toBe(200);
    const again = await callback(back);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/already been used or has expired/);
  });

  it('refuses a state it did not issue, and a code brought back with another sign-on’s state', async () => {
    const back = await atProvider(await start(), 'sue');
    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-nobody-issued');
    expect((await callback(forged)).statusCode).toBe(400);

    // a second sign-on's state with the first one's code: the PKCE verifier does not match
    const other = new URL(await start());
    const swapped = new URL(back);
    swapped.searchParams.set('state', other.searchParams.get('state') ?? '');
    const res = await callback(swapped);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Signing in with Corp Login did not work; start again, or ask your administrator',
    );
  });

  it('checks the ID token’s nonce against the one stored for the sign-on', async () => {
    const startUrl = await start();
    // the stored nonce no longer matches the one the provider puts in the ID token
    await t.db.update(ssoLogins).set({ nonce: 'a-different-nonce' });
    const res = await callback(await atProvider(startUrl, 'sue'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/did not work/);
  });

  it('mails no code to staff when STAFF_SIGNIN=sso, and still mails customers', async () => {
    t.mails.length = 0;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/signin-without-password',
      payload: { email: 'sue@corp.test' },
    });
    expect(asked.statusCode).toBe(200);
    expect(t.mails).toHaveLength(0);
    // a customer still gets one
    await t.signedIn('free', 'customer-sso@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/signin-without-password',
      payload: { email: 'customer-sso@example.com' },
    });
    expect(t.mails.map((m) => m.to)).toEqual(['customer-sso@example.com']);
  });

  it('refuses a passkey alone for staff when STAFF_SIGNIN=sso: the provider decides each staff sign-in', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '198.51.100.8' });
    // an admin signed on through the provider adds a passkey
    const ann = (await signOn('ann')).json().data;
    const key = softwarePasskey(PUBLIC_URL);
    const reg = (await post('/api/factors/passkeys/options', {}, bearer(ann.access_token))).json().data;
    const added = await post(
      '/api/factors/passkeys',
      { token: reg.token, name: 'Laptop', passkey: key.create(reg.options) },
      bearer(ann.access_token),
    );
    expect(added.statusCode).toBe(201);

    const before = (await t.db.select({ id: sessions.id }).from(sessions)).length;
    const options = (await post('/api/signin-passkey/options', {})).json().data;
    const res = await post('/api/signin-passkey', {
      token: options.token,
      passkey: key.get(options.options),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBeUndefined();
    // the passkey itself was right (checked first): the refusal says to use the provider
    expect(res.json().error.fields.passkey).toMatch(/signs in with Corp Login/);
    expect((await t.db.select({ id: sessions.id }).from(sessions)).length).toBe(before);

    // it still serves as her second factor after the provider
    const step = (await signOn('ann')).json().data;
    expect(step.second_factor.methods).toEqual(['passkey']);
    const challenge = (await post('/api/second-factor/options', { token: step.second_factor.token })).json()
      .data;
    const done = await post('/api/second-factor', {
      token: challenge.token,
      passkey: key.get(challenge.options),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.access_token).toBeDefined();
  });

  it('records where each sso session started', async () => {
    const res = await signOn('sue');
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.method, 'sso'));
    expect(rows.length).toBeGreaterThan(0);
  });
  it('asks a user with a second factor for it after the provider, and records the session as sso', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url, headers, payload, remoteAddress: '198.51.100.7' });
    const totpAt = (secret: string, at: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: at,
      });

    // no factor yet: the session at once
    const first = (await signOn('fay')).json().data;
    expect(first.access_token).toBeDefined();
    const headers = bearer(first.access_token);
    const setup = (await inject('POST', '/api/factors/totp/setup', headers, {})).json().data;
    const added = await inject('POST', '/api/factors/totp', headers, {
      token: setup.token,
      name: 'Phone',
      code: totpAt(setup.secret, Date.now() - 30_000),
    });
    expect(added.statusCode).toBe(201);

    // with one: the provider's answer is not enough
    const step = await signOn('fay');
    expect(step.statusCode).toBe(200);
    expect(step.json().data.access_token).toBeUndefined();
    expect(step.json().data.second_factor.methods).toEqual(['totp']);
    const done = await inject(
      'POST',
      '/api/second-factor',
      {},
      {
        token: step.json().data.second_factor.token,
        code: totpAt(setup.secret, Date.now()),
      },
    );
    expect(done.statusCode).toBe(200);
    const list = await inject('GET', '/api/sessions', bearer(done.json().data.access_token));
    expect(list.json().data.records[0]).toMatchObject({ method: 'sso', current: true });
  });

  it('REQUIRE_SECOND_FACTOR (super by default) holds after single sign-on too', async () => {
    const sue = (await signOn('sue')).json().data;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${sue.access_token}` },
    });
    expect(me.json().data.must_add_second_factor).toBe(true);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${sue.access_token}` },
    });
    expect(users.statusCode).toBe(403);
  });
});
