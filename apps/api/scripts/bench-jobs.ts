/**
 * The job queue's own cost (decision 022), with handlers that do nothing:
 *   npm run bench:jobs -- --jobs 1000 --concurrency 4
 *     a fresh embedded database in memory (or DATABASE_URL, whose `pgboss` schema it uses):
 *     sends `jobs` jobs, 20 at a time (each an INSERT), and times how long `concurrency` workers
 *     of one process take to run them all, and the latency of one job sent to idle workers.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createJobQueue, defineJob, queueDatabase } from '../src/jobs/index.js';

const { values: args } = parseArgs({
  options: { jobs: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '4' } },
});
const count = Number(args.jobs);
const concurrency = Number(args.concurrency);
const say = (line: string) => process.stdout.write(`${line}\n`);
const perSecond = (n: number, since: number) => Math.round(n / ((performance.now() - since) / 1000));

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: concurrency + 2 });
let ran = 0;
let onRun = () => {};
const noop = defineJob({
  name: 'bench-noop',
  payload: z.object({ n: z.number().int() }),
  concurrency,
  retryLimit: 0,
  async run() {
    ran++;
    onRun();
  },
});
const queue = createJobQueue(queueDatabase(database), {
  pollSeconds: 2,
  maintenanceSeconds: 60,
  log: { info: () => {}, warn: (obj, msg) => console.error(msg, obj) },
});
queue.define(noop);
let t0 = performance.now();
await queue.start();
say(`${database.kind}: queue started in ${Math.round(performance.now() - t0)} ms`);

const allRun = (n: number) =>
  new Promise<void>((done) => {
    onRun = () => ran >= n && done();
  });

// one job at a time to idle workers: how long from send to run
const latencies: number[] = [];
for (let i = 0; i < 20; i++) {
  const sent = performance.now();
  const done = allRun(ran + 1);
  await queue.send(noop, { n: -i });
  await done;
  latencies.push(performance.now() - sent);
}
latencies.sort((a, b) => a - b);
say(`one job, idle workers: median ${Math.round(latencies[10] ?? 0)} ms from send to run`);

// a backlog: sent while the workers run what arrives, then drained; the workers' rate is the
// whole time's when they keep up with the sends (they did, both databases)
ran = 0;
const finished = allRun(count);
t0 = performance.now();
// 20 sends at a time, as many requests of the API would
for (let n = 0; n < count; n += 20)
  await Promise.all(
    Array.from({ length: Math.min(20, count - n) }, (_, i) => queue.send(noop, { n: n + i })),
  );
say(`${count} jobs sent in ${Math.round(performance.now() - t0)} ms (${perSecond(count, t0)} sends/s)`);
await finished;
say(
  `${count} jobs run by ${concurrency} workers in ${Math.round(performance.now() - t0)} ms (${perSecond(count, t0)} jobs/s, sends included)`,
);

await queue.stop();
await database.close();
