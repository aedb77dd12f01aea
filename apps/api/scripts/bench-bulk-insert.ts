/**
 * Times Collection Bulk Insert (decision 013) over a large library:
 *   npm run bench:bulk-insert -- --ads 1000000
 *     a fresh embedded database in memory (or DATABASE_URL, appended to), its ads made by one
 *     INSERT … SELECT generate_series: 60 tags, two an ad, the even-numbered ads visible (so the
 *     collection asks for even tags: odd ones sit only on hidden ads), search text of a real size.
 *   npm run seed:bulk -- --ads 1000000 && npm run bench:bulk-insert -- --existing
 *     the library already in DATA_DIR (or DATABASE_URL); the collection asks for the two
 *     commonest tags of visible ads, the month one for their busiest month. The two collections
 *     are deleted afterwards (their links with them).
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { collections } from '../src/db/schema.js';
import { bulkInsert, countBulkInsert } from '../src/modules/collections/bulk-insert.js';

const { values: args } = parseArgs({
  options: { ads: { type: 'string', default: '1000000' }, existing: { type: 'boolean', default: false } },
});
const config = loadConfig();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function generate(database: Database, count: number) {
  const t0 = performance.now();
  await database.db.execute(sql`insert into advertisements (name, visible, tags, search_text, created_at)
    select 'ad ' || i, i % 2 = 0,
           array['tag' || (i % 60), 'tag' || ((i * 7) % 60)],
           repeat('brand headline primary text ' || i || ' ', 8),
           timestamp '2024-01-01' + (i % 365) * interval '1 day'
    from generate_series(1, ${count}::int) i`);
  await database.db.execute(sql`analyze advertisements`);
  say(`${count.toLocaleString('en')} ads generated in ${seconds(t0)} s`);
  return { tags: ['tag4', 'tag10'], month: '2024-03' };
}

async function pickFromExisting(database: Database) {
  const { rows: total } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from advertisements`,
  );
  const { rows: tags } = await database.db.execute<{ tag: string }>(sql`select t as tag
    from advertisements a, unnest(a.tags) t where a.visible group by t order by count(*) desc limit 2`);
  const { rows: months } = await database.db.execute<{ month: string }>(sql`select
    to_char(created_at at time zone 'UTC', 'YYYY-MM') as month from advertisements where visible
    group by 1 order by count(*) desc limit 1`);
  say(`${(total[0]?.n ?? 0).toLocaleString('en')} ads already there`);
  return { tags: tags.map((r) => r.tag), month: months[0]?.month ?? '2024-03' };
}

const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: args.existing ? config.dataDir : null,
  poolSize: 2,
});
await database.migrate(config.migrationsDir);
const db = database.db;
const { tags, month } = args.existing
  ? await pickFromExisting(database)
  : await generate(database, Number(args.ads));

const made = await db
  .insert(collections)
  .values([
    { title: `Bench tags ${tags.join(' ')}`, tags },
    { title: `Bench month ${month}`, collection_date: month },
  ])
  .returning();
for (const c of made) {
  let t0 = performance.now();
  const dry = await countBulkInsert(db, c.id);
  say(`${c.title}: the dry run counts ${dry.linked.toLocaleString('en')} ads in ${seconds(t0)} s`);
  t0 = performance.now();
  const done = await bulkInsert(db, undefined, c.id);
  say(`${c.title}: Bulk Insert links ${done.linked.toLocaleString('en')} ads in ${seconds(t0)} s`);
}
if (args.existing) for (const c of made) await db.delete(collections).where(eq(collections.id, c.id));
await database.close();
