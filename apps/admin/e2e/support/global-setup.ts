import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../../..');
/** The super user passkeys.spec.ts gives a passkey to, created at start (BOOTSTRAP_SUPER_EMAIL). */
const PASSKEYS_USER = 'passkeys@example.com';

/** Stands in for the customer app and the marketing site, so redirects can be observed. */
function startStubSite(title: string): Promise<Server> {
  return new Promise((done) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
    });
    server.listen(0, '127.0.0.1', () => done(server));
  });
}
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * One super session for every spec file (superSession().openSignedIn): the server allows 5
 * codes per address per 15 minutes, fewer than there are spec files that work as super.
 */
async function superToken(base: string, logFile: string): Promise<string> {
  const email = 'super@example.com';
  const ask = (body: object) =>
    fetch(`${base}/api/signin-without-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (!(await ask({ email })).ok) throw new Error('could not ask for a sign-in code');
  const line = new RegExp(`sign-in code for ${email.replace(/[.@]/g, '\\$&')}: (\\d{6})`);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const code = readFileSync(logFile, 'utf8').match(line)?.[1];
    if (code) {
      const res = await ask({ email, code });
      const body = (await res.json()) as { data?: { access_token?: string } };
      if (res.ok && body.data?.access_token) return body.data.access_token;
      throw new Error(`signing super in answered ${res.status}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code for super in the server log');
}

/** @public Playwright's globalSetup (playwright.config.ts) */
export default async function globalSetup() {
  const customer = await startStubSite('Customer app');
  const marketing = await startStubSite('Marketing site');
  const port = await freePort();
  // A folder per run, so that two runs (two developers, or CI) never share a database.
  const tmp = resolve(repo, `.tmp/e2e-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const logFile = resolve(tmp, 'server.log');
  const log = createWriteStream(logFile);
  const server: ChildProcess = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: resolve(tmp, 'data'),
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      CUSTOMER_APP_URL: urlOf(customer),
      MARKETING_URL: urlOf(marketing),
      LOG_LEVEL: 'warn',
      // the specs sign staff in with the mailed code alone; passkeys.spec.ts adds its factor to
      // a user of its own, so that no other spec meets a second step (decision 026)
      REQUIRE_SECOND_FACTOR: 'none',
      BOOTSTRAP_SUPER_EMAIL: PASSKEYS_USER,
      // webhooks.spec.ts's receiver listens on loopback, which endpoints may not name otherwise
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // E2E_ADMIN_DIST lets a run use its own build (vite build --outDir …) beside another's.
      ...(process.env.E2E_ADMIN_DIST && { ADMIN_DIST_DIR: resolve(process.env.E2E_ADMIN_DIST) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(process.stderr);

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = base;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_SUPER_TOKEN = await superToken(base, logFile);
  process.env.E2E_CUSTOMER_APP_URL = urlOf(customer);
  process.env.E2E_MARKETING_URL = urlOf(marketing);

  return async () => {
    // the folder goes once the server has exited: until then its background jobs (the demo
    // library's media) may still be writing derivatives into it
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    if (server.exitCode === null)
      await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
    rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    customer.close();
    marketing.close();
  };
}
