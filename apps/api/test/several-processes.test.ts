import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAd } from './advertisements-fixtures.js';
import { createPostgresDatabase } from './postgres-database.js';
import { exited, freePort, serverEnv, spawnWithOutput, waitForOutput } from './server-process.js';

// Two real API processes on one PostgreSQL database and one Redis, as behind a load balancer
// (issue 10 section 4, decision 010). Runs where the API tests run on PostgreSQL
// (TEST_DATABASE_URL, which .ci/run sets) and Redis answers (TEST_REDIS_URL, default local).
const pgAdminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function whyNot(): Promise<string | null> {
  if (!pgAdminUrl) return 'TEST_DATABASE_URL is not set (it needs a PostgreSQL server)';
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {}); // answered below
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis at ${redisUrl} does not answer (${(err as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}
const skipReason = await whyNot();
if (skipReason) console.warn(`several-processes.test.ts skipped: ${skipReason}`);

const SUPER = `several-super-${randomBytes(3).toString('hex')}@example.com`;
// Keys and channel of this run only: other runs may share the Redis server.
const REDIS_PREFIX = `adlib-test-${randomBytes(4).toString('hex')}:`;

type Server = { url: string; output: { text: string }; child: ReturnType<typeof spawnWithOutput>['child'] };
const servers: Server[] = [];
const dataDirs: string[] = [];
let dropDatabase = async () => {};

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'adlib-several-'));
  dataDirs.push(dataDir);
  const env = serverEnv(port, dataDir, {
    LOG_LEVEL: 'warn',
    BOOTSTRAP_SUPER_EMAIL: SUPER,
    // the longest window: a session or total that another process cached would outlive the test
    SESSION_CACHE_MS: '60000',
    REDIS_URL: redisUrl,
    REDIS_PREFIX,
    // the test's clients come through loopback, each with its own X-Forwarded-For
    TRUST_PROXY: 'loopback',
    // PostgreSQL without SMTP_URL: the codes in the output are what this test wants
    DEV_MAILER: 'true',
    // the super signs in with the mailed code alone: this test is about processes, not factors
    REQUIRE_SECOND_FACTOR: 'none',
  });
  env.DATABASE_URL = databaseUrl;
  delete env.SMTP_URL; // sign-in codes in the output
  const { child, output } = spawnWithOutput(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    env,
  );
  const server = { url: `http://127.0.0.1:${port}`, output, child };
  servers.push(server);
  await waitForOutput(child, output, /is ready in/, 90_000);
  return server;
}

let a: Server;
let b: Server;
let authorization = '';

/** Each call is a client of its own behind the (trusted, loopback) proxy: its own per-IP counter. */
let clients = 0;
const client = () => `198.51.100.${++clients}`;

