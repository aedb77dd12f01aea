/**
 * The audit table's size per 100,000 edits, and the cost of a record's history page and of a
 * restore to its created state with thousands of versions, on a fresh embedded database:
 *   npx tsx apps/api/scripts/bench-history.ts --edits 100000
 * Each edit is an ad form save that changed its headline (the typical one-field diff) spread
 * over 1,000 ads; one ad gets 5,000 of its own versions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { stateAt, versionsPage } from '../src/history/versions.js';
import { openBenchDatabase } from './bench-database.js';

const { values: args } = parseArgs({ options: { edits: { type: 'string', default: '100000' } } });
const edits = Number(args.edits);
const database = await openBenchDatabase();
const db = database.db;
const ms = (since: number) => `${(performance.now() - since).toFixed(1)} ms`;
const size = async () => {
  const rows = await db.execute<{ bytes: string }>(sql`select pg_total_relation_size('audit_log') as bytes`);
  return Number(rows.rows[0]?.bytes ?? 0);
};

const before = await size();
await db.execute(sql`insert into audit_log (user_id, user_email, entity, entity_id, action, changes, at)
  select 1, 'staff@example.com', 'advertisement', (i % 1000 + 1)::text, 'update',
         jsonb_build_object('headline', jsonb_build_object('before', 'Headline ' || (i - 1), 'after', 'Headline ' || i)),
         now() - (${edits}::int - i) * interval '1 second'
  from generate_series(1, ${edits}::int) i`);
await db.execute(sql`insert into audit_log (user_id, user_email, entity, entity_id, action, changes)
  select 1, 'staff@example.com', 'advertisement', '5000', 'update',
         jsonb_build_object('headline', jsonb_build_object('before', 'H' || (i - 1), 'after', 'H' || i))
  from generate_series(1, 5000) i`);
await db.execute(sql`analyze audit_log`);
const grown = (await size()) - before;
process.stdout.write(
  `audit_log: ${(grown / 1024 / 1024).toFixed(1)} MB for ${(edits + 5000).toLocaleString('en')} edits, ` +
    `${(((grown / (edits + 5000)) * 100_000) / 1024 / 1024).toFixed(1)} MB per 100,000 edits (index included)\n`,
);

let t0 = performance.now();
const first = await versionsPage(db, 'advertisement', 5000, { size: 50 }, {});
process.stdout.write(`history, first page of a record with 5,000 versions: ${ms(t0)}\n`);
t0 = performance.now();
let page = first;
for (let i = 0; i < 50 && page.next_before; i++)
  page = await versionsPage(db, 'advertisement', 5000, { before: page.next_before, size: 50 }, {});
process.stdout.write(
  `history, 50 pages further on: ${ms(t0)} (${((performance.now() - t0) / 50).toFixed(1)} ms a page)\n`,
);
const oldest = await db.execute<{ id: number }>(
  sql`select min(id) as id from audit_log where entity = 'advertisement' and entity_id = '5000'`,
);
const version = Number(oldest.rows[0]?.id);
t0 = performance.now();
const state = await stateAt(db, 'advertisement', 5000, version, { headline: 'H5000' });
process.stdout.write(
  `state at the oldest of 5,000 versions (replaying the diffs back): ${ms(t0)} → ${String(state.headline)}\n`,
);
await database.close();
