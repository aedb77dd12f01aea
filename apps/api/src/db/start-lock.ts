import type { Database } from './client.js';

/** Any fixed number: the key of the advisory lock that API processes starting together share. */
const START_LOCK_KEY = 1_071_005;

/**
 * Runs `fn` (migrate, seed) while no other API process on the same PostgreSQL database runs
 * its own: processes started together (a deploy of several replicas) would otherwise apply
 * one migration twice or seed the fixed rows twice, and all but one would fail to start. The
 * lock is PostgreSQL's session advisory lock, held on one connection of the pool and released
 * when `fn` ends (or the connection does). The embedded database is single-process: no lock.
 */
export async function whileStarting<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await fn();
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => {});
    connection.release();
  }
}
