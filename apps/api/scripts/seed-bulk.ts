/**
 * Fills the database with generated ads and/or TikToks for load tests:
 *   npm run seed:bulk -- --ads 1000000
 *   npm run seed:bulk -- --tiktoks 1000000        (TikToks only)
 *   npm run seed:bulk -- --users 1000000          (customers only)
 *   npm run seed:bulk -- --creators 100000        (UGC creators only)
 * PostgreSQL when DATABASE_URL is set, otherwise the PGlite in DATA_DIR; COPY into either
 * (PGlite reads it from a blob, 8 MB at a time). Appends to whatever is there. Each filled table's indexes are dropped
 * and rebuilt around the load, all in one transaction (a failed load changes nothing):
 * building an index once is far cheaper than updating it a million times. ANALYZEs at the end.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { RoleName } from '@adlib/shared';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';
import { BULK_COLUMNS, type BulkAd, bulkAd, prng, SEARCH_WORDS } from './bulk-ads.js';
import { BULK_CREATOR_COLUMNS, type BulkCreator, bulkCreator } from './bulk-creators.js';
import { BULK_TIKTOK_COLUMNS, type BulkTiktok, bulkPostId, bulkTiktok } from './bulk-tiktoks.js';
import { BULK_USER_COLUMNS, type BulkUser, bulkUser, USER_SEARCH } from './bulk-users.js';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string' },
    tiktoks: { type: 'string', default: '0' },
    users: { type: 'string', default: '0' },
    creators: { type: 'string', default: '0' },
    seed: { type: 'string', default: '42' },
    collections: { type: 'string', default: '24' },
  },
});
// --tiktoks, --users or --creators alone fills those only; otherwise ads (100,000 by default)
const tiktokCount = Number(args.tiktoks);
const userCount = Number(args.users);
const creatorCount = Number(args.creators);
const count = Number(args.ads ?? (tiktokCount > 0 || userCount > 0 || creatorCount > 0 ? '0' : '100000'));
if (!Number.isInteger(count) || count < 0) throw new Error('--ads must be a whole number');
if (!Number.isInteger(tiktokCount) || tiktokCount < 0) throw new Error('--tiktoks must be a whole number');
if (!Number.isInteger(userCount) || userCount < 0) throw new Error('--users must be a whole number');
if (!Number.isInteger(creatorCount) || creatorCount < 0) throw new Error('--creators must be a whole number');
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
/** PGlite reads COPY from a blob: the rows go in slices of about 8 MB, one COPY each. */
const pgliteSession = (tx: Transaction | PGlite): Session => ({
  query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
  copy: async (text, source) => {
    const sql = text.replace(/from stdin$/, "from '/dev/blob'");
    let slice: string[] = [];
    let size = 0;
    const send = async () => {
      if (slice.length) await tx.query(sql, [], { blob: new Blob(slice) });
      slice = [];
      size = 0;
    };
    for await (const chunk of source) {
      slice.push(String(chunk));
      size += String(chunk).length;
      if (size > 8_000_000) await send();
    }
    await send();
  },
});

// COPY text format: backslash escapes, \N for null; arrays as array literals inside it.
const copyText = (v: string) =>
  v.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c);
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
type BulkValue =
  | BulkAd[keyof BulkAd]
  | BulkTiktok[keyof BulkTiktok]
  | BulkUser[keyof BulkUser]
  | BulkCreator[keyof BulkCreator];
const copyValue = (v: BulkValue) => {
  if (v === null) return '\\N';
  if (Array.isArray(v)) return copyText(arrayLiteral(v));
  if (v instanceof Date) return v.toISOString();
  return copyText(String(v));
};
const sqlValue = (v: BulkValue) => (Array.isArray(v) ? arrayLiteral(v) : v);

