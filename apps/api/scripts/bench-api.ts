/**
 * Load test of the advertisement, TikTok, customer and UGC creator lists, as the admin SPA calls them:
 *   npm run bench:api [-- --duration 10 --connections 10 --warmup 3 --rounds 2 --only "page 1"]
 * Against DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR, filled by `npm run seed:bulk`.
 * Each case runs on the real app and on the "floor": the SQL statements the app sent for that
 * request (recorded from its driver: the session lookup and the list's queries) replayed by a
 * minimal Fastify handler on the bare driver (bench-server.ts); the ratio says what the app's
 * own code and plugins add. Loopback
 * only; the whole run is bounded by a deadline. Numbers, not assertions: nothing here fails
 * on a slow machine, it reports. Prints a Markdown table.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { children, type Server, start } from './bench-children.js';
import type { Statement } from './bench-server.js';
import { SEARCH_WORDS } from './bulk-ads.js';
import { bulkPostId } from './bulk-tiktoks.js';
import { USER_SEARCH } from './bulk-users.js';
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
  /** the list's path under /api */
  list: string;
  query: Record<string, string>;
  /** the case that reaches page 200 by following next_cursor from `first` */
  page200?: boolean;
}
/**
 * A totalCount the app answers from its count cache sends no SQL, so replaying what it sent
 * would measure the app beside a handler that does nothing. Its floor is the bare driver
 * running the count the app would otherwise run: the SQL of the first, uncached request.
 */
const isCount = (c: Pick<Case, 'list'>) => c.list === USERS_COUNT;
const ADS_LIST = 'advertisements_admin';
const TIKTOKS_LIST = 'tiktoks';
const USERS_LIST = 'users';
const USERS_COUNT = 'users/totalCount';
const CREATORS_LIST = 'ugc-creators/all';
const FIND = 'find';
const first = { visible: 'true', size: '50', page: '1' };
const tiktokFirst = { size: '50', page: '1' };
const userFirst = { size: '50', page: '1' };
const creatorFirst = { size: '50', page: '1' };
const firstOf = (c: Case) =>
  c.list === ADS_LIST ? first : c.list === TIKTOKS_LIST ? tiktokFirst : userFirst;
/** the table a case reads: its cases run when it holds 200 pages or more */
const tableOf = (list: string) =>
  list === ADS_LIST || list === FIND
    ? 'ads'
    : list === TIKTOKS_LIST
      ? 'TikToks'
      : list === CREATORS_LIST
        ? 'creators'
        : ('users' as const);
