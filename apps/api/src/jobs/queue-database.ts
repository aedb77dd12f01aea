import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import { inFlight } from './in-flight.js';

/** What pg-boss asks of a database (its `db` option): one call, answering `{ rows }`. */
export interface QueueDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** waits for the statements still running: pg-boss does not await its last `complete` */
  drain(): Promise<void>;
}

/**
 * pg-boss over the app's own database, so it needs no connection setting of its own.
 * PostgreSQL: the app's pool (node-postgres sends a statement without values over the simple
 * protocol, which takes several statements). PGlite: `query` takes one statement with
 * parameters (extended protocol), and pg-boss sends its schema creation and migrations as one
 * text of several statements without values (`BEGIN; …; COMMIT;`, plans.js `locked`), which
 * only `exec` runs; of exec's results the last is answered (pg-boss reads none of those).
 */
export function queueDatabase(database: Pick<Database, 'pool' | 'pglite'>): QueueDatabase {
  const run = runnerOf(database);
  const statements = inFlight();
  return {
    executeSql: (text, values) => statements.track(run(text, values)),
    async drain() {
      // a statement may start just after another ends (a job's `complete` once its handler
      // resolved): wait until a whole turn of the event loop passes with none running
      do {
        await statements.settled();
        await new Promise((turn) => setImmediate(turn));
      } while (statements.size > 0);
    },
  };
}

type Runner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

function runnerOf({ pool, pglite }: Pick<Database, 'pool' | 'pglite'>): Runner {
  if (pool) return (text, values) => poolQuery(pool, text, values);
  if (pglite) return (text, values) => pgliteQuery(pglite, text, values);
  throw new Error('job queue: the database has neither a pool nor a PGlite handle');
}

const poolQuery = (pool: pg.Pool, text: string, values?: unknown[]) => pool.query(text, values);

async function pgliteQuery(pglite: PGlite, text: string, values?: unknown[]) {
  if (values?.length) return pglite.query(text, values);
  const results = await pglite.exec(text);
  return results.at(-1) ?? { rows: [] };
}
