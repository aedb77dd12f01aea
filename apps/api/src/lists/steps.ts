import type { RunOptions } from './sql-runner.js';
import type { Statement, Steps } from './statement.js';

type Run = <T>(statement: Statement, options?: RunOptions) => Promise<T[]>;

/** The rows of a read in steps: each step's in turn until `skip + take`, then those wanted. */
export async function readSteps<T>(run: Run, read: Steps, options?: RunOptions): Promise<T[]> {
  const [only] = read.steps;
  if (read.steps.length === 1 && only && !read.skip) return run<T>(only, options);
  const rows: T[] = [];
  for (const step of read.steps) {
    rows.push(...(await run<T>(step, options)));
    if (rows.length >= read.skip + read.take) break;
  }
  return rows.slice(read.skip, read.skip + read.take);
}

/**
 * A count in steps (`select count(*)::int as n`, one tier each): added up until past `cap`
 * (the tiers below are not counted, nor planned); at most `cap + 1`, as one capped count is.
 */
export async function countSteps(
  run: Run,
  steps: readonly Statement[],
  cap: number,
  options?: RunOptions,
): Promise<number> {
  let n = 0;
  for (const step of steps) {
    n += (await run<{ n: number }>(step, options))[0]?.n ?? 0;
    if (n > cap) return cap + 1;
  }
  return n;
}
