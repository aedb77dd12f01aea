import type { RunOptions, StepRun } from './sql-runner.js';
import type { Statement, Steps } from './statement.js';

/**
 * The app's runner (sql-runner.ts: its session runs the steps in one search read) or a bare
 * driver's (the bench's floor: a statement at a time).
 */
type Run = (<T>(statement: Statement, options?: RunOptions) => Promise<T[]>) & {
  session?: <R>(options: RunOptions, fn: (run: StepRun) => Promise<R>) => Promise<R>;
};

/** The steps in one session where the runner has them, else a statement at a time. */
const inSession = <R>(run: Run, options: RunOptions, fn: (run: StepRun) => Promise<R>) =>
  run.session ? run.session(options, fn) : fn((statement) => run(statement, options));

/** The rows of a read in steps: each step's in turn until `skip + take`, then those wanted. */
export async function readSteps<T>(run: Run, read: Steps, options: RunOptions = {}): Promise<T[]> {
  const [only] = read.steps;
  if (read.steps.length === 1 && only && !read.skip) return run<T>(only, options);
  return inSession(run, options, async (step) => {
    const rows: T[] = [];
    for (const statement of read.steps) {
      rows.push(...(await step<T>(statement)));
      if (rows.length >= read.skip + read.take) break;
    }
    return rows.slice(read.skip, read.skip + read.take);
  });
}

/**
 * A count in steps (`select count(*)::int as n`, one tier each): added up until past `cap`
 * (the tiers below are not counted, nor planned); at most `cap + 1`, as one capped count is.
 */
export async function countSteps(
  run: Run,
  steps: readonly Statement[],
  cap: number,
  options: RunOptions = {},
): Promise<number> {
  return inSession(run, options, async (step) => {
    let n = 0;
    for (const statement of steps) {
      n += (await step<{ n: number }>(statement))[0]?.n ?? 0;
      if (n > cap) return cap + 1;
    }
    return n;
  });
}
