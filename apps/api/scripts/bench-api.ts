/**
 * Load test of the advertisement list, as the admin SPA calls it:
 *   npm run bench:api [-- --duration 10 --connections 10 --warmup 3 --rounds 2 --only "page 1"]
 * Against DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR, filled by `npm run seed:bulk`.
 * Each case runs on the real app and on the "floor": the SQL statements the app sent for that
 * request (recorded from its driver: the session lookup and the list's queries) replayed by a
 * minimal Fastify handler on the bare driver (bench-server.ts); the ratio says what the app's
 * own code and plugins add. Loopback
 * only; the whole run is bounded by a deadline. Numbers, not assertions: nothing here fails
 * on a slow machine, it reports. Prints a Markdown table.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { ChildMessage, Statement } from './bench-server.js';
import { SEARCH_WORDS } from './bulk-ads.js';
import { databaseCpu } from './db-cpu.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    'show-sql': { type: 'boolean', default: false },
  },
});
const duration = Math.max(1, Number(args.duration));
const connections = Math.max(1, Number(args.connections));
const warmup = Math.max(0, Number(args.warmup));
const rounds = Math.max(1, Number(args.rounds));

interface Case {
  name: string;
  query: Record<string, string>;
}
const first = { visible: 'true', size: '50', page: '1' };
const W = SEARCH_WORDS;
const CASES: Case[] = [
  { name: 'page 1 (visible list, its total)', query: first },
  { name: 'page 200 via cursor', query: { visible: 'true', size: '50' } },
  { name: `search rare word (1 row)`, query: { ...first, search: W.rare } },
  { name: `search 1 % word`, query: { ...first, search: W.onePercent } },
  { name: `search 7 % word`, query: { ...first, search: W.sevenPercent } },
  {
    name: 'search 7 % + industry + type',
    query: { ...first, search: W.sevenPercent, industry: 'Fashion', type: 'Lifestyle' },
  },
].filter((c) => !args.only || c.name.includes(args.only));

const children = new Set<ChildProcess>();
const budgetMs = (CASES.length * 2 * (warmup + rounds * (warmup + duration + 5)) + 300) * 1000;
const deadline = setTimeout(() => {
  process.stderr.write(`bench-api: over its ${budgetMs / 1000} s budget, stopping\n`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, budgetMs);
deadline.unref();

function start(mode: 'app' | 'floor', extra: string[] = []) {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), [mode, ...extra], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${mode} server exited (${code})`));
      const onMessage = (m: ChildMessage) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as Extract<ChildMessage, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    ready: next('ready'),
    async reset() {
      const done = next('reset');
      child.send({ type: 'reset' });
      await done;
    },
    async stats() {
      const done = next('stats');
      child.send({ type: 'stats' });
      return done;
    },
    /** The SQL statements the app sends while serving `request`. */
    async record(request: () => Promise<unknown>) {
      child.send({ type: 'record', on: true });
      await request();
      const done = next('record');
      child.send({ type: 'record', on: false });
      return (await done).statements;
    },
    stop() {
      child.kill('SIGTERM');
      children.delete(child);
    },
  };
}
type Server = ReturnType<typeof start>;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  rssPeakMb: number;
  loopP99Ms: number;
  /** server process CPU (user + system) per request served */
  cpuMsPerRequest: number;
  /** PostgreSQL backends' CPU per request (local server only) */
  dbCpuMsPerRequest: number | null;
  /** this process's CPU (the load generator) per request */
  loadCpuMsPerRequest: number;
}

