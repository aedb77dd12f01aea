import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { inFlight } from './in-flight.js';
import { JOB_DEFAULTS, type JobKind } from './job-kind.js';
import type { QueueDatabase } from './queue-database.js';

interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  /** how often an idle worker looks for a job */
  pollSeconds: number;
  /** how often expired jobs are failed (and so retried) and old ones archived */
  maintenanceSeconds: number;
  /** how long a stop waits for running jobs before failing them (they are retried later) */
  stopTimeoutMs?: number;
  log: QueueLog;
}

const DAY_SECONDS = 24 * 3600;

/** The queue's schema in the database, beside the app's tables. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * The durable job queue (decision 022): pg-boss on the app's database. Kinds are declared
 * before start; start creates or updates each kind's queue, its workers and its schedule;
 * stop lets running jobs end (up to stopTimeoutMs) and waits for the last statements.
 */
export function createJobQueue(db: QueueDatabase, options: JobQueueOptions) {
  const kinds = new Map<string, JobKind>();
  /** each kind's workers in this process, by pg-boss's worker id */
  const workers = new Map<string, string[]>();
  const boss = new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    // the cron check and the clock-skew check (pg-boss's defaults: 30 s and 10 min)
    cronMonitorIntervalSeconds: Math.min(30, options.maintenanceSeconds),
    // how long the screen lists them: completed ones two days (a daily job's start-up throttle
    // must fit in it), failed ones thirty days, waiting for a Retry; then pg-boss archives them
    archiveCompletedAfterSeconds: 2 * DAY_SECONDS,
    archiveFailedAfterSeconds: 30 * DAY_SECONDS,
  });
  boss.on('error', (err) => options.log.warn({ err }, 'job queue: error'));
  let started = false;
  let stopping: Promise<void> | undefined;
  /** the handlers running in this process: a stop waits for them before the database closes */
  const handlers = inFlight();

  async function startKind(kind: JobKind) {
    const settings = {
      retryLimit: kind.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelay: kind.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
      retryBackoff: kind.retryBackoff ?? JOB_DEFAULTS.retryBackoff,
      expireInSeconds: kind.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
      policy: kind.policy ?? 'standard',
    };
    // created by the first process, updated by every start: changed settings apply at once
    await retriedOnDeadlock(() => boss.createQueue(kind.name, { name: kind.name, ...settings }));
    await boss.updateQueue(kind.name, { name: kind.name, ...settings });
    const work = {
      batchSize: 1,
      pollingIntervalSeconds: options.pollSeconds,
      includeMetadata: true as const,
    };
    const ids: string[] = [];
    for (let i = 0; i < (kind.concurrency ?? JOB_DEFAULTS.concurrency); i++) {
      let id = '';
      id = await boss.work(kind.name, work, async ([job]) => {
        if (!job) return undefined;
        try {
          return await handlers.track(
            kind.run(kind.payload.parse(job.data), { id: job.id, attempt: job.retryCount + 1 }),
          );
        } finally {
          // a worker waits out its polling interval after each job, found or not; told, it
          // looks for the next one at once, so a backlog runs at the handlers' pace
          boss.notifyWorker(id);
        }
      });
      ids.push(id);
    }
    workers.set(kind.name, ids);
    if (kind.schedule) {
      await boss.schedule(kind.name, kind.schedule.cron, {}, { tz: 'UTC' });
      await boss.sendThrottled(kind.name, {}, {}, kind.schedule.everySeconds, 'start');
    }
  }

  return {
    /** Declares a kind; before start only (its queue, workers and schedule are made then). */
    define(kind: JobKind) {
      if (started) throw new Error(`job kind ${kind.name} declared after the queue started`);
      if (kinds.has(kind.name)) throw new Error(`job kind ${kind.name} declared twice`);
      kinds.set(kind.name, kind);
    },
    async start() {
      started = true;
      await boss.start();
      for (const kind of kinds.values()) await startKind(kind);
    },
    /**
     * Stops taking jobs, lets running ones end (pg-boss fails those past stopTimeoutMs, to be
     * retried), waits for their handlers even then (a handler cannot be stopped, and its writes
     * must not meet a closed database) and for the last statements. Once, however often called.
     */
    stop() {
      if (!started) return Promise.resolve();
      stopping ??= (async () => {
        await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000, wait: true });
        // a worker's fetch still in flight may start a handler after the stop: wait until
        // neither a handler nor a statement runs
        do {
          await handlers.settled();
          await db.drain();
        } while (handlers.size > 0);
      })();
      return stopping;
    },
    /**
     * Queues one job of a declared kind; answers its id. The payload is checked here first.
     * `priority`: a job of a higher one is taken first among those waiting (default 0);
     * `startAfterSeconds`: not before then.
     */
    async send<S extends z.ZodObject>(
      kind: JobKind<S>,
      payload: z.input<S>,
      options: { priority?: number; startAfterSeconds?: number } = {},
    ): Promise<string> {
      if (kinds.get(kind.name) !== kind) throw new Error(`job kind ${kind.name} is not declared`);
      // startAfterSeconds: it runs no sooner (a webhook's retry after its first, direct attempt)
      const delay = options.startAfterSeconds ?? 0;
      const id = await boss.send(kind.name, kind.payload.parse(payload), {
        priority: options.priority ?? 0,
        ...(delay > 0 && { startAfter: delay }),
      });
      if (!id) throw new Error(`job of ${kind.name} not queued`);
      // this process's idle workers of the kind look at once (one takes it); others poll
      for (const worker of workers.get(kind.name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    /**
     * Queues one job unless one of its kind already waits (a kind of policy 'short'): answers
     * its id, or null when none was queued. `startAfterSeconds`: it runs no sooner.
     */
    async sendUnlessWaiting<S extends z.ZodObject>(
      kind: JobKind<S>,
      payload: z.input<S>,
      options: { startAfterSeconds?: number } = {},
    ): Promise<string | null> {
      if (kinds.get(kind.name) !== kind) throw new Error(`job kind ${kind.name} is not declared`);
      if (kind.policy !== 'short') throw new Error(`job kind ${kind.name} does not have the 'short' policy`);
      const delay = options.startAfterSeconds ?? 0;
      const id = await boss.send(
        kind.name,
        kind.payload.parse(payload),
        delay > 0 ? { startAfter: delay } : {},
      );
      if (id && delay <= 0) for (const worker of workers.get(kind.name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    /** A failed job back to the queue, with one more try; false when it is not failed. */
    async retry(kind: string, id: string) {
      const before = await boss.getJobById(kind, id);
      if (before?.state !== 'failed') return false;
      await boss.retry(kind, id);
      return true;
    },
  };
}

/**
 * pg-boss's create_queue makes the queue's table and its foreign key; two processes starting
 * together on a new database may deadlock there (seen with two on one PostgreSQL): PostgreSQL
 * rolls one back, whose second try finds the queue made and does nothing.
 */
async function retriedOnDeadlock(create: () => Promise<void>, tries = 5): Promise<void> {
  try {
    await create();
  } catch (err) {
    const deadlock = err instanceof Error && 'code' in err && err.code === '40P01';
    if (!deadlock || tries <= 1) throw err;
    await new Promise((done) => setTimeout(done, 50 + Math.random() * 200));
    await retriedOnDeadlock(create, tries - 1);
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>;
