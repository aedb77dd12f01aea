/**
 * A process with the job queue and nothing else, for jobs-processes.test.ts (run with tsx).
 * JOBS_MODE=hang: sends one job of `jobs-crash`, and its run prints `started <id>` and never
 * ends (the test kills the process with SIGKILL). JOBS_MODE=finish: runs `jobs-crash` jobs to
 * the end, printing `finished <id> <attempt>`. JOBS_MODE=share: runs `jobs-share` jobs two at a
 * time, printing `ran <id>`. The database: DATABASE_URL, else PGlite in JOBS_DATA_DIR.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.js';
import { createJobQueue, defineJob, queueDatabase } from '../src/jobs/index.js';

const mode = process.env.JOBS_MODE;
const say = (line: string) => process.stdout.write(`${line}\n`);

const crash = defineJob({
  name: 'jobs-crash',
  payload: z.object({}),
  // a run the process did not finish is failed once this has passed, and retried at once
  expireInSeconds: 2,
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
  concurrency: mode === 'share' ? 0 : 1,
  async run(_, job) {
    if (mode === 'hang') {
      say(`started ${job.id}`);
      await new Promise(() => {});
    }
    say(`finished ${job.id} ${job.attempt}`);
  },
});

const share = defineJob({
  name: 'jobs-share',
  payload: z.object({ n: z.number().int() }),
  concurrency: mode === 'share' ? 2 : 0,
  async run(_, job) {
    // long enough that one process cannot drain the queue before the other polls
    await new Promise((done) => setTimeout(done, 100));
    say(`ran ${job.id}`);
  },
});

const restore = process.env.JOBS_RESTORE_FROM;
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.JOBS_DATA_DIR,
  poolSize: 4,
  restoreFrom: restore ? new Blob([readFileSync(restore)]) : undefined,
});
const queue = createJobQueue(queueDatabase(database), {
  pollSeconds: 0.5,
  maintenanceSeconds: 1,
  log: { info: () => {}, warn: (obj, msg) => console.error(msg, obj) },
});
queue.define(crash);
queue.define(share);
await queue.start();
if (mode === 'hang') await queue.send(crash, {});
say('ready');

const stop = async () => {
  await queue.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
