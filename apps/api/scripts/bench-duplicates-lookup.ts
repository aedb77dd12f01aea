/**
 * The duplicates lookup at library scale (issue 26, decision 024), on PostgreSQL:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:duplicates-lookup [-- --ads 1000000]
 * (TEST_DATABASE_URL works too). Creates its own database on that server, fills it with `ads`
 * ads, each with a ready media and its perceptual hashes (70 % pictures: one hash and 5 crop
 * hashes, media/crop-hash.ts, in media_crop_hash; 30 % videos:
 * a poster and 8 strip frames), in a few generate_series statements; `skew` of the hashes share
 * one value in band 0 (plain backgrounds make real pHashes far from uniform), and every 100th ad
 * has a near copy. Then times the lookup of one creative (what GET /api/duplicates/:area/of/:id
 * and the duplicates-check job run: the record, then the candidates' statement and the
 * comparison) over `lookups` random ads and over ads whose picture has the common band value,
 * and the bare driver running the same candidates' statement beside it. Drops the database
 * after, unless --keep.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { commonBands, forgetCommonBands } from '../src/duplicates/common-bands.js';
import { candidatesSql, findMatches, loadSubject } from '../src/duplicates/lookup.js';
import { BAND_COLUMNS } from '../src/duplicates/media-hashes.js';
import { BANDS } from '../src/duplicates/signals.js';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    lookups: { type: 'string', default: '400' },
    skew: { type: 'string', default: '0.05' },
    keep: { type: 'boolean', default: false },
    /** a database an earlier --keep run filled: measured again, not filled */
    reuse: { type: 'string' },
    /** the name of the database it creates, before a timestamp */
    prefix: { type: 'string', default: 'adlib_bench_duplicates' },
    /** pictures whose candidates' statement is run under explain (analyze, buffers): buffers a lookup */
    explain: { type: 'string', default: '100' },
  },
});
const ads = Number(args.ads);
const lookups = Number(args.lookups);
const skew = Number(args.skew);
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Set DATABASE_URL or TEST_DATABASE_URL: this bench runs on PostgreSQL');

