/**
 * Live lists (issue 27, decision 032):
 *   npm run bench:live -- --subscribers 1000 --rate 100 --seconds 10 --per-process 100
 * A new PostgreSQL database on the server of DATABASE_URL (default the local one; dropped at
 * the end) and Redis (REDIS_URL, default the local one, a run-specific prefix). The API runs as
 * child processes (this file with `server`), so their RSS is theirs alone:
 *   1. `subscribers` live streams opened on one process: its RSS before and after, per stream;
 *      then one write, and how long until every stream had it.
 *   2. two processes, `per-process` streams on each, `rate` writes a second (Visible switches,
 *      sent to the two processes in turn) for `seconds`: each event's time from its write being
 *      sent to its arrival at each stream, p50/p95/max, on the process that took the write and
 *      on the other one.
 * Prints the load average at the start and the end, and each figure beside its floor (the
 * RSS before any stream; the outbox poll interval LIVE_POLL_MS).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

type ToChild = { type: 'rss' };
type FromChild = { type: 'ready'; port: number } | { type: 'rss'; rss: number; streams: number };

if (process.argv[2] === 'server') await serve();
else await main();

/** The child: the whole app on the bench's database, listening on a free loopback port. */
async function serve() {
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/config.js');
  const { openDatabase } = await import('../src/db/client.js');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 10 });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', (m: ToChild) => {
    if (m.type === 'rss')
      process.send?.({ type: 'rss', rss: process.memoryUsage.rss(), streams: app.live.size });
  });
  process.send?.({ type: 'ready', port } satisfies FromChild);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      subscribers: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '100' },
      seconds: { type: 'string', default: '10' },
      'per-process': { type: 'string', default: '100' },
    },
  });
  const subscribers = Number(args.subscribers);
  const rate = Number(args.rate);
  const seconds = Number(args.seconds);
  const perProcess = Number(args['per-process']);
  const pollMs = 250;
  const loadStart = load();

  // a database of its own, migrated and seeded once, before the processes start
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `adlib_bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `adlib-bench-live-${randomBytes(4).toString('hex')}:`,
    LIVE_POLL_MS: String(pollMs),
    LIVE_STREAMS_PER_USER: '1000',
    LIVE_STREAMS_PER_PROCESS: String(Math.max(subscribers, perProcess) + 100),
    DATA_DIR: `/tmp/${name}`,
  };
  const children: ChildProcess[] = [];
  try {
    const { loadConfig } = await import('../src/config.js');
    const { openDatabase } = await import('../src/db/client.js');
    const { seedDatabase, ensureUser } = await import('../src/db/seed.js');
    const { createSession } = await import('../src/auth/sessions.js');
    const { advertisements } = await import('../src/db/schema.js');
    const config = loadConfig({ ...env, SEED_DEMO: 'false' });
    const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 4 });
    await database.migrate(config.migrationsDir);
    await seedDatabase(database.db, config);
    const tokens: string[] = [];
    for (let u = 0; u < 10; u++) {
      const id = await ensureUser(database.db, {
        email: `bench-live-${u}@example.com`,
        first_name: 'Bench',
        last_name: String(u),
        role: u % 2 ? 'admin' : 'super',
      });
      if (!id) throw new Error('no user');
      tokens.push(await createSession(database.db, id, 3600));
    }
    const writes = rate * seconds;
    const ads = (
      await database.db
        .insert(advertisements)
        .values(Array.from({ length: writes + 1 }, (_, i) => ({ name: `live bench ${i}`, visible: true })))
        .returning({ id: advertisements.id })
    ).map((r) => r.id);
    await database.close();

    const start = () => {
      const child = fork(fileURLToPath(import.meta.url), ['server'], {
        env,
        execArgv: process.execArgv,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      const next = <T extends FromChild['type']>(type: T) =>
        new Promise<Extract<FromChild, { type: T }>>((resolve) => {
          const on = (m: FromChild) => {
            if (m.type !== type) return;
            child.off('message', on);
            resolve(m as Extract<FromChild, { type: T }>);
          };
          child.on('message', on);
        });
      return {
        ready: next('ready'),
        rss: () => {
          const got = next('rss');
          child.send({ type: 'rss' } satisfies ToChild);
          return got;
        },
      };
    };

    // ---- 1. many streams on one process ----
    const a = start();
    const portA = (await a.ready).port;
    await new Promise((r) => setTimeout(r, 2000));
    const before = await a.rss();
    const streamsA = await openMany(portA, tokens, subscribers);
    await new Promise((r) => setTimeout(r, 2000));
    const after = await a.rss();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    say(
      `1. ${after.streams} streams on one process: RSS ${mb(before.rss)} MB → ${mb(after.rss)} MB, growth ${mb(after.rss - before.rss)} MB (target < 150 MB; ${((after.rss - before.rss) / 1024 / subscribers).toFixed(1)} KB a stream; ${(after.rss / before.rss).toFixed(2)}× the RSS with none)`,
    );
    const sent = performance.now();
    const ad = ads[writes] as number;
    await put(portA, tokens[0] as string, `/api/advertisements/visibility/${ad}`, { visible: false });
    const reached = await Promise.all(streamsA.map((s) => s.arrival(ad, 10_000)));
    const fan = reached.map((t) => t - sent).sort((x, y) => x - y);
    say(
      `   one write to all ${subscribers}: the last stream had it after ${Math.round(fan.at(-1) ?? Number.NaN)} ms (p50 ${Math.round(pick(fan, 0.5))} ms; the outbox is read every ${pollMs} ms)`,
    );
    for (const s of streamsA) s.close();

    // ---- 2. two processes, writes at `rate` a second ----
    const b = start();
    const portB = (await b.ready).port;
    const ports = [portA, portB];
    const on = [await openMany(portA, tokens, perProcess), await openMany(portB, tokens, perProcess)];
    await new Promise((r) => setTimeout(r, 1000));
    const tookBy = new Map<number, number>();
    const answeredAt = new Map<number, number>();
    const puts: Promise<unknown>[] = [];
    const t0 = performance.now();
    for (let n = 0; n < writes; n++) {
      const due = t0 + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const id = ads[n] as number;
      const port = ports[n % 2] as number;
      tookBy.set(id, port);
      const token = tokens[n % tokens.length] as string;
      puts.push(
        put(port, token, `/api/advertisements/visibility/${id}`, { visible: false }).then(() =>
          answeredAt.set(id, performance.timeOrigin + performance.now()),
        ),
      );
    }
    await Promise.all(puts);
    const writing = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    // each event's commit (its row's created_at, the same clock) against its arrival at each stream
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ id: string; at: number; ad: string }>(
      `select id, extract(epoch from created_at) * 1000 as at, entity_id as ad from event
        where type = 'advertisement.updated' and entity_id = any($1::text[])`,
      [[...tookBy.keys()].map(String)],
    );
    const gaps = await check.query<{ n: number }>(
      'select (max(id) - min(id) + 1 - count(*))::int as n from event',
    );
    await check.end();
    const fromAnswer: number[] = [];
    const same: number[] = [];
    const other: number[] = [];
    let missing = 0;
    on.forEach((streams, i) => {
      for (const s of streams)
        for (const row of rows) {
          const got = s.arrived.get(Number(row.id));
          if (got === undefined) missing += 1;
          else {
            (tookBy.get(Number(row.ad)) === ports[i] ? same : other).push(got - Number(row.at));
            fromAnswer.push(got - (answeredAt.get(Number(row.ad)) ?? Number.NaN));
          }
        }
    });
    const all = [...same, ...other].sort((x, y) => x - y);
    same.sort((x, y) => x - y);
    other.sort((x, y) => x - y);
    const p95 = pick(all, 0.95);
    say(
      `2. two processes, ${perProcess} streams on each, ${writes} writes asked at ${rate}/s, taken in ${writing.toFixed(1)} s (${Math.round(writes / writing)}/s): transaction start (created_at) → event at a stream p50 ${Math.round(pick(all, 0.5))} ms, p95 ${Math.round(p95)} ms (target < 1000 ms), max ${Math.round(all.at(-1) ?? Number.NaN)} ms over ${all.length} arrivals, ${missing} missing`,
    );
    fromAnswer.sort((x, y) => x - y);
    say(
      `   from the write's answer (its commit done) to the event at a stream: p50 ${Math.round(pick(fromAnswer, 0.5))} ms, p95 ${Math.round(pick(fromAnswer, 0.95))} ms (negative: the event came before the answer); ids the sequence skipped: ${gaps.rows[0]?.n}`,
    );
    say(
      `   p95 on the process that took the write ${Math.round(pick(same, 0.95))} ms, on the other ${Math.round(pick(other, 0.95))} ms; ${(p95 / pollMs).toFixed(1)}× the poll interval (${pollMs} ms)`,
    );
    for (const streams of on) for (const s of streams) s.close();
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    say(`load average: ${loadStart} → ${load()}`);
  }
}

