import type { BackgroundJob, JobGroup } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/index.js';
import { type App, createTestApp, type TestApp } from './helpers.js';

// The job queue in the app (decision 022), on the test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): workers look for work every half second, expiries are checked each second.
const QUICK = { JOB_POLL_SECONDS: '0.5', JOB_MAINTENANCE_SECONDS: '1' };

const echo = defineJob({
  name: 'test-echo',
  payload: z.object({ word: z.string().max(20) }),
  async run({ word }) {
    return { said: word };
  },
});

/** Fails its first try; its retry, two seconds later, succeeds. */
const flaky = defineJob({
  name: 'test-flaky',
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 2,
  retryBackoff: false,
  async run(_, job) {
    if (job.attempt === 1) throw new Error('flaky: the first try fails');
  },
});

/** Fails, with no retry of its own, until the test lets it through: then a Retry succeeds. */
let refusing = true;
const refused = defineJob({
  name: 'test-refused',
  payload: z.object({}),
  retryLimit: 0,
  async run() {
    if (refusing) throw new Error('refused: not today');
  },
});

let t: TestApp;
let superHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp(QUICK, {
    extend: (app) => {
      for (const kind of [echo, flaky, refused]) app.jobs.define(kind);
    },
  });
  superHeaders = (await t.signedIn('super')).headers;
  adminHeaders = (await t.signedIn('admin')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = superHeaders) => t.app.inject({ method: 'GET', url, headers });

async function jobIn(group: JobGroup, id: string) {
  const res = await get(`/api/jobs?group=${group}&size=200`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.results as BackgroundJob[]).find((j) => j.id === id);
}

/** Polls the list of `group` until the job is in it (in `state`, when given; 15 s at most). */
async function waitFor(group: JobGroup, id: string, state?: BackgroundJob['state']) {
  for (const end = Date.now() + 15_000; Date.now() < end; ) {
    const job = await jobIn(group, id);
    if (job && (!state || job.state === state)) return job;
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`job ${id} never ${state ?? group}`);
}

describe('the job queue', () => {
  it('runs a job, and refuses a payload its kind does not take', async () => {
    const id = await t.app.jobs.send(echo, { word: 'hello' });
    const done = await waitFor('completed', id);
    expect(done).toMatchObject({ kind: 'test-echo', state: 'completed', attempts: 1, last_error: null });
    expect(done.ended_at).not.toBeNull();
    // @ts-expect-error: the payload's type follows the kind's schema
    await expect(t.app.jobs.send(echo, { word: 3 })).rejects.toThrow();
  });

  it('retries a failed run with its error kept while it waits, then succeeds', async () => {
    const id = await t.app.jobs.send(flaky, {});
    const waiting = await waitFor('queued', id, 'retry');
    expect(waiting).toMatchObject({ attempts: 1, max_attempts: 2, last_error: 'flaky: the first try fails' });
    const done = await waitFor('completed', id);
    expect(done).toMatchObject({ attempts: 2, last_error: null });
  });

  it('keeps a failed job with its error until Retry, super only, and Retry runs it again', async () => {
    const id = await t.app.jobs.send(refused, {});
    const failed = await waitFor('failed', id);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      last_error: 'refused: not today',
    });
    const counts = await get('/api/jobs/counts');
    expect(counts.json().data.failed).toBeGreaterThanOrEqual(1);

    for (const url of ['/api/jobs', '/api/jobs/counts'])
      expect((await get(url, adminHeaders)).statusCode).toBe(403);
    const retry = (headers: Record<string, string>, jobId = id) =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/retry`, headers });
    expect((await retry(adminHeaders)).statusCode).toBe(403);
    expect((await retry({})).statusCode).toBe(401);

    refusing = false;
    const retried = await retry(superHeaders);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, data: { id, state: 'retry', max_attempts: 2 } });
    const done = await waitFor('completed', id);
    expect(done).toMatchObject({ attempts: 2, last_error: null });

    // only a failed job goes back; an unknown one is not found; a malformed id is refused
    expect((await retry(superHeaders)).json().error.code).toBe('conflict');
    expect((await retry(superHeaders, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry(superHeaders, 'not-a-job')).statusCode).toBe(400);
    expect((await get('/api/jobs?group=lost')).statusCode).toBe(400);
    expect((await get('/api/jobs?size=100000')).statusCode).toBe(400);
  });

  it('keeps a job sent before the app closed, and a new app runs it', async () => {
    const ran: number[] = [];
    const later = (concurrency: number) =>
      defineJob({
        name: 'test-later',
        payload: z.object({ n: z.number().int() }),
        concurrency,
        async run({ n }) {
          ran.push(n);
        },
      });
    // a process that only sends this kind (no worker), closed before anything runs the job
    const sendOnly = later(0);
    const sender = (await t.build(QUICK, { extend: (app: App) => app.jobs.define(sendOnly) })).app;
    const id = await sender.jobs.send(sendOnly, { n: 7 });
    await sender.close();
    expect((await jobIn('queued', id))?.state).toBe('created');

    // a kind object is its app's: another app's declaration of the same name is refused
    await expect(t.app.jobs.send(sendOnly, { n: 8 })).rejects.toThrow('not declared');

    await t.build(QUICK, { extend: (app: App) => app.jobs.define(later(1)) });
    expect(await waitFor('completed', id)).toMatchObject({ kind: 'test-later', attempts: 1 });
    expect(ran).toEqual([7]);
  });
});
