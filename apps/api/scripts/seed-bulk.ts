/**
 * Fills the database with generated ads for load tests:
 *   npm run seed:bulk -- --ads 1000000
 * PostgreSQL when DATABASE_URL is set (COPY), otherwise the PGlite in DATA_DIR (batched
 * multi-row INSERTs). Appends to whatever is there. The advertisements indexes are dropped
 * and rebuilt around the load, all in one transaction (a failed load changes nothing):
 * building an index once is far cheaper than updating it a million times. ANALYZEs at the end.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';
import { BULK_COLUMNS, type BulkAd, bulkAd, prng, SEARCH_WORDS } from './bulk-ads.js';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
    collections: { type: 'string', default: '24' },
  },
});
const count = Number(args.ads);
if (!Number.isInteger(count) || count < 1) throw new Error('--ads must be a positive whole number');
const collectionCount = Number(args.collections);

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
await database.migrate(config.migrationsDir);
await seedDatabase(database.db, { ...config, seedDemo: false });

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const rate = (rows: number, since: number) =>
  Math.round(rows / ((performance.now() - since) / 1000)).toLocaleString('en');

/** Both drivers through one tiny surface: a query, and a COPY for PostgreSQL. */
interface Session {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  copy?(text: string, source: Readable): Promise<void>;
}
const pgSession = (client: pg.PoolClient): Session => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  copy: (text, source) => pipeline(source, client.query(copyFrom(text))),
});
const pgliteSession = (tx: Transaction | PGlite): Session => ({
  query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
});

// COPY text format: backslash escapes, \N for null; arrays as array literals inside it.
const copyText = (v: string) =>
  v.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c);
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
const copyValue = (v: BulkAd[keyof BulkAd]) => {
  if (v === null) return '\\N';
  if (Array.isArray(v)) return copyText(arrayLiteral(v));
  if (v instanceof Date) return v.toISOString();
  return copyText(String(v));
};
const sqlValue = (v: BulkAd[keyof BulkAd]) => (Array.isArray(v) ? arrayLiteral(v) : v);

const BATCH = 1000;
function* adBatches(firstId: number) {
  const rng = prng(Number(args.seed) + firstId);
  for (let start = 0; start < count; start += BATCH) {
    const batch: BulkAd[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) batch.push(bulkAd(rng, i, count, firstId));
    yield batch;
  }
}

async function loadAds(s: Session, firstId: number, onBatch: (n: number) => void) {
  const columns = BULK_COLUMNS.join(', ');
  if (s.copy) {
    const lines = async function* () {
      for (const batch of adBatches(firstId)) {
        yield batch.map((ad) => `${BULK_COLUMNS.map((c) => copyValue(ad[c])).join('\t')}\n`).join('');
        onBatch(batch.length);
      }
    };
    await s.copy(`copy advertisements (${columns}) from stdin`, Readable.from(lines()));
    return;
  }
  const casts: Record<string, string> = {
    tags: '::text[]',
    type: '::text[]',
    gender: '::text[]',
    objective: '::text[]',
  };
  for (const batch of adBatches(firstId)) {
    const params: unknown[] = [];
    const rows = batch.map(
      (ad) =>
        `(${BULK_COLUMNS.map((c) => {
          params.push(sqlValue(ad[c]));
          return `$${params.length}${casts[c] ?? ''}`;
        }).join(', ')})`,
    );
    await s.query(`insert into advertisements (${columns}) values ${rows.join(', ')}`, params);
    onBatch(batch.length);
  }
}

/** About 10 % of the new ads go into a few collections, as curated sets would. */
async function linkCollections(s: Session, firstId: number) {
  let ids = (await s.query<{ id: number }>('select id from collections order by id')).map((r) => r.id);
  if (ids.length < collectionCount) {
    for (let n = ids.length; n < collectionCount; n++) {
      const month = `${2022 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
      await s.query(
        `insert into collections ("order", title, public, collection_date) values ($1, $2, true, $3)`,
        [n * 10, `Bulk ${month}`, month],
      );
    }
    ids = (await s.query<{ id: number }>('select id from collections order by id')).map((r) => r.id);
  }
  await s.query(
    `insert into advertisement_collections (advertisement_id, collection_id)
     select a.id, ($3::int[])[1 + (a.id % array_length($3::int[], 1))]
     from advertisements a where a.id between $1 and $2 and a.id % 10 = 0
     on conflict do nothing`,
    [firstId, firstId + count - 1, `{${ids.join(',')}}`],
  );
}

async function run(s: Session) {
  const [max] = await s.query<{ max: number | null }>('select max(id) as max from advertisements');
  const firstId = (max?.max ?? 0) + 1;
  // Secondary indexes go for the load and come back after it (same transaction).
  const indexes = await s.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'advertisements'::regclass and not x.indisprimary`,
  );
  for (const ix of indexes) await s.query(`drop index ${ix.name}`);

  const started = performance.now();
  let loaded = 0;
  let lastReport = started;
  await loadAds(s, firstId, (n) => {
    loaded += n;
    if (performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      log(`  ${loaded.toLocaleString('en')} ads, ${rate(loaded, started)} rows/s`);
    }
  });
  log(`loaded ${count.toLocaleString('en')} ads in ${seconds(started)} s: ${rate(count, started)} rows/s`);
  await s.query(`select setval(pg_get_serial_sequence('advertisements', 'id'), $1)`, [firstId + count - 1]);

  const linking = performance.now();
  await linkCollections(s, firstId);
  log(`linked ads to collections in ${seconds(linking)} s`);

  const indexing = performance.now();
  await s.query(`set local maintenance_work_mem = '512MB'`);
  for (const ix of indexes) {
    const one = performance.now();
    await s.query(ix.def);
    log(`  index ${ix.name}: ${seconds(one)} s`);
  }
  log(`rebuilt ${indexes.length} indexes in ${seconds(indexing)} s`);
}

const total = performance.now();
log(
  `seeding ${count.toLocaleString('en')} ads into ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
);
if (database.pool) {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await run(pgSession(client));
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  // VACUUM sets the visibility map, so counts can be answered from indexes alone.
  const vacuuming = performance.now();
  await database.pool.query('vacuum (analyze) advertisements, advertisement_collections, collections');
  log(`vacuum analyze: ${seconds(vacuuming)} s`);
} else if (database.pglite) {
  await database.pglite.transaction((tx) => run(pgliteSession(tx)));
  const vacuuming = performance.now();
  await database.pglite.query('vacuum (analyze) advertisements, advertisement_collections, collections');
  log(`vacuum analyze: ${seconds(vacuuming)} s`);
}
const countSql = 'select count(*)::int as n from advertisements';
const counted = database.pool
  ? (await database.pool.query<{ n: number }>(countSql)).rows
  : ((await database.pglite?.query<{ n: number }>(countSql))?.rows ?? []);
const n = counted[0]?.n ?? 0;
log(`done in ${seconds(total)} s; the library now holds ${n.toLocaleString('en')} ads`);
log(
  `search words: "${SEARCH_WORDS.rare}" (1 row), "${SEARCH_WORDS.onePercent}" (~1 %), "${SEARCH_WORDS.sevenPercent}" (~7 %)`,
);
await database.close();