const out = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
const name = args.reuse ?? `${args.prefix}_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (!args.reuse) await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), dataDir: null, poolSize: 2 });
const { db } = database;

async function step(label: string, statement: ReturnType<typeof sql>) {
  const t0 = performance.now();
  await db.execute(statement);
  out(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function fill() {
  out(`filling ${ads.toLocaleString('en')} ads (${load()})`);
  const bandBits = 64 / BANDS;
  const mask = 2 ** bandBits - 1;
  // the index is built once the rows are in (as a restore would): far faster than row by row
  // (the band indexes as the migrations made them, read back: dropped, then made again)
  const indexes = (
    await db.execute<{ name: string; definition: string }>(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename in ('media_hash', 'media_crop_hash') and indexname not like '%pk%'`)
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await step(
    'ads',
    sql`insert into advertisements (name, primary_text, headline, media_source, search_text)
      select 'Brand ' || (i % 5000), 'Primary text of creative ' || i, 'Headline ' || i,
        'https://cdn.example.com/c/' || i || '.mp4', ''
      from generate_series(1, ${ads}::int) i`,
  );
  // hash f of media i: 64 pseudo-random bits (md5), band 0 forced to 0x0000 for `skew` of them;
  // every 100th media is a near copy (3 bits off, band 0 kept) of the one before
  const hashOf = (i: string, f: string) =>
    sql.raw(`(
    (('x' || substr(md5((case when ${i} % 100 = 0 then ${i} - 1 else ${i} end)::text || '-' || ${f}), 1, 16))::bit(64)::bigint
      # (case when ${i} % 100 = 0 then 7::bigint << 20 else 0 end))
    & (case when abs(hashtext(${i}::text || '/' || ${f})) % 10000 < ${Math.round(skew * 10000)} then ~${mask}::bigint else -1::bigint end))`);
  // a picture's crop hashes (frames -2 … -6, media/crop-hash.ts): its hash with ~8 bits flipped
  // (a crop moves the hash by 0-17 bits in bench:duplicates), so they share bands with it and
  // with each other as real ones do
  const sparse = (i: string, f: string, salt: string) =>
    `('x' || substr(md5(${i}::text || '-' || ${f} || '${salt}'), 1, 16))::bit(64)::bigint`;
  await step(
    'hashes (a scratch table)',
    sql`create unlogged table bench_hash as
      select i, f, ${hashOf('i', 'f')} as h
      from generate_series(1, ${ads}::int) i
      cross join lateral generate_series(-1, case when i % 10 < 3 then 7 else -1 end) f`,
  );
  await step(
    'crop hashes (pictures: 5 each)',
    sql`insert into bench_hash
      select b.i, c.k, b.h # (${sql.raw(`${sparse('b.i', 'c.k', 'a')} & ${sparse('b.i', 'c.k', 'b')} & ${sparse('b.i', 'c.k', 'c')}`)})
      from bench_hash b cross join generate_series(-6, -2) c(k)
      where b.f = -1 and b.i % 10 >= 3`,
  );
  await step('its index', sql`create index on bench_hash (i, f)`);
  await step(
    'media',
    sql`insert into media (source_key, source_url, state, digest, phash, strip_phashes, crop_phashes)
      select 'c/' || i, 'https://cdn.example.com/c/' || i || '.mp4', 'ready', md5('bytes ' || i),
        (select lpad(to_hex(h), 16, '0') from bench_hash b where b.i = s.i and b.f = -1),
        case when i % 10 < 3 then (select jsonb_agg(lpad(to_hex(h), 16, '0') order by f)
          from bench_hash b where b.i = s.i and b.f >= 0) end,
        case when i % 10 >= 3 then (select jsonb_agg(lpad(to_hex(h), 16, '0') order by f desc)
          from bench_hash b where b.i = s.i and b.f <= -2) end
      from generate_series(1, ${ads}::int) s(i)`,
  );
  await step(
    'media_hash',
    sql`insert into media_hash (source_key, frame, hash, b0, b1, b2, b3)
      select 'c/' || i, f, h, ${sql.raw(BAND_COLUMNS.map((_, b) => `((h >> ${b * bandBits}) & ${mask})::int`).join(', '))}
      from bench_hash where f >= -1`,
  );
  await step(
    'media_crop_hash',
    sql`insert into media_crop_hash (source_key, frame, hash) select 'c/' || i, f, h from bench_hash where f <= -2`,
  );
  await db.execute(sql`drop table bench_hash`);
  for (const index of indexes) await step(`${index.name} index`, sql.raw(index.definition));
  // the visibility map set, as autovacuum leaves a table: the probes are index-only scans
  await step('vacuum media_hash, media_crop_hash', sql`vacuum media_hash, media_crop_hash`);
  await step('analyze', sql`analyze`);
  await printSizes();
}