async function measure(server: Server, url: string, headers: Record<string, string>): Promise<Measured> {
  if (warmup) await autocannon({ url, connections, duration: warmup, headers, timeout: 10 });
  await server.reset();
  const dbDone = await dbCpu?.start();
  const ownCpu = process.cpuUsage();
  const r = await autocannon({ url, connections, duration, headers, timeout: 10 });
  const own = process.cpuUsage(ownCpu);
  const dbMs = dbDone ? await dbDone() : null;
  const s = await server.stats();
  const requests = Math.max(1, r.requests.total);
  return {
    dbCpuMsPerRequest: dbMs === null ? null : dbMs / requests,
    loadCpuMsPerRequest: (own.user + own.system) / 1000 / requests,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.non2xx,
    rssPeakMb: s.rssPeakMb,
    loopP99Ms: s.loopP99Ms,
    cpuMsPerRequest: s.cpuMs / requests,
  };
}

const dbCpu = databaseCpu(process.env.DATABASE_URL);
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
const log = (line: string) => process.stderr.write(`${line}\n`);

const load = loadavg().map((l) => l.toFixed(2));
const app = start('app');
const { port, token } = await app.ready;
const headers = { authorization: `Bearer ${token}` };
const base = `http://127.0.0.1:${port}/api/advertisements_admin`;

async function get(query: Record<string, string>) {
  const res = await fetch(`${base}?${qs(query)}`, { headers });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    data: { total: number; total_is_estimate: boolean; results: unknown[]; next_cursor: string | null };
  };
  return body.data;
}

// First requests, on a fresh app: the page plus its count (which the app then caches).
const firstMs = new Map<Case, number>();
const answers = new Map<Case, string>();
async function firstRequest(c: Case) {
  const started = performance.now();
  const d = await get(c.query);
  firstMs.set(c, performance.now() - started);
  answers.set(c, `${d.total.toLocaleString('en')}${d.total_is_estimate ? '+' : ''}`);
  return d;
}
const pageCase = CASES.find((c) => c.name.startsWith('page 200'));
for (const c of CASES) if (c !== pageCase) await firstRequest(c);
// Page 200 as the SPA reaches it: following next_cursor from page 1, 199 times.
if (pageCase) {
  let cursor = (await get(first)).next_cursor;
  for (let page = 2; page < 200 && cursor; page++)
    cursor = (await get({ ...pageCase.query, cursor })).next_cursor;
  if (!cursor) throw new Error('the list has fewer than 200 pages: seed more ads');
  pageCase.query = { ...pageCase.query, cursor };
  await firstRequest(pageCase);
}
const libraryTotal = (await get({ size: '1' })).total;
// What the app sends for each case in the steady state (counts cached), for the floor to replay.
const recorded = new Map<Case, Statement[]>();
// Recorded twice, the shorter kept: a cached count refreshed in the background (it happens once
// every 10 s) must not be mistaken for part of the request.
for (const c of CASES) {
  const [a, b] = [await app.record(() => get(c.query)), await app.record(() => get(c.query))];
  recorded.set(c, a.length <= b.length ? a : b);
  if (args['show-sql'])
    log(
      `${c.name}:\n${recorded
        .get(c)
        ?.map((st) => `  ${st.text}`)
        .join('\n')}`,
    );
}

// App and floor are measured back to back for each case, so that both meet the same machine:
// on shared virtual cores the throughput of one run drifts by a fifth from minute to minute.
const floor = start('floor', [JSON.stringify(CASES.map((c) => recorded.get(c) ?? []))]);
const floorPort = (await floor.ready).port;
const appUrl = (c: Case) => `${base}?${qs(c.query)}`;
const floorUrl = (i: number) => `http://127.0.0.1:${floorPort}/floor/${i}`;
// One pass over every case first: the first case measured must not pay for the JIT warming
// up, the pools filling and the buffers loading that the later cases inherit.
for (const [i, c] of CASES.entries()) {
  await autocannon({ url: appUrl(c), connections, duration: warmup, headers, timeout: 10 });
  await autocannon({ url: floorUrl(i), connections, duration: warmup, timeout: 10 });
}
const appResults = new Map<Case, Measured>();
const floorResults = new Map<Case, Measured>();
// The better of `rounds` alternating runs is kept for each: a neighbour on the shared cores
// can only slow a run down, never speed it up.
const better = (a: Measured | undefined, b: Measured) => (a && a.rps >= b.rps ? a : b);
for (const [i, c] of CASES.entries()) {
  for (let round = 1; round <= rounds; round++) {
    log(`app:   ${c.name} (${round}/${rounds})`);
    appResults.set(c, better(appResults.get(c), await measure(app, appUrl(c), headers)));
    log(`floor: ${c.name} (${round}/${rounds})`);
    floorResults.set(c, better(floorResults.get(c), await measure(floor, floorUrl(i), {})));
  }
}
app.stop();
const yardstick = !args.only || 'yardstick'.includes(args.only);
if (yardstick) log('floor: yardstick');
const reference = yardstick ? await measure(floor, `http://127.0.0.1:${floorPort}/reference`, {}) : null;
floor.stop();

