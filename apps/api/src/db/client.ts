import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { TRGM_THRESHOLD_SQL } from './search-fields.js';

/**
 * The contrib modules the migrations create, which PGlite loads from its own build: search's
 * trigrams, accents and edit distance (migration 0026) and btree_gin, the = of plain columns in
 * a GIN index (migration 0042: an ad's industry and format beside its classed words).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch, btree_gin };

/** What a raw statement answers on either driver: node-postgres's QueryResult and PGlite's Results both hold its rows. */
interface RowsResult<Row> {
  rows: Row[];
}

/**
 * The result kind both drivers' kinds narrow (Drizzle's higher-kinded result type): `execute`
 * answers the rows, and nothing driver-specific (node-postgres's `rowCount`, PGlite's
 * `affectedRows`) is promised.
 */
interface RowsResultKind extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/**
 * Either driver's database, and a transaction of it: Drizzle's PgDatabase over the result kind
 * both share, so modules need not care which database they talk to, and a write given a
 * transaction runs inside it (the transaction is a PgDatabase of the same kind).
 */
export type Db = PgDatabase<RowsResultKind, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the underlying pool, for raw SQL the benchmark and COPY need (postgres only) */
  pool?: pg.Pool;
  pglite?: PGlite;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `url` set: PostgreSQL. Otherwise PGlite in `dataDir`, or in memory when dataDir is null;
 * `restoreFrom` (a PGlite dumpDataDir tarball, `npm run db:restore`) fills a new one.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  poolSize?: number;
  restoreFrom?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // every session sets the trigram threshold typo words are found with (search-fields.ts):
    // migration 0027 sets it for the database, but only sessions opened after it see that, and
    // the pool's first connections ran the migration (a typo then found nothing, now and then)
    pool.on('connect', (client) => {
      client.query(TRGM_THRESHOLD_SQL).catch(() => {});
    });
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
    if (!opts.restoreFrom && !existsSync(join(dir, 'PG_VERSION'))) await initDataDirAside(dir);
  }
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
    loadDataDir: opts.restoreFrom,
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    kind: 'pglite',
    pglite: client,
    migrate: async (migrationsFolder) => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await client.exec(TRGM_THRESHOLD_SQL);
    },
    close: () => client.close(),
  };
}

/**
 * PGlite's Postgres is a 9 MB WASM module; V8 compiles all of it up front by default, on
 * background threads whose malloc arenas keep much of that memory. Compiled on first call
 * instead, the functions a server never calls cost nothing: 15-20 MB less RSS at start. The
 * hot ones are tiered up to optimised code as before, so queries run as fast. It must be set
 * before the first PGlite is created (decision 009).
 */
setFlagsFromString('--wasm-lazy-compilation');

/**
 * PGlite's defaults plus a small buffer pool (docs/decisions/009-embedded-database-memory.md).
 * initdb writes shared_buffers = 128MB, which PGlite allocates and touches inside its WASM
 * memory: about 115 MB of RSS for a library of a few thousand rows that the OS page cache holds
 * anyway (PGlite reads its files through it). A command-line setting overrides the file.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * initdb of a new data folder, in a short-lived child process. PGlite runs initdb in a
 * second, complete PGlite instance (its own compiled WASM and 128 MB of WASM memory); run in
 * the server's process, most of that stays in its RSS for good (110-170 MB after a first start,
 * even after a full GC; a worker thread keeps it too). A process gives all of it back.
 */
async function initDataDirAside(dir: string) {
  const script = `const { PGlite } = await import(process.env.PGLITE_URL);
    const db = await PGlite.create(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) });
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      PGLITE_URL: import.meta.resolve('@electric-sql/pglite'),
      PGLITE_DIR: dir,
      PGLITE_START_PARAMS: JSON.stringify(PGLITE_START_PARAMS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`initdb of ${dir} failed (exit code ${code})`);
}
