/**
 * Memory of the server as `npm start` runs it, on a fresh data folder:
 *   npm run mem:report [-- --duration 10 --connections 10 --no-build --label before --server path/to/server.js
 *                         --query 'visible=true&size=50&page=1&search=free']
 * Builds the API (esbuild, seconds), starts dist/server.js on a temporary DATA_DIR and a free
 * loopback port (the embedded PGlite, demo library seeded, unless DATABASE_URL is set), waits
 * for /api/health, reads VmRSS of the server process, then signs in as the demo super user
 * (the code is read from the server's output) and runs autocannon against the ads list for
 * `duration` seconds while sampling VmRSS every 100 ms. Prints one Markdown table row.
 * `--server` runs another build instead (e.g. of an earlier commit, to compare back to back).
 * Numbers, not assertions: it reports, it never fails on a slow machine.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './free-port.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
    server: { type: 'string' },
    query: { type: 'string', default: 'visible=true&size=50&page=1' },
  },
});
const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const MB = 1024 * 1024;

/** VmRSS and VmHWM (peak) of a process, in bytes, from /proc (Linux). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * CPU time the process has used, in ms (utime + stime of /proc/PID/stat, in USER_HZ = 100
 * ticks a second). CPU per request says what a list costs even when other work on a busy
 * machine makes req/s swing.
 */
function cpuMsOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`mem-report: ${what} did not happen within ${seconds} s`);
}

if (!args['no-build'] && !args.server) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'adlib-mem-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const server: ChildProcess = spawn(
  process.execPath,
  [args.server ? resolve(args.server) : join(API_DIR, 'dist/server.js')],
  {
    // DEV_MAILER: the code is read from the output, on PostgreSQL (DATABASE_URL) too
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DEV_MAILER: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
server.stdout?.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
/** Stops the server (waiting for it, so its files are closed) and removes the data folder. */
async function stop() {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const pid = server.pid as number;
  const started = Date.now();
  await waitFor('/api/health', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 300);
  const startMs = Date.now() - started;
  const atReady = memoryOf(pid);

  const email = 'super@example.com';
  const signIn = (body: object) =>
    fetch(`${base}/api/signin-without-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await signIn({ email });
  const code = await waitFor(
    'the sign-in code in the output',
    async () => new RegExp(`sign-in code for ${email}: (\\d{6})`).exec(output)?.[1],
    30,
  );
  const { data } = (await (await signIn({ email, code })).json()) as { data: { access_token: string } };

  let peakUnderLoad = 0;
  const sampler = setInterval(() => {
    peakUnderLoad = Math.max(peakUnderLoad, memoryOf(pid).rss);
  }, 100);
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url: `${base}/api/advertisements_admin?${args.query}`,
    connections: Number(args.connections),
    duration: Number(args.duration),
    headers: { authorization: `Bearer ${data.access_token}` },
    timeout: 10,
  });
  clearInterval(sampler);
  const after = memoryOf(pid);
  const cpuPerRequest = (cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests.total);

  const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
  console.log(
    [
      '',
      '| label | start | RSS at ready | peak RSS under load | RSS after load | req/s (avg) | p99 | server CPU per request | non-2xx |',
      '|---|---|---|---|---|---|---|---|---|',
      `| ${args.label} | ${startMs} ms | ${mb(atReady.rss)} | ${mb(Math.max(peakUnderLoad, after.rss))} | ${mb(after.rss)} | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${cpuPerRequest.toFixed(2)} ms | ${result.non2xx + result.errors} |`,
      '',
    ].join('\n'),
  );
  await stop();
} catch (err) {
  console.error(err);
  await stop();
  process.exit(1);
}