const signIn = (server: Server, body: object, ip: string) =>
  fetch(`${server.url}/api/signin-without-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

/** A code asked through `asked`, typed through `typed`: the token. */
async function signInAcross(asked: Server, typed: Server, email = SUPER) {
  const ip = client();
  const before = asked.output.text.length;
  expect((await signIn(asked, { email }, ip)).status).toBe(200);
  // only what was printed after this request: an earlier code was spent or replaced
  const printedSince = {
    get text() {
      return asked.output.text.slice(before);
    },
  };
  const [, code] = await waitForOutput(asked.child, printedSince, /sign-in code for \S+: (\d{6})/, 10_000);
  const res = await signIn(typed, { email, code }, ip);
  expect(res.status).toBe(200);
  return `Bearer ${((await res.json()) as { data: { access_token: string } }).data.access_token}`;
}

const call = (server: Server, method: string, path: string, auth: string, body?: object) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** The signed-in super user's id (ads name their author). */
const userId = async () =>
  ((await (await call(a, 'GET', '/api/user', authorization)).json()) as { data: { id: number } }).data.id;

beforeAll(async () => {
  if (skipReason || !pgAdminUrl) return;
  const database = await createPostgresDatabase(pgAdminUrl);
  dropDatabase = database.drop;
  // together, as a deploy starts its replicas: one migrates and seeds the new database while
  // the other waits for it (db/start-lock.ts)
  [a, b] = await Promise.all([startServer(database.url), startServer(database.url)]);
  authorization = await signInAcross(a, b);
}, 200_000);

afterAll(async () => {
  for (const server of servers) {
    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    await exit;
  }
  await dropDatabase();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (!skipReason) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}, 60_000);

describe.skipIf(skipReason)('two API processes on one database and one Redis', () => {
  it('count the codes asked for one address through either process against one limit', async () => {
    const email = `throttled-${randomBytes(3).toString('hex')}@example.com`;
    const ip = client();
    for (const server of [a, b, a, b, a]) expect((await signIn(server, { email }, ip)).status).toBe(200);
    for (const server of [b, a]) {
      const res = await signIn(server, { email }, ip);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
  });

  it('count the sign-in calls of one client through either process against one per-IP limit', async () => {
    const ip = client();
    const wrong = (server: Server) =>
      signIn(server, { email: 'nobody@example.com', code: '000000' }, ip).then((r) => r.status);
    // 20 a minute per client: 10 through each process are all answered…
    for (let i = 0; i < 10; i++) {
      expect(await wrong(a)).toBe(400);
      expect(await wrong(b)).toBe(400);
    }
    // …and the 21st is refused whichever process it reaches
    expect(await wrong(a)).toBe(429);
    expect(await wrong(b)).toBe(429);
  });

  it('refuse a session signed out through the other process at once', async () => {
    const token = await signInAcross(b, a);
    // both processes have looked the session up, and would trust it for SESSION_CACHE_MS (60 s)
    expect((await call(a, 'GET', '/api/user', token)).status).toBe(200);
    expect((await call(b, 'GET', '/api/user', token)).status).toBe(200);
    expect((await call(a, 'POST', '/api/signout', token)).status).toBe(200);
    expect((await call(b, 'GET', '/api/user', token)).status).toBe(401);
    expect((await call(a, 'GET', '/api/user', token)).status).toBe(401);
  });

  it("show a create through one process in the other's list and total at once", async () => {
    const me = await userId();
    const create = (name: string) =>
      call(a, 'POST', '/api/advertisements', authorization, validAd({ name, user_id: me }));
    const list = async (server: Server, size: number) => {
      const res = await call(
        server,
        'GET',
        `/api/advertisements_admin?visible=true&size=${size}`,
        authorization,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { total: number; results: { name: string }[] } }).data;
    };
    for (const name of ['Before 1', 'Before 2']) expect((await create(name)).status).toBe(201);
    // pages of one row: the total comes from b's count cache, not from the rows on the page
    const before = await list(b, 1);
    const name = `Across ${randomBytes(3).toString('hex')}`;
    expect((await create(name)).status).toBe(201);
    expect((await list(b, 1)).total).toBe(before.total + 1);
    expect((await list(b, 200)).results.map((r) => r.name)).toContain(name);
  });

  it('answer one 200 and one 409 to two saves of the same version, one through each', async () => {
    const me = await userId();
    const created = await call(a, 'POST', '/api/advertisements', authorization, validAd({ user_id: me }));
    const { id, updated_at } = ((await created.json()) as { data: { id: number; updated_at: string } }).data;
    const save = (server: Server, name: string) =>
      call(
        server,
        'PUT',
        `/api/advertisements/${id}`,
        authorization,
        validAd({ name, user_id: me, updated_at }),
      );
    const answers = await Promise.all(
      [save(a, 'Saved through A'), save(b, 'Saved through B')].map(async (sent) => {
        const res = await sent;
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)).toMatchObject({ body: { error: { code: 'conflict' } } });
  });

  it("list one user's sessions alike through either process, and end them at once in both (decision 027)", async () => {
    const email = `sessions-${randomBytes(3).toString('hex')}@example.com`;
    const created = await call(a, 'POST', '/api/user1', authorization, {
      first_name: 'Sam',
      last_name: 'Sessions',
      email,
      role: 'admin',
    });
    expect(created.status).toBe(201);
    const samId = ((await created.json()) as { data: { id: number } }).data.id;
    const [one, two, three] = [
      await signInAcross(a, b, email),
      await signInAcross(b, a, email),
      await signInAcross(a, b, email),
    ];
    // every process has looked every session up, and would trust it for SESSION_CACHE_MS (60 s)
    for (const token of [one, two, three])
      for (const server of [a, b]) expect((await call(server, 'GET', '/api/user', token)).status).toBe(200);

    type Listed = { data: { records: { id: number; current: boolean; method: string; ip: string }[] } };
    const list = async (server: Server, token: string) =>
      ((await (await call(server, 'GET', '/api/sessions', token)).json()) as Listed).data.records;
    const throughA = await list(a, one);
    expect(throughA).toHaveLength(3);
    expect(throughA.filter((s) => s.current)).toHaveLength(1);
    expect(throughA.every((s) => s.method === 'code' && s.ip.startsWith('198.51.100.'))).toBe(true);
    expect((await list(b, one)).map((s) => s.id)).toEqual(throughA.map((s) => s.id));

    // one ended through B: refused by A at once
    const twoId = (await list(b, two)).find((s) => s.current)?.id;
    expect((await call(b, 'DELETE', `/api/sessions/${twoId}`, one)).status).toBe(200);
    expect((await call(a, 'GET', '/api/user', two)).status).toBe(401);
    expect((await call(b, 'GET', '/api/user', two)).status).toBe(401);

    // all others ended through A: B refuses them, and keeps the one they were ended from
    expect((await call(a, 'POST', '/api/sessions/end-others', one)).status).toBe(200);
    expect((await call(b, 'GET', '/api/user', three)).status).toBe(401);
    expect((await call(b, 'GET', '/api/user', one)).status).toBe(200);
    expect(await list(b, one)).toHaveLength(1);

    // a super ends all of them through B: A refuses the last one at once
    const bySuper = await call(b, 'DELETE', `/api/users/${samId}/sessions`, authorization);
    expect(((await bySuper.json()) as { data: { ended: number } }).data.ended).toBe(1);
    expect((await call(a, 'GET', '/api/user', one)).status).toBe(401);
  });
});
