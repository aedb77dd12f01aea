import { createHash } from 'node:crypto';
import type { Database } from '../db/client.js';
import type { Statement } from './statement.js';

/** Beyond this many distinct statements, new ones are no longer prepared (bounded memory). */
const MAX_PREPARED = 2000;

/**
 * Runs the list's SQL on the bare driver (PostgreSQL pool or PGlite). On PostgreSQL a
 * statement whose plan does not depend on its values can be sent as a named prepared
 * statement: each pooled connection plans it once instead of on every call (planning costs
 * about as much as running a page query). Keyword searches are never prepared: a LIKE
 * pattern's selectivity (one row or 7 % of the table) decides the plan, so they are planned
 * with their values every time.
 */
export function createSqlRunner(database: Database) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `list_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };

  return async function run<T>(
    { text, values }: Statement,
    options: { prepare?: boolean } = {},
  ): Promise<T[]> {
    if (database.pool) {
      const name = options.prepare ? nameOf(text) : undefined;
      return (await database.pool.query({ text, values, ...(name && { name }) })).rows as T[];
    }
    if (database.pglite) return (await database.pglite.query<T>(text, values)).rows;
    throw new Error('no database driver');
  };
}
export type SqlRunner = ReturnType<typeof createSqlRunner>;
