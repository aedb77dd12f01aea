import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/**
 * Both drivers expose the same Drizzle query builder; the node-postgres type is used as
 * the common one so modules need not care which database they talk to.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the underlying pool, for raw SQL the benchmark and COPY need (postgres only) */
  pool?: pg.Pool;
  pglite?: PGlite;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** `url` set: PostgreSQL. Otherwise PGlite in `dataDir`, or in memory when dataDir is null. */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  poolSize?: number;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    // Same query-builder surface; the drivers differ only in their result types.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