/** What a table's load needs: its generated rows, their columns and the casts INSERT needs. */
interface BulkTable<Row> {
  table: 'advertisements' | 'tiktoks' | 'users' | 'ugc_creators';
  noun: string;
  count: number;
  columns: readonly (keyof Row & string)[];
  row: (rng: ReturnType<typeof prng>, i: number, count: number, firstId: number) => Row;
  casts: Record<string, string>;
}
const ADS: BulkTable<BulkAd> = {
  table: 'advertisements',
  noun: 'ads',
  count,
  columns: BULK_COLUMNS,
  row: bulkAd,
  casts: { tags: '::text[]', type: '::text[]', gender: '::text[]', objective: '::text[]' },
};
const TIKTOKS: BulkTable<BulkTiktok> = {
  table: 'tiktoks',
  noun: 'TikToks',
  count: tiktokCount,
  columns: BULK_TIKTOK_COLUMNS,
  row: bulkTiktok,
  casts: {},
};
const CREATORS: BulkTable<BulkCreator> = {
  table: 'ugc_creators',
  noun: 'UGC creators',
  count: creatorCount,
  columns: BULK_CREATOR_COLUMNS,
  row: bulkCreator,
  casts: { videos: '::text[]' },
};

/** Customers: their plan's role id is known once the roles table has been read. */
const usersTable = (roleIds: Record<RoleName, number>): BulkTable<BulkUser> => ({
  table: 'users',
  noun: 'users',
  count: userCount,
  columns: BULK_USER_COLUMNS,
  row: (rng, i, n, firstId) => bulkUser(rng, i, n, firstId, roleIds),
  casts: {},
});

const BATCH = 1000;
function* batches<Row>(t: BulkTable<Row>, firstId: number) {
  const rng = prng(Number(args.seed) + firstId);
  for (let start = 0; start < t.count; start += BATCH) {
    const batch: Row[] = [];
    for (let i = start; i < Math.min(t.count, start + BATCH); i++)
      batch.push(t.row(rng, i, t.count, firstId));
    yield batch;
  }
}

