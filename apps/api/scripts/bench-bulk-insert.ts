/**
 * Times Collection Bulk Insert (decision 013) over a large library, on a fresh embedded
 * database in memory (or DATABASE_URL, appended to):
 *   npm run bench:bulk-insert -- --ads 1000000
 * The ads are made by one INSERT … SELECT generate_series: 60 tags, two an ad, the even-numbered
 * ads visible (so the tags the collection asks for are even: odd tags sit only on hidden ads).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { collections } from '../src/db/schema.js';
import { bulkInsert, countBulkInsert } from '../src/modules/collections/bulk-insert.js';

const { values: args } = parseArgs({ options: { ads: { type: 'string', default: '1000000' } } });
const count = Number(args.ads);
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 2 });
await database.migrate(config.migrationsDir);
const db = database.db;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

let t0 = performance.now();
await db.execute(sql`insert into advertisements (name, visible, tags, created_at)
  select 'ad ' || i, i % 2 = 0,
         array['tag' || (i % 60), 'tag' || ((i * 7) % 60)],
         timestamp '2024-01-01' + (i % 365) * interval '1 day'
  from generate_series(1, ${count}::int) i`);
await db.execute(sql`analyze advertisements`);
process.stdout.write(`${count.toLocaleString('en')} ads in ${seconds(t0)} s\n`);

const [tagged] = await db
  .insert(collections)
  .values({ title: 'Tagged', tags: ['tag4', 'tag10'] })
  .returning();
const [monthly] = await db
  .insert(collections)
  .values({ title: 'March', collection_date: '2024-03' })
  .returning();
for (const c of [tagged, monthly]) {
  if (!c) throw new Error('no collection');
  t0 = performance.now();
  const dry = await countBulkInsert(db, c.id);
  process.stdout.write(`${c.title}: dry run counts ${dry.linked.toLocaleString('en')} in ${seconds(t0)} s\n`);
  t0 = performance.now();
  const done = await bulkInsert(db, undefined, c.id);
  process.stdout.write(`${c.title}: links ${done.linked.toLocaleString('en')} in ${seconds(t0)} s\n`);
}
await database.close();
