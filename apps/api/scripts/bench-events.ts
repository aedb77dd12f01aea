/**
 * Events to webhooks (decision 031), end to end through the app:
 *   npm run bench:events -- --events 2000 --rate 100 --seconds 10
 *     a fresh embedded database in memory (or DATABASE_URL), the whole app built on it, one
 *     endpoint on a local receiver (loopback, WEBHOOK_ALLOW_PRIVATE):
 *     1. throughput: `events` outbox rows written at once (as a burst of writes leaves them),
 *        and the time until the receiver has every delivery: the dispatcher, signing, POST and
 *        log, apart from how fast the database takes the writes themselves;
 *     2. latency: `rate` changes per second for `seconds` (Visible switches through the API),
 *        each event's time from its commit to its arrival at the receiver: median and p95.
 */
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { advertisements, events } from '../src/db/schema.js';
import { ensureUser, seedDatabase } from '../src/db/seed.js';
import { postOnce } from '../src/webhooks/post.js';
import { PER_ENDPOINT } from '../src/webhooks/sender.js';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
  },
});
const burst = Number(args.events);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const say = (line: string) => process.stdout.write(`${line}\n`);
// the shared machine's load, printed beside the figures (start → end)
const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};
const loadAtStart = load();
/** The targets of issue 28 §4 */
const TARGET_PER_S = 500;
const TARGET_P95_MS = 1000;

const config = loadConfig({
  ...process.env,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  JOB_POLL_SECONDS: '0.5',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 12 });
await database.migrate(config.migrationsDir);
await seedDatabase(database.db, config);
const app = await buildApp({ config, database });
await app.ready();
const userId = await ensureUser(database.db, {
  email: 'bench@example.com',
  first_name: 'B',
  last_name: 'B',
  role: 'super',
});
if (!userId) throw new Error('no user');
const headers = { authorization: `Bearer ${await createSession(database.db, userId, 3600)}` };

// the receiver: when each message arrived (a retry of one already seen is not counted again)
const arrived = new Map<string, number>();
let onArrival = () => {};
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = String(req.headers['webhook-id']);
    if (!arrived.has(id)) arrived.set(id, performance.timeOrigin + performance.now());
    res.writeHead(200).end();
    onArrival();
  });
});
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const created = await app.inject({
  method: 'POST',
  url: '/api/webhooks',
  headers,
  payload: { url, event_types: ['advertisement.updated'] },
});
if (created.statusCode !== 201) throw new Error(created.body);

const total = burst + rate * seconds;
let floorPerSecond = 0;
const visible = true;
const ids = (
  await database.db
    .insert(advertisements)
    .values(Array.from({ length: rate }, (_, i) => ({ name: `bench ${i}`, visible })))
    .returning({ id: advertisements.id })
).map((r) => r.id);
const flip = (id: number, on: boolean) =>
  app.inject({
    method: 'PUT',
    url: `/api/advertisements/visibility/${id}`,
    headers,
    payload: { visible: on },
  });
const allArrived = (n: number) =>
  new Promise<void>((done) => {
    onArrival = () => arrived.size >= n && done();
    onArrival();
  });

// 0. the floor of this machine now: the same POSTs to the same receiver with no database at all
// (kept-alive, PER_ENDPOINT at once), the ceiling the pipeline below can approach
{
  const agent = new Agent({ keepAlive: true, maxSockets: PER_ENDPOINT });
  const probe = Math.min(burst, 2000);
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: PER_ENDPOINT }, async () => {
      while (next < probe) {
        next += 1;
        await postOnce(url, { 'webhook-id': `probe_${next}` }, '{}', {
          timeoutMs: 10_000,
          allowPrivate: true,
          agent,
        });
      }
    }),
  );
  agent.destroy();
  floorPerSecond = Math.round(probe / ((performance.now() - t) / 1000));
  say(`receiver alone (no database): ${probe} POSTs at ${floorPerSecond}/s`);
  arrived.clear();
}

// 1. throughput
const record = {
  id: 1,
  name: 'bench',
  visible: true,
  industry: 'Tech',
  tags: ['a', 'b'],
  updated_at: new Date().toISOString(),
};
let t0 = performance.now();
for (let i = 0; i < burst; i += 500)
  await database.db.insert(events).values(
    Array.from({ length: Math.min(500, burst - i) }, () => ({
      type: 'advertisement.updated',
      entity: 'advertisement',
      entity_id: '1',
      data: { id: 1, version: record.updated_at, changed: ['visible'], record },
      actor: 'bench',
    })),
  );
await allArrived(burst);
const took = performance.now() - t0;
const perSecond = Math.round(burst / (took / 1000));
say(
  `${database.kind}: ${burst} events delivered in ${Math.round(took)} ms: ${perSecond} events/s (${(perSecond / TARGET_PER_S).toFixed(2)} × the ${TARGET_PER_S}/s target, ${(perSecond / floorPerSecond).toFixed(2)} × the receiver alone)`,
);

// 2. latency at `rate` changes per second (Visible switches through the API)
const sentAt = new Map<number, number>();
const flips: Promise<unknown>[] = [];
const before = arrived.size;
t0 = performance.now();
for (let n = 0; n < rate * seconds; n++) {
  const due = t0 + (n * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  flips.push(flip(ids[n % rate] as number, n % (2 * rate) < rate ? !visible : visible));
}
await Promise.all(flips);
const writing = performance.now() - t0;
await allArrived(before + rate * seconds);
// each event's own commit time (its created_at) against its arrival
const rows = (await database.db.execute(
  "select id, extract(epoch from created_at) * 1000 as at from event where type = 'advertisement.updated' order by id desc limit " +
    rate * seconds,
)) as unknown as { rows?: { id: number; at: number }[] } | { id: number; at: number }[];
const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
for (const r of list) sentAt.set(Number(r.id), Number(r.at));
const latencies = [...sentAt]
  .map(([id, at]) => (arrived.get(`msg_${id}`) ?? Number.NaN) - at)
  .filter(Number.isFinite);
latencies.sort((a, b) => a - b);
const pick = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? Number.NaN);
say(
  `${rate * seconds} changes asked for over ${seconds} s; the database took them in ${Math.round(writing / 1000)} s`,
);
say(
  `${rate} changes/s for ${seconds} s: event to delivery median ${pick(0.5)} ms, p95 ${pick(0.95)} ms, max ${pick(1)} ms (${latencies.length} events)`,
);
say(`p95 is ${(pick(0.95) / TARGET_P95_MS).toFixed(2)} × the ${TARGET_P95_MS} ms target`);
say(`total delivered: ${arrived.size} of ${total}`);
say(`load average: ${loadAtStart} → ${load()}`);

await app.close();
receiver.close();
await database.close();