async function loadRows<Row>(s: Session, t: BulkTable<Row>, firstId: number, onBatch: (n: number) => void) {
  const columns = t.columns.join(', ');
  const value = (row: Row, c: keyof Row & string) => row[c] as BulkValue;
  if (s.copy) {
    const lines = async function* () {
      for (const batch of batches(t, firstId)) {
        yield batch.map((row) => `${t.columns.map((c) => copyValue(value(row, c))).join('\t')}\n`).join('');
        onBatch(batch.length);
      }
    };
    await s.copy(`copy ${t.table} (${columns}) from stdin`, Readable.from(lines()));
    return;
  }
  for (const batch of batches(t, firstId)) {
    const params: unknown[] = [];
    const rows = batch.map(
      (row) =>
        `(${t.columns
          .map((c) => {
            params.push(sqlValue(value(row, c)));
            return `$${params.length}${t.casts[c] ?? ''}`;
          })
          .join(', ')})`,
    );
    await s.query(`insert into ${t.table} (${columns}) values ${rows.join(', ')}`, params);
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

/** Loads one table with its secondary indexes dropped, then rebuilds them; answers the first id. */
async function loadTable<Row>(s: Session, t: BulkTable<Row>, between?: (firstId: number) => Promise<void>) {
  const [max] = await s.query<{ max: number | null }>(`select max(id) as max from ${t.table}`);
  const firstId = (max?.max ?? 0) + 1;
  // Secondary indexes go for the load and come back after it (same transaction).
  const indexes = await s.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = '${t.table}'::regclass and not x.indisprimary`,
  );
  for (const ix of indexes) await s.query(`drop index ${ix.name}`);

  // The rows are valid by construction (users' role ids read from roles): the per-row
  // foreign-key triggers are skipped for the load, which otherwise cost most of its time.
  await s.query(`set local session_replication_role = replica`);
  const started = performance.now();
  let loaded = 0;
  let lastReport = started;
  await loadRows(s, t, firstId, (n) => {
    loaded += n;
    if (performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      log(`  ${loaded.toLocaleString('en')} ${t.noun}, ${rate(loaded, started)} rows/s`);
    }
  });
  log(
    `loaded ${t.count.toLocaleString('en')} ${t.noun} in ${seconds(started)} s: ${rate(t.count, started)} rows/s`,
  );
  await s.query(`set local session_replication_role = origin`);
  // the triggers skipped include search_words' (migration 0030): the loaded rows' words are
  // added as its trigger would, or a typo would find none of them (decision 025)
  const words = performance.now();
  await s.query(
    `insert into search_words (word) select distinct u.lexeme from ${t.table} r, unnest(r.search_doc) u
     where r.id >= $1 and length(u.lexeme) >= 4 on conflict do nothing`,
    [firstId],
  );
  log(`search words of the ${t.noun}: ${seconds(words)} s`);
  await s.query(`select setval(pg_get_serial_sequence('${t.table}', 'id'), $1)`, [firstId + t.count - 1]);
  await between?.(firstId);

  const indexing = performance.now();
  await s.query(`set local maintenance_work_mem = '512MB'`);
  for (const ix of indexes) {
    const one = performance.now();
    await s.query(ix.def);
    log(`  index ${ix.name}: ${seconds(one)} s`);
  }
  log(`rebuilt ${indexes.length} ${t.table} indexes in ${seconds(indexing)} s`);
  return firstId;
}

let firstTiktokId = 0;
async function run(s: Session) {
  if (count > 0)
    await loadTable(s, ADS, async (firstId) => {
      const linking = performance.now();
      await linkCollections(s, firstId);
      log(`linked ads to collections in ${seconds(linking)} s`);
    });
  if (tiktokCount > 0) firstTiktokId = await loadTable(s, TIKTOKS);
  if (userCount > 0) {
    const roles = await s.query<{ id: number; name: RoleName }>('select id, name from roles');
    await loadTable(
      s,
      usersTable(Object.fromEntries(roles.map((r) => [r.name, r.id])) as Record<RoleName, number>),
    );
  }
  if (creatorCount > 0) await loadTable(s, CREATORS);
}

const total = performance.now();
log(
  `seeding ${count.toLocaleString('en')} ads, ${tiktokCount.toLocaleString('en')} TikToks, ${userCount.toLocaleString('en')} users and ${creatorCount.toLocaleString('en')} UGC creators into ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
);
const vacuumSql =
  'vacuum (analyze) advertisements, advertisement_collections, collections, tiktoks, users, ugc_creators';
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
  await database.pool.query(vacuumSql);
  log(`vacuum analyze: ${seconds(vacuuming)} s`);
} else if (database.pglite) {
  await database.pglite.transaction((tx) => run(pgliteSession(tx)));
  const vacuuming = performance.now();
  await database.pglite.query(vacuumSql);
  log(`vacuum analyze: ${seconds(vacuuming)} s`);
}
const countSql =
  'select (select count(*)::int from advertisements) as ads, (select count(*)::int from tiktoks) as tiktoks, (select count(*)::int from users) as users, (select count(*)::int from ugc_creators) as creators';
type Counts = { ads: number; tiktoks: number; users: number; creators: number };
const counted = database.pool
  ? (await database.pool.query<Counts>(countSql)).rows
  : ((await database.pglite?.query<Counts>(countSql))?.rows ?? []);
const n = counted[0] ?? { ads: 0, tiktoks: 0, users: 0, creators: 0 };
log(
  `done in ${seconds(total)} s; the database now holds ${n.ads.toLocaleString('en')} ads, ${n.tiktoks.toLocaleString('en')} TikToks, ${n.users.toLocaleString('en')} users and ${n.creators.toLocaleString('en')} UGC creators`,
);
log(
  `search words (ad texts, TikTok descriptions and creators' niches alike): "${SEARCH_WORDS.rare}" (1 row), "${SEARCH_WORDS.onePercent}" (~1 %), "${SEARCH_WORDS.sevenPercent}" (~7 %)`,
);
if (tiktokCount > 0) {
  const mid = firstTiktokId + Math.floor(tiktokCount / 2);
  log(
    `TikTok post ids: "${bulkPostId(mid)}" (one post), prefix "${bulkPostId(mid).slice(0, -2)}" (up to 100)`,
  );
}
if (userCount > 0)
  log(`user searches: "${USER_SEARCH.rareEmail}" (1 user per run), "${USER_SEARCH.onePercentDomain}" (~1 %)`);
await database.close();
