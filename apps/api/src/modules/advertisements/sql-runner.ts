import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';

/** Beyond this many distinct statements, new ones are no longer prepared (bounded memory). */
const MAX_PREPARED = 2000;

/**
 * Runs the list's raw SQL. On PostgreSQL a statement whose plan does not depend on its
 * values can be sent as a named prepared statement: each pooled connection plans it once
 * instead of on every call (planning costs about as much as running a page query).
 * Keyword searches are never prepared: a LIKE pattern's selectivity (one row or 7 % of the
 * table) decides the plan, so they are planned with their values every time.
 */
export function createSqlRunner(database: Database) {
  const dialect = new PgDialect();
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `ads_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };

  return async function run<T>(query: SQL, options: { prepare?: boolean } = {}): Promise<T[]> {
    if (options.prepare && database.pool) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const name = nameOf(text);
      return (await database.pool.query({ ...(name && { name }), text, values: params })).rows as T[];
    }
    return (await database.db.execute(query)).rows as unknown as T[];
  };
}
export type SqlRunner = ReturnType<typeof createSqlRunner>;