const W = SEARCH_WORDS;
/** the cases `--only` asks for (all without it) */
const onlyAsked = (cases: Case[]) => cases.filter((c) => !args.only || c.name.includes(args.only));
const ALL_CASES = onlyAsked([
  { name: 'page 1 (visible list, its total)', list: ADS_LIST, query: first },
  { name: 'page 200 via cursor', list: ADS_LIST, query: { visible: 'true', size: '50' }, page200: true },
  { name: `search rare word (1 row)`, list: ADS_LIST, query: { ...first, search: W.rare } },
  { name: `search 1 % word`, list: ADS_LIST, query: { ...first, search: W.onePercent } },
  { name: `search 7 % word`, list: ADS_LIST, query: { ...first, search: W.sevenPercent } },
  {
    name: 'search 7 % + industry + type',
    list: ADS_LIST,
    query: { ...first, search: W.sevenPercent, industry: 'Fashion', type: 'Lifestyle' },
  },
  // Ranked search (issue 29, decision 025): a keyword in an asked order, and relevance order
  // (the default while searching) of a misspelt word and of two words
  {
    name: 'search 7 % word, newest first (keyword in an asked order)',
    list: ADS_LIST,
    query: { ...first, search: W.sevenPercent, order_by: 'created_at' },
  },
  {
    name: "search typo'd 1 % word (relevance)",
    list: ADS_LIST,
    query: { ...first, search: `${W.onePercent.slice(0, 5)}${W.onePercent.slice(6)}` },
  },
  {
    name: 'search 1 % + 7 % words (relevance)',
    list: ADS_LIST,
    query: { ...first, search: `${W.onePercent} ${W.sevenPercent}` },
  },
  // The command palette (issue 19): one search over every area the role may open, as typed
  { name: 'palette: find a 1 % word', list: FIND, query: { q: W.onePercent } },
  { name: 'palette: find a rare word', list: FIND, query: { q: W.rare } },
  { name: 'palette: find by id', list: FIND, query: { q: '500000' } },
  // TikToks (issue 12): newest created_time first; the post id prefix is set once the table's ids are known
  { name: 'tiktoks: page 1 (its total)', list: TIKTOKS_LIST, query: tiktokFirst },
  { name: 'tiktoks: page 200 via cursor', list: TIKTOKS_LIST, query: { size: '50' }, page200: true },
  { name: 'tiktoks: search 7 % word', list: TIKTOKS_LIST, query: { ...tiktokFirst, search: W.sevenPercent } },
  {
    name: 'tiktoks: 7 % word + industry + Ads',
    list: TIKTOKS_LIST,
    query: { ...tiktokFirst, search: W.sevenPercent, industry: 'Fashion', is_ad: 'true' },
  },
  { name: 'tiktoks: post id prefix', list: TIKTOKS_LIST, query: { ...tiktokFirst, post_id: '' } },
  // Customers (issue 15): newest created first, as /customers/ opens; its total comes from totalCount
  { name: 'users: page 1', list: USERS_LIST, query: userFirst },
  { name: 'users: page 200 via cursor', list: USERS_LIST, query: { size: '50' }, page200: true },
  {
    name: 'users: e-mail search (1 row)',
    list: USERS_LIST,
    query: { ...userFirst, search: USER_SEARCH.rareEmail },
  },
  {
    name: 'users: e-mail domain (~1 %)',
    list: USERS_LIST,
    query: { ...userFirst, search: USER_SEARCH.onePercentDomain },
  },
  {
    name: 'users: role + status',
    list: USERS_LIST,
    query: { ...userFirst, role: 'monthly', subscription_status: 'past_due' },
  },
  { name: 'users: totalCount', list: USERS_COUNT, query: {} },
  {
    name: 'users: totalCount role + status',
    list: USERS_COUNT,
    query: { role: 'monthly', subscription_status: 'past_due' },
  },
  {
    name: 'users: totalCount e-mail domain',
    list: USERS_COUNT,
    query: { search: USER_SEARCH.onePercentDomain },
  },
  // UGC creators (issue 13): newest first; the keyword is in about 7 % of niches (bulk-creators.ts)
  { name: 'creators: page 1 (its total)', list: CREATORS_LIST, query: creatorFirst },
  {
    name: 'creators: keyword 7 % word',
    list: CREATORS_LIST,
    query: { ...creatorFirst, search: W.sevenPercent },
  },
  {
    name: 'creators: 7 % word + country + gender',
    list: CREATORS_LIST,
    query: { ...creatorFirst, search: W.sevenPercent, country: 'United States', gender: 'Woman' },
  },
]);

