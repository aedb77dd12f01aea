import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import type { Statement } from './statement.js';

/** Beyond this many distinct statements, new ones are no longer prepared (bounded memory). */
const MAX_PREPARED = 2000;

export interface SqlRunnerOptions {
  /**
   * PostgreSQL's work_mem for keyword searches (`'32MB'`; config SEARCH_WORK_MEM), or null for
   * the server's own. A search's bitmaps of a common word go lossy at the default 4 MB: every
   * row of a lossy page is rechecked (decision 025, "Memory for a search's bitmaps").
   */
  searchWorkMem?: string | null;
}

/** What one call asks of the runner. */
export interface RunOptions {
  /** a statement whose plan does not depend on its values: sent as a named prepared statement */
  prepare?: boolean;
  /** a keyword search's read: run with `searchWorkMem` (PostgreSQL) */
  search?: boolean;
}

/**
 * Runs the list's SQL on the bare driver (PostgreSQL pool or PGlite). On PostgreSQL a
 * statement whose plan does not depend on its values can be sent as a named prepared
 * statement: each pooled connection plans it once instead of on every call (planning costs
 * about as much as running a page query). Keyword searches are never prepared: a LIKE
 * pattern's selectivity (one row or 7 % of the table) decides the plan, so they are planned
 * with their values every time.
 *
 * A keyword search's statement runs in a read transaction of its own with `set local
 * work_mem` (two round trips more, a fraction of a millisecond on a local server), so the
 * larger memory is the search's alone and goes back to the pool with the connection as it
 * was. On PGlite nothing changes: its memory is the API process's, and its library is small.
 */
export function createSqlRunner(database: Database, options: SqlRunnerOptions = {}) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `list_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  const workMem = options.searchWorkMem ?? null;
  // the value is checked by the configuration (config.ts: digits and a unit); quoted anyway
  const begin = workMem && `begin read only; set local work_mem = '${workMem.replace(/'/g, "''")}'`;

  /** `fn` on one pooled connection in a search read of its own (begin, work_mem, commit). */
  async function inSearchRead<R>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    const client = await pool.connect();
    try {
      await client.query(begin as string);
      const result = await fn(client);
      await client.query('commit');
      client.release();
      return result;
    } catch (err) {
      // a connection whose transaction could not be closed is not given back to the pool
      await client.query('rollback').then(
        () => client.release(),
        (closing: Error) => client.release(closing),
      );
      throw err;
    }
  }

  async function run<T>({ text, values }: Statement, runOptions: RunOptions = {}): Promise<T[]> {
    const { pool, pglite } = database;
    if (pool) {
      const name = runOptions.prepare ? nameOf(text) : undefined;
      const query = { text, values, ...(name && { name }) };
      if (!(runOptions.search && begin)) return (await pool.query(query)).rows as T[];
      return inSearchRead(pool, async (client) => (await client.query(query)).rows as T[]);
    }
    if (pglite) return (await pglite.query<T>(text, values)).rows;
    throw new Error('no database driver');
  }

  /**
   * Several statements of one read (a tiered search's steps, steps.ts) in one search read: one
   * begin and commit for them all on one connection, not three round trips more each.
   */
  async function session<R>(runOptions: RunOptions, fn: (run: StepRun) => Promise<R>): Promise<R> {
    const { pool } = database;
    if (!(pool && runOptions.search && begin)) return fn((statement) => run(statement, runOptions));
    return inSearchRead(pool, (client) =>
      fn(async <T>(statement: Statement) => (await client.query(statement)).rows as T[]),
    );
  }

  return Object.assign(run, { session });
}

/** A statement's rows, within a session's read. */
export type StepRun = <T>(statement: Statement) => Promise<T[]>;
export type SqlRunner = ReturnType<typeof createSqlRunner>;