function pick(sorted: number[], q: number) {
  return sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN;
}

function put(port: number, token: string, path: string, body: unknown) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  });
}

/** `count` streams on a process (spread over the sessions), once each has said hello. */
async function openMany(port: number, tokens: string[], count: number) {
  const streams = [];
  for (let i = 0; i < count; i += 50)
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, (_, j) =>
          openOne(port, tokens[(i + j) % tokens.length] as string),
        ),
      )),
    );
  return streams;
}

/** One stream: when each event arrived (epoch ms), and each advertisement's first change (for part 1). */
function openOne(port: number, token: string) {
  const arrived = new Map<number, number>();
  const byAd = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  return new Promise<{
    /** event id → when it arrived (epoch ms) */
    arrived: Map<number, number>;
    arrival: (id: number, ms: number) => Promise<number>;
    close: () => void;
  }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/live',
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let hello = false;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          const epoch = performance.timeOrigin + at;
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
            if (!hello && block.includes('event: hello')) {
              hello = true;
              resolve({
                arrived,
                arrival: (id, ms) =>
                  byAd.has(id)
                    ? Promise.resolve(byAd.get(id) as number)
                    : new Promise((done, fail) => {
                        waiting.set(id, done);
                        setTimeout(() => fail(new Error(`ad ${id} not received in ${ms} ms`)), ms).unref();
                      }),
                close: () => req.destroy(),
              });
            }
            if (!block.startsWith('id: ')) continue;
            arrived.set(Number(block.slice(4, block.indexOf('\n'))), epoch);
            const data = block.slice(block.indexOf('data: ') + 6);
            for (const id of (JSON.parse(data) as { ids: number[] }).ids)
              if (!byAd.has(id)) {
                byAd.set(id, at);
                waiting.get(id)?.(at);
              }
          }
        });
      },
    );
    req.on('error', () => {});
    req.end();
  });
}