const f1 = (n: number) => n.toFixed(1);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const f2 = (n: number | null) => (n === null ? 'n/a' : n.toFixed(2));
const cores = cpus().length;
const out = [
  `### ${engine}, ${libraryTotal.toLocaleString('en')} ads — ${connections} connections, ${duration} s per run after ${warmup} s warm-up, the better of ${rounds} alternating runs per case`,
  '',
  `${cores} cores shared by server, database and load generator; load average before: ${load.join(' ')}, after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
  '',
  '| case | total | first request ms | app req/s | app p50 ms | app p99 ms | floor req/s | floor p99 ms | app/floor | failed |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
];
for (const c of CASES) {
  const a = appResults.get(c);
  const f = floorResults.get(c);
  if (!a || !f) continue;
  out.push(
    `| ${c.name} | ${answers.get(c)} | ${f1(firstMs.get(c) ?? 0)} | ${Math.round(a.rps)} | ${f1(a.p50)} | ${f1(a.p99)} | ${Math.round(f.rps)} | ${f1(f.p99)} | ${(a.rps / f.rps).toFixed(2)} | ${a.failures + f.failures} |`,
  );
}
if (reference)
  out.push(
    '',
    `Yardstick of this machine — a bare Fastify handler sending \`select * from advertisements where visible = true order by id desc limit 50\` (no session, no total): ${Math.round(reference.rps)} req/s, p50 ${f1(reference.p50)} ms, p99 ${f1(reference.p99)} ms.`,
  );
const embedded = !process.env.DATABASE_URL;
out.push(
  '',
  `CPU per request (ms; user + system) and the throughput it allows: the smaller of ${cores} cores × 1000 ms ÷ (server + database + load generator) and 1000 ms ÷ server (one event loop uses at most one core)${embedded ? '; PGlite runs inside the server process, so its work is in the server column' : ''}. Server memory and event-loop delay during the app run.`,
  '',
  '| case | app server | database | load generator | ceiling req/s | floor server | floor database | floor ceiling req/s | server RSS MB | event-loop p99 ms |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
const ceiling = (m: Measured) => {
  const db = m.dbCpuMsPerRequest ?? 0;
  if (!embedded && m.dbCpuMsPerRequest === null) return 'n/a';
  const all = (cores * 1000) / (m.cpuMsPerRequest + db + m.loadCpuMsPerRequest);
  return String(Math.round(Math.min(all, 1000 / m.cpuMsPerRequest)));
};
for (const c of CASES) {
  const a = appResults.get(c);
  const f = floorResults.get(c);
  if (!a || !f) continue;
  out.push(
    `| ${c.name} | ${f2(a.cpuMsPerRequest)} | ${embedded ? 'in server' : f2(a.dbCpuMsPerRequest)} | ${f2(a.loadCpuMsPerRequest)} | ${ceiling(a)} | ${f2(f.cpuMsPerRequest)} | ${embedded ? 'in server' : f2(f.dbCpuMsPerRequest)} | ${ceiling(f)} | ${a.rssPeakMb} | ${f1(a.loopP99Ms)} |`,
  );
}
process.stdout.write(`${out.join('\n')}\n`);
process.exit(0);