async function printSizes() {
  const [counts] = (
    await db.execute<{ hashes: string; crops: string; bytes: string; crop_bytes: string }>(
      sql`select (select count(*) from media_hash) as hashes, (select count(*) from media_crop_hash) as crops,
        pg_total_relation_size('media_hash') as bytes, pg_total_relation_size('media_crop_hash') as crop_bytes`,
    )
  ).rows;
  const mb = (bytes: string | undefined) => `${(Number(bytes) / 2 ** 20).toFixed(0)} MB`;
  out(
    `  ${Number(counts?.hashes).toLocaleString('en')} hashes, media_hash ${mb(counts?.bytes)} with its indexes; ` +
      `${Number(counts?.crops).toLocaleString('en')} crop hashes, media_crop_hash ${mb(counts?.crop_bytes)}`,
  );
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure() {
  const dialect = new PgDialect();
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  try {
    await timeLookups(dialect, raw);
  } finally {
    await raw.end();
  }
}

/**
 * The pages one lookup reads: the candidates' statement of `explain` pictures (the same ones
 * for the same database: setseed) under explain (analyze, buffers), shared buffers hit + read.
 */
async function explainBuffers(dialect: PgDialect, raw: pg.Client, common: ReadonlySet<number>) {
  const count = Number(args.explain);
  if (!count) return;
  await raw.query('select setseed(0.26)');
  const { rows } = await raw.query<{ id: number }>(
    `select id from (select (1 + floor(random() * $1))::int as id from generate_series(1, $2 * 20)) s
     where id % 10 >= 3 limit $2`,
    [ads, count],
  );
  const explain = async (subject: NonNullable<Awaited<ReturnType<typeof loadSubject>>>) => {
    const query = dialect.sqlToQuery(candidatesSql('advertisements', subject, common));
    const result = await raw.query(`explain (analyze, buffers, format json) ${query.sql}`, query.params);
    const [plan] = result.rows[0]['QUERY PLAN'] as {
      Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      'Execution Time': number;
    }[];
    return plan
      ? {
          buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
          ms: plan['Execution Time'],
        }
      : null;
  };
  const runs = {
    with: { buffers: [] as number[], times: [] as number[] },
    without: { buffers: [] as number[], times: [] as number[] },
  };
  for (const [at, { id }] of rows.entries()) {
    const subject = await loadSubject(db, 'advertisements', id);
    if (!subject) continue;
    // the same statement without the subject's crop hashes, beside it (what recipe 4 read, but
    // for the picture's hash against the crop hashes' wide bands): the floor of this run. Each
    // first in turn: the first reads the shared pages from outside shared_buffers
    const pair = [
      [runs.with, subject],
      [runs.without, { ...subject, signals: { ...subject.signals, crops: null } }],
    ] as const;
    for (const [run, s] of at % 2 ? [...pair].reverse() : pair) {
      const measured = await explain(s);
      if (!measured) continue;
      run.buffers.push(measured.buffers);
      run.times.push(measured.ms);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  for (const [label, run] of [
    ['with its crop hashes', runs.with],
    ['without them', runs.without],
  ] as const) {
    run.buffers.sort((x, y) => x - y);
    run.times.sort((x, y) => x - y);
    out(
      `explain (analyze, buffers) over ${run.buffers.length} pictures, ${label}: buffers a lookup mean ${mean(run.buffers).toFixed(0)}, ` +
        `p50 ${pct(run.buffers, 50)}, max ${run.buffers.at(-1)}; execution p50 ${pct(run.times, 50).toFixed(1)} ms, ` +
        `p99 ${pct(run.times, 99).toFixed(1)} ms (${load()})`,
    );
  }
  out(
    `  buffers with ÷ without: ${(mean(runs.with.buffers) / Math.max(1, mean(runs.without.buffers))).toFixed(2)}`,
  );
}

async function timeLookups(dialect: PgDialect, raw: pg.Client) {
  forgetCommonBands(db);
  const common = await commonBands(db);
  out(`${common.size} common band values left out of the probes (shared by more than 2,000 hashes)`);
  await explainBuffers(dialect, raw, common);
  // every 100th ad is a near copy (3 bits off) of the one before: how many lookups find it
  const copies = (
    await db.execute<{ id: number }>(
      sql`select (100 * (1 + floor(random() * ${Math.floor(ads / 100) - 1})))::int as id from generate_series(1, 100)`,
    )
  ).rows.map((r) => r.id);
  let recalled = 0;
  for (const id of copies) {
    const subject = await loadSubject(db, 'advertisements', id);
    if (subject && (await findMatches(db, 'advertisements', subject)).some((m) => m.id === id - 1))
      recalled++;
  }
  out(`planted near copies found: ${recalled} of ${copies.length}`);
  const random = (
    await db.execute<{ id: number }>(
      sql`select (1 + floor(random() * ${ads}))::int as id from generate_series(1, ${lookups}::int)`,
    )
  ).rows.map((r) => r.id);
  const skewed = (
    await db.execute<{ id: number }>(sql`
      select a.id from media_hash h join advertisements a on a.media_source = 'https://cdn.example.com/' || h.source_key || '.mp4'
      where h.frame = -1 and h.b0 = 0 limit ${Math.min(lookups, 200)}`)
  ).rows.map((r) => r.id);
  for (const [label, ids] of [
    ['random ads', random],
    ['ads whose picture has the common band value', skewed],
  ] as const) {
    const lookup: number[] = [];
    const bare: number[] = [];
    const bareWithoutCrops: number[] = [];
    const barePictures: number[] = [];
    let found = 0;
    for (const id of ids) {
      // the lookup as the route and the job run it: the record, then its candidates compared
      let t0 = performance.now();
      const subject = await loadSubject(db, 'advertisements', id);
      if (!subject) continue;
      const matches = await findMatches(db, 'advertisements', subject);
      lookup.push(performance.now() - t0);
      found += matches.length;
      const query = dialect.sqlToQuery(candidatesSql('advertisements', subject, common));
      t0 = performance.now();
      await raw.query(query.sql, query.params);
      bare.push(performance.now() - t0);
      // the same statement without the subject's crop hashes (what recipe 4 probed), right
      // after: the load of a shared machine weighs on both alike
      if (subject.signals.crops?.length) {
        barePictures.push(bare.at(-1) ?? 0);
        const without = { ...subject, signals: { ...subject.signals, crops: null } };
        const q = dialect.sqlToQuery(candidatesSql('advertisements', without, common));
        t0 = performance.now();
        await raw.query(q.sql, q.params);
        bareWithoutCrops.push(performance.now() - t0);
      }
    }
    lookup.sort((x, y) => x - y);
    bare.sort((x, y) => x - y);
    bareWithoutCrops.sort((x, y) => x - y);
    out(
      `${label} (${lookup.length}): lookup p50 ${pct(lookup, 50).toFixed(1)} ms, p99 ${pct(lookup, 99).toFixed(1)} ms; ` +
        `bare driver, candidates' statement p50 ${pct(bare, 50).toFixed(1)} ms, p99 ${pct(bare, 99).toFixed(1)} ms; ` +
        `${(found / Math.max(1, lookup.length)).toFixed(2)} matches a lookup`,
    );
    barePictures.sort((x, y) => x - y);
    if (bareWithoutCrops.length)
      out(
        `  pictures' statement without their crop hashes (${bareWithoutCrops.length}): ` +
          `p50 ${pct(bareWithoutCrops, 50).toFixed(1)} ms, p99 ${pct(bareWithoutCrops, 99).toFixed(1)} ms; ` +
          `with them p50 ${pct(barePictures, 50).toFixed(1)} ms, p99 ${pct(barePictures, 99).toFixed(1)} ms ` +
          `(p99 with ÷ without ${(pct(barePictures, 99) / pct(bareWithoutCrops, 99)).toFixed(2)})`,
      );
  }
  out(load());
}

try {
  // a reused database is migrated too (an earlier fill's rows moved as a deployment's are)
  const t0 = performance.now();
  await database.migrate(loadConfig().migrationsDir);
  if (args.reuse) {
    out(`migrated ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s (${load()})`);
    await printSizes();
  } else await fill();
  await measure();
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  await database.close();
  // pool.end() resolves before the backends are gone: a forced drop now would kill them mid-close
  await new Promise((done) => setTimeout(done, 1000));
  if (!args.keep && !args.reuse) await admin.query(`drop database ${name} with (force)`);
  else out(`kept database ${name}`);
  await admin.end();
}