const budgetMs = (ALL_CASES.length * 2 * (warmup + rounds * (warmup + duration + 5)) + 300) * 1000;
const deadline = setTimeout(() => {
  process.stderr.write(`bench-api: over its ${budgetMs / 1000} s budget, stopping\n`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, budgetMs);
deadline.unref();

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
const base = `http://127.0.0.1:${port}/api`;

/** One answer of a list (its page and total) or of a count (its count as the total). */
async function get(query: Record<string, string>, list = ADS_LIST) {
  const res = await fetch(`${base}/${list}?${qs(query)}`, { headers });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as {
    data: {
      total?: number;
      total_is_estimate?: boolean;
      count?: number;
      count_is_estimate?: boolean;
      results?: unknown[];
      records?: unknown[];
      next_cursor?: string | null;
    };
  };
  return {
    // the palette's find answers results only: the number found is its "total"
    total: data.total ?? data.count ?? data.results?.length ?? 0,
    total_is_estimate: data.total_is_estimate ?? data.count_is_estimate ?? false,
    results: data.results ?? data.records ?? [],
    next_cursor: data.next_cursor ?? null,
  };
}

// Each table's cases run when it holds 200 pages or more (npm run seed:bulk -- --ads/--tiktoks/--users N).
// The SQL of each count's first, uncached request (the floor of the count cases).
const uncachedCountSql = new Map<string, Statement[]>();
async function countOnce(query: Record<string, string>) {
  let answer: Awaited<ReturnType<typeof get>> | undefined;
  const sql = await app.record(async () => {
    answer = await get(query, USERS_COUNT);
  });
  if (!uncachedCountSql.has(qs(query))) uncachedCountSql.set(qs(query), sql);
  return answer ?? get(query, USERS_COUNT);
}
const totals = {
  ads: (await get({ size: '1' })).total,
  TikToks: (await get({ size: '1' }, TIKTOKS_LIST)).total,
  users: (await countOnce({})).total,
  creators: (await get({ size: '1' }, CREATORS_LIST)).total,
};
const seeded = (table: keyof typeof totals) => totals[table] >= 200 * 50;
for (const table of Object.keys(totals) as (keyof typeof totals)[])
  if (!seeded(table) && ALL_CASES.some((c) => tableOf(c.list) === table))
    log(
      `${table} cases skipped: ${totals[table]} ${table} (seed:bulk -- --${table.toLowerCase()} 100000 adds them)`,
    );
const CASES = ALL_CASES.filter((c) => seeded(tableOf(c.list)));
const tiktokTotal = totals.TikToks;
const prefixCase = CASES.find((c) => c.query.post_id === '');
if (prefixCase) {
  // the middle post of the table, less its last two digits: up to 100 bulk posts (seed-bulk.ts)
  const [oldest] = (await get({ size: '1', page: String(tiktokTotal) }, TIKTOKS_LIST)).results as {
    id: number;
  }[];
  prefixCase.query.post_id = bulkPostId((oldest?.id ?? 1) + Math.floor(tiktokTotal / 2)).slice(0, -2);
}

// First requests, on a fresh app: the page plus its count (which the app then caches).
const firstMs = new Map<Case, number>();
const answers = new Map<Case, string>();
async function firstRequest(c: Case) {
  const started = performance.now();
  const d = isCount(c) ? await countOnce(c.query) : await get(c.query, c.list);
  firstMs.set(c, performance.now() - started);
  answers.set(c, `${d.total.toLocaleString('en')}${d.total_is_estimate ? '+' : ''}`);
  return d;
}
// the counts first: a list case with the same filters would fill the count cache, and the
// count's floor (its uncached SQL) would then be recorded as nothing
for (const c of CASES.filter(isCount)) await firstRequest(c);
for (const c of CASES) if (!c.page200 && !isCount(c)) await firstRequest(c);
// Page 200 as the SPA reaches it: following next_cursor from page 1, 199 times.
for (const pageCase of CASES.filter((c) => c.page200)) {
  let cursor = (await get(firstOf(pageCase), pageCase.list)).next_cursor;
  for (let page = 2; page < 200 && cursor; page++)
    cursor = (await get({ ...pageCase.query, cursor }, pageCase.list)).next_cursor;
  if (!cursor) throw new Error(`the ${pageCase.list} list has fewer than 200 pages: seed more rows`);
  pageCase.query = { ...pageCase.query, cursor };
  await firstRequest(pageCase);
}
// What the app sends for each case in the steady state (counts cached), for the floor to replay.
const recorded = new Map<Case, Statement[]>();
// Recorded twice, the shorter kept: a cached count refreshed in the background (it happens once
// every 10 s) must not be mistaken for part of the request.
for (const c of CASES) {
  const [a, b] = [await app.record(() => get(c.query, c.list)), await app.record(() => get(c.query, c.list))];
  recorded.set(c, (isCount(c) && uncachedCountSql.get(qs(c.query))) || (a.length <= b.length ? a : b));
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
// One more floor handler after the cases: it sends no SQL at all, the other yardstick of a
// cached count (what the app's session, role check and envelope cost on their own).
const NO_SQL = CASES.length;
const floor = start('floor', [JSON.stringify([...CASES.map((c) => recorded.get(c) ?? []), []])]);
const floorPort = (await floor.ready).port;
const appUrl = (c: Case) => `${base}/${c.list}?${qs(c.query)}`;
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
const countCases = CASES.filter(isCount);
let noSql: Measured | null = null;
if (countCases.length) {
  log('floor: a handler that sends no SQL');
  noSql = await measure(floor, floorUrl(NO_SQL), {});
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
  `### ${engine}, ${(Object.keys(totals) as (keyof typeof totals)[])
    .filter(seeded)
    .map((t) => `${totals[t].toLocaleString('en')} ${t}`)
    .join(
      ', ',
    )} — ${connections} connections, ${duration} s per run after ${warmup} s warm-up, the better of ${rounds} alternating runs per case`,
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
if (CASES.some(isCount))
  out.push(
    '',
    "totalCount rows: the app answers from its count cache (the kit's total strategy); their floor is the bare driver running that count on every request, the SQL of the first, uncached request.",
    ...(noSql
      ? [
          `Beside a floor handler that sends no SQL at all (${Math.round(noSql.rps)} req/s, p99 ${f1(noSql.p99)} ms), the cached counts run at ${countCases
            .map((c) => `${((appResults.get(c)?.rps ?? 0) / (noSql?.rps ?? 1)).toFixed(2)}×`)
            .join(', ')}: what the app's session, role check, validation and envelope cost.`,
        ]
      : []),
  );
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
