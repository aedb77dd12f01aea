/**
 * Times a bulk action over a list filter (decision 017) on a large library:
 *   npm run bench:bulk-filter -- --ads 1000000
 *     a fresh embedded database in memory (or DATABASE_URL, appended to), its ads made by one
 *     INSERT … SELECT generate_series: every one visible, ten industries in turn, so the filter
 *     "visible, industry Pets" matches a tenth of them (100,000 of a million), search text of a
 *     real size. Then, through the same code as POST /api/advertisements/bulk and /bulk-edit:
 *     the dry run's count, Hide over the filter (one UPDATE, one audit entry, a diff per ad),
 *     the same call again (0), one ad's history, a tag added over the filter, Show back.
 */
import { parseArgs } from 'node:util';
import { INDUSTRY_VALUES } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { versionsPage } from '../src/history/versions.js';
import { applyChangeSql, countChangeSql, runStatement } from '../src/lists/bulk/set-change.js';
import type { Params, SetChange } from '../src/lists/index.js';
import { AD_BULK_CHANGES, adBulkEdit } from '../src/modules/advertisements/bulk.js';
import { adsList } from '../src/modules/advertisements/list.js';

const { values: args } = parseArgs({ options: { ads: { type: 'string', default: '1000000' } } });
const config = loadConfig();
const count = Number(args.ads);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
const say = (line: string) => process.stdout.write(`${line}\n`);
const industries = INDUSTRY_VALUES.slice(0, 10);

const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 2 });
await database.migrate(config.migrationsDir);
const db = database.db;

let t0 = performance.now();
await db.execute(sql`insert into advertisements (name, visible, industry, tags, search_text, created_at)
  select 'ad ' || i, true, (${JSON.stringify(industries)}::jsonb ->> (i % 10)),
         array['tag' || (i % 60)],
         repeat('brand headline primary text ' || i || ' ', 8),
         timestamp '2024-01-01' + (i % 365) * interval '1 day'
  from generate_series(1, ${count}::int) i`);
await db.execute(sql`analyze advertisements`);
say(`${count.toLocaleString('en')} ads generated in ${seconds(t0)} s`);

const target = { filter: { visible: true, industry: industries[4] } };
const inTx = <T>(work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<T>) =>
  db.transaction(work);
const actor = undefined;
const entity = 'advertisement';

async function timed(label: string, build: (p: Params) => SetChange) {
  let t = performance.now();
  const [dry] = await inTx((tx) => runStatement<{ n: number }>(tx, countChangeSql(adsList, target, build)));
  say(`${label}: the dry run counts ${(dry?.n ?? 0).toLocaleString('en')} ads in ${seconds(t)} s`);
  t = performance.now();
  const [done] = await inTx((tx) =>
    runStatement<{ n: number }>(tx, applyChangeSql(adsList, target, build, { entity, actor })),
  );
  say(`${label}: ${(done?.n ?? 0).toLocaleString('en')} ads changed in ${seconds(t)} s`);
}

say(`filter: visible, industry ${industries[4]}`);
await timed('Hide', AD_BULK_CHANGES.hide);
// the filter says visible: hidden, they no longer match; the same call over their industry alone
target.filter = { industry: industries[4] } as typeof target.filter;
t0 = performance.now();
const [again] = await inTx((tx) =>
  runStatement<{ n: number }>(tx, applyChangeSql(adsList, target, AD_BULK_CHANGES.hide, { entity, actor })),
);
say(`Hide again: ${again?.n ?? 0} ads changed in ${seconds(t0)} s`);
const [{ id } = { id: 0 }] = (
  await db.execute<{ id: number }>(
    sql`select id from advertisements where industry = ${industries[4]} limit 1`,
  )
).rows;
t0 = performance.now();
// {}: no import-created version here, so nothing to rebuild from the current record
const history = await versionsPage(db, entity, id, { size: 50 }, {});
say(
  `one hidden ad's history (${history.versions.length} version, ${history.versions[0]?.kind}) in ${seconds(t0)} s`,
);
const tag = await inTx((tx) =>
  adBulkEdit({ field: 'tags', op: 'add', tags: 'Bench', filter: target.filter, dry_run: false }, tx),
);
await timed('Add a tag', tag);
await timed('Show', AD_BULK_CHANGES.show);
const size = await db.execute<{ size: string }>(
  sql`select pg_size_pretty(pg_total_relation_size('audit_bulk_records')) as size`,
);
say(`audit_bulk_records: ${size.rows[0]?.size}`);
await database.close();
