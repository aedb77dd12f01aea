import type { z } from 'zod';

/** What a handler is told of the run it is in. */
export interface JobRun {
  id: string;
  /** 1 on the first try, 2 on the first retry, … */
  attempt: number;
}

/**
 * One kind of background job (decision 022): its queue's name, the payload it takes (checked
 * when sent and again when run), what runs it, and how it is retried. The settings are the
 * queue's, stored by pg-boss, so every process and every job of the kind share them.
 */
export interface JobKind<S extends z.ZodObject = z.ZodObject> {
  /** the queue's name: lower-case words joined by '-' (it names the kind on the Background jobs screen) */
  name: string;
  payload: S;
  /** a method, so that a kind of any payload fits where any kind is taken */
  run(payload: z.output<S>, job: JobRun): Promise<unknown>;
  /**
   * Jobs of this kind one process runs at once (default 1): each is a worker polling for one
   * job, so background work never takes more of a process than this. N processes: N × this.
   * 0: this process only sends jobs of the kind (a web-only process; the tests' senders).
   */
  concurrency?: number;
  /** retries after the first failure (default 3); then the job stays failed until a Retry */
  retryLimit?: number;
  /** seconds before a retry (default 30), doubled at each one with jitter when retryBackoff */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A run longer than this (default 15 min) is failed, and retried: this is how a job whose
   * process died mid-run (kill -9, a crash) is picked up again by another one.
   */
  expireInSeconds?: number;
  /**
   * A recurring job: pg-boss sends it on `cron` (UTC) once across every process, and each
   * start sends one too, at most one per `everySeconds` (a start that finds one sent within
   * its slot sends none), so a server that is never up at the cron's time still runs it.
   */
  schedule?: { cron: string; everySeconds: number };
  /**
   * pg-boss's queue policy (default 'standard'). 'short': at most one job of the kind waits at
   * a time; sending another while one waits queues nothing (`sendUnlessWaiting` answers null):
   * a job that re-sends itself (a backfill's next step) stays one chain however often it starts.
   */
  policy?: 'standard' | 'short';
}

/** Declares a job kind; the payload's type follows its schema in `run` and in `send`. */
export const defineJob = <S extends z.ZodObject>(kind: JobKind<S>): JobKind<S> => kind;

export const JOB_DEFAULTS = {
  concurrency: 1,
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;
