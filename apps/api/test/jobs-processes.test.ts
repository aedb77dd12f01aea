import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.js';
import { createJobQueue, defineJob, queueDatabase } from '../src/jobs/index.js';
import { createTestApp } from './helpers.js';
import { createPostgresDatabase } from './postgres-database.js';
import { spawnWithOutput } from './server-process.js';

// Real processes on one database (decision 022): the job queue alone, through test/jobs-process.ts.
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new database: PostgreSQL when TEST_DATABASE_URL is set, else an embedded data folder. */
async function newDatabase(): Promise<Record<string, string>> {
  if (adminUrl) {
    const { url, drop } = await createPostgresDatabase(adminUrl);
    cleanups.push(drop);
    return { DATABASE_URL: url };
  }
  const dir = mkdtempSync(join(tmpdir(), 'adlib-jobs-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // A new data folder costs an initdb (10-20 s on this busy machine); the tests' migrated
  // template (test/helpers.ts) is loaded in a fraction of that: the first process starts from it.
  const template = await createTestApp();
  const dump = await template.database.pglite?.dumpDataDir('none');
  await template.close();
  if (!dump) throw new Error('no embedded database to copy');
  const restore = join(dir, 'template.tar');
  writeFileSync(restore, Buffer.from(await dump.arrayBuffer()));
  return { JOBS_DATA_DIR: dir, JOBS_RESTORE_FROM: restore };
}

function startProcess(mode: 'hang' | 'finish' | 'share', database: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database, JOBS_MODE: mode };
  if (!database.DATABASE_URL) delete env.DATABASE_URL;
  const started = spawnWithOutput(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/jobs-process.ts'],
    env,
  );
  const exited = new Promise<void>((done) => started.child.once('exit', () => done()));
  cleanups.push(async () => {
    if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    await exited;
  });
  return { ...started, exited };
}

async function until<T>(what: string, read: () => T | undefined, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const matchIn = (text: string, pattern: RegExp) => pattern.exec(text) ?? undefined;

describe('the job queue across processes', () => {
  it('picks up a job whose process was killed (kill -9) mid-run, in a new process', async () => {
    const database = await newDatabase();
    const first = startProcess('hang', database);
    const [, id] = await until('the job to start', () => matchIn(first.output.text, /started (\S+)/));
    first.child.kill('SIGKILL');
    await first.exited;

    // PGlite's folder is one process's at a time: the next opens it after the crash, as a restart would
    const { JOBS_RESTORE_FROM: _, ...reopen } = database;
    const second = startProcess('finish', reopen);
    const [, finished, attempt] = await until('the job to finish', () =>
      matchIn(second.output.text, /finished (\S+) (\d+)/),
    );
    expect(finished).toBe(id);
    // 2, unless a slow machine let the dying process time the run out itself before the kill
    expect(Number(attempt)).toBeGreaterThanOrEqual(2);
    second.child.kill('SIGTERM');
    await second.exited;
    // a new embedded data folder costs an initdb: seconds, more on a busy machine
  }, 90_000);

  it.skipIf(!adminUrl)(
    'runs each job once when two processes share one PostgreSQL',
    async () => {
      const { DATABASE_URL } = await newDatabase();
      if (!DATABASE_URL) throw new Error('PostgreSQL only');
      const workers = [startProcess('share', { DATABASE_URL }), startProcess('share', { DATABASE_URL })];
      for (const w of workers) await until('a worker to start', () => matchIn(w.output.text, /ready/));

      const database = await openDatabase({ url: DATABASE_URL, poolSize: 2 });
      const share = defineJob({
        name: 'jobs-share',
        payload: z.object({ n: z.number().int() }),
        concurrency: 0,
        run: async () => {},
      });
      const sender = createJobQueue(queueDatabase(database), {
        pollSeconds: 1,
        maintenanceSeconds: 60,
        log: console,
      });
      sender.define(share);
      await sender.start();
      const ids = new Set<string>();
      for (let n = 0; n < 40; n++) ids.add(await sender.send(share, { n }));
      await sender.stop();
      await database.close();

      const ranBy = (w: (typeof workers)[number]) =>
        [...w.output.text.matchAll(/ran (\S+)/g)].map((m) => m[1]);
      await until('every job to run', () => (workers.flatMap(ranBy).length >= ids.size ? true : undefined));
      await new Promise((done) => setTimeout(done, 1000)); // time for a second run, were there one
      const runs = workers.flatMap(ranBy);
      expect(runs.length).toBe(ids.size);
      expect(new Set(runs)).toEqual(ids);
      // both took part: the work is shared, not merely serialised
      for (const w of workers) expect(ranBy(w).length).toBeGreaterThan(0);
      for (const w of workers) w.child.kill('SIGTERM');
      await Promise.all(workers.map((w) => w.exited));
    },
    60_000,
  );
});
