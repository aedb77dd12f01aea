/**
 * Home's insights at scale (issue 32, decision 030): 1,000,000 ads, 1,000,000 users and their
 * audit history on PostgreSQL, in a database of its own (created, then dropped unless --keep):
 *   npm run bench:insights -- [--url postgres://postgres@127.0.0.1:5432/postgres] [--ads 1000000]
 *     [--users 1000000] [--runs 200] [--keep] [--reuse] [--name adlib_bench_insights]
 * --reuse takes a database kept by an earlier --keep run as it is (migrated to the newest, so a
 * new migration's backfill is timed at scale) instead of filling a new one.
 * Prints each tile's answer time through the real app (app.inject, a super session): p50, p99
 * and max over --runs calls, then Home's whole set (its 12 calls at once, as the panel sends
 * them), the customers list filtered as the customer tiles link it (Event and its days, Member
 * signed in, a plan and Active on), and what the rollups' triggers add to writes. Figures, not assertions.
 */
import { parseArgs } from 'node:util';
import { CUSTOMER_TILES, LIBRARY_TILES } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { benchSuperSession } from './bench-database.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    ads: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    // a kept database is taken as it is: no fill (minutes at a million), only the new migrations
    reuse: { type: 'boolean', default: false },
    // two benches side by side each need a database of their own
    name: { type: 'string', default: 'adlib_bench_insights' },
  },
});
const ADS = Number(args.ads);
const USERS = Number(args.users);
const RUNS = Number(args.runs);
const NAME = args.name.replace(/\W/g, '_');
const out = (s: string) => process.stdout.write(`${s}\n`);
const since = (t: number) => performance.now() - t;

const admin = new pg.Client({ connectionString: args.url });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [NAME])).rowCount === 1;
const FILL = !(args.reuse && exists);
if (FILL) {
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
}
const url = new URL(args.url);
url.pathname = `/${NAME}`;

const config = loadConfig({
  ...process.env,
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 12 });
let t = performance.now();
const { token } = await benchSuperSession(database, config);
out(`migrated in ${(since(t) / 1000).toFixed(1)} s${FILL ? '' : ` (reusing ${NAME}: no fill)`}`);
const db = database.db;

/** Runs a generate_series insert in batches of 100,000 (each one statement: one trigger run). */
async function inBatches(
  what: string,
  total: number,
  batch: (from: number, to: number) => ReturnType<typeof sql>,
) {
  const t = performance.now();
  for (let from = 1; from <= total; from += 100_000)
    await db.execute(batch(from, Math.min(total, from + 99_999)));
  out(`  ${what}: ${total.toLocaleString('en')} rows in ${(since(t) / 1000).toFixed(1)} s`);
}

/** The first bench member's id: the writes below pick members from it. */
let firstUser = 0;
if (FILL) {
  out(
    `loading into ${NAME} (PostgreSQL ${(await admin.query('show server_version')).rows[0]?.server_version})`,
  );
  const TYPES = `array['Unboxing','Lifestyle','Social Proof','Discount','Humor','UGC','Seasonal']`;
  const INDUSTRIES = `array['Food/Drink','Fashion','Health/Wellness','Beauty/Cosmetics','Home','Kids/Baby','Pets','Tech','Sports/Outdoors','Other']`;
  const day = (expr: string) => `now() - ((${expr}) % 365) * interval '1 day'`;

  // ads: three in four visible, one type (a ninth also UGC), some without tags, analysis or media;
  // each added by one of 20 curators (ids 1–20) and, when visible, published by the same on the
  // day it was created (the stamp trigger keeps a given publication: migration 0040)
  await inBatches('ads (insert triggers on)', ADS, (a, b) =>
    sql.raw(`insert into advertisements (name, visible, industry, type, tags, analysis, media_source, created_at, updated_at,
      created_by, published_at, published_by)
    select 'Brand ' || i, i % 4 <> 0, (${INDUSTRIES})[1 + i % 10],
      case when i % 9 = 0 and i % 7 <> 5 then array[(${TYPES})[1 + i % 7], 'UGC'] else array[(${TYPES})[1 + i % 7]] end,
      case when i % 9 = 1 then '{}'::text[] else array['tag' || (i % 500)] end,
      case when i % 13 = 0 then null else 'ok' end,
      case when i % 17 = 0 then null else 'https://cdn.example.com/' || i || '.jpg' end,
      ${day('i')}, now(), 1 + i % 20,
      case when i % 4 <> 0 then ${day('i')} end, case when i % 4 <> 0 then 1 + i % 20 end
    from generate_series(${a}, ${b}) i`),
  );
  const [free, monthly, annual] = await Promise.all(
    ['free', 'monthly', 'annual'].map(async (r) => {
      const rows = await db.execute(sql`select id from roles where name = ${r}`);
      return Number((rows.rows[0] as { id: number }).id);
    }),
  );
  const STATUSES = `array['none','trialing','active','active','active','past_due','paused','canceled']`;
  await inBatches('users', USERS, (a, b) =>
    sql.raw(`insert into users (first_name, last_name, email, role_id, subscription_status, full_access, created_at)
    select 'M', 'Member ' || i, 'member' || i || '@bench.example', (array[${free}, ${monthly}, ${annual}])[1 + i % 3],
      (${STATUSES})[1 + i % 8], i % 50 = 0, ${day('i')}
    from generate_series(${a}, ${b}) i`),
  );
  firstUser = Number(
    (
      (await db.execute(sql`select min(id) as id from users where email like '%@bench.example'`)).rows[0] as {
        id: number;
      }
    ).id,
  );
  // the audit history: each ad's create by one of 20 curators; each member's trial, then its
  // status of today a week later (a canceled member: active a week later, canceled 30 days after,
  // so that the past holds churns: "Active on"); a sign-in per member in the last 90 days
  await inBatches('audit: ads created', ADS, (a, b) =>
    sql.raw(`insert into audit_log (at, user_id, user_email, entity, entity_id, action, changes)
    select created_at, 1, 'curator' || (id % 20) || '@example.com', 'advertisement', id::text, 'create',
      jsonb_build_object('visible', jsonb_build_object('before', null, 'after', visible))
    from advertisements where id between ${a} and ${b}`),
  );
  await inBatches('audit: trials started', USERS, (a, b) =>
    sql.raw(`insert into audit_log (at, user_id, user_email, entity, entity_id, action, changes)
    select created_at, 1, 'super@example.com', 'user', id::text, 'subscription_status',
      '{"subscription_status":{"before":"none","after":"trialing"}}'::jsonb
    from users where id between ${firstUser + a - 1} and ${firstUser + b - 1} and subscription_status <> 'none'`),
  );
  await inBatches('audit: trials ended', USERS, (a, b) =>
    sql.raw(`insert into audit_log (at, user_id, user_email, entity, entity_id, action, changes)
    select least(now(), created_at + interval '7 days'), 1, 'super@example.com', 'user', id::text, 'subscription_status',
      jsonb_build_object('subscription_status', jsonb_build_object('before', 'trialing',
        'after', case subscription_status when 'canceled' then 'active' else subscription_status end))
    from users where id between ${firstUser + a - 1} and ${firstUser + b - 1} and subscription_status not in ('none', 'trialing')`),
  );
  await inBatches('audit: churned', USERS, (a, b) =>
    sql.raw(`insert into audit_log (at, user_id, user_email, entity, entity_id, action, changes)
    select least(now(), created_at + interval '37 days'), 1, 'super@example.com', 'user', id::text, 'subscription_status',
      '{"subscription_status":{"before":"active","after":"canceled"}}'::jsonb
    from users where id between ${firstUser + a - 1} and ${firstUser + b - 1} and subscription_status = 'canceled'`),
  );
  await inBatches('audit: sign-ins', USERS, (a, b) =>
    sql.raw(`insert into audit_log (at, user_id, user_email, entity, entity_id, action, changes)
    select now() - (id % 90) * interval '1 day', id, email, 'user', id::text, 'sign_in', '{}'::jsonb
    from users where id between ${firstUser + a - 1} and ${firstUser + b - 1}`),
  );
  // 200 collections, ten of them this month's; every other ad in one of them
  await db.execute(
    sql.raw(`insert into collections (title, "order", collection_date)
  select 'Collection ' || i, i, case when i <= 10 then to_char(now(), 'YYYY-MM') else '2025-01' end
  from generate_series(1, 200) i`),
  );
  const firstCollection = Number(
    ((await db.execute(sql`select min(id) as id from collections`)).rows[0] as { id: number }).id,
  );
  await inBatches('collection links', ADS, (a, b) =>
    sql.raw(`insert into advertisement_collections (advertisement_id, collection_id)
    select i, ${firstCollection} + i % 200 from generate_series(${a}, ${b}) i where i % 2 = 0`),
  );
}
if (!FILL)
  firstUser = Number(
    (
      (await db.execute(sql`select min(id) as id from users where email like '%@bench.example'`)).rows[0] as {
        id: number;
      }
    ).id,
  );
t = performance.now();
await admin.end();
const vacuum = new pg.Client({ connectionString: url.toString() });
await vacuum.connect();
await vacuum.query('vacuum analyze');
out(`  vacuum analyze: ${(since(t) / 1000).toFixed(1)} s`);
const sizes = await vacuum.query(`select relname, n_live_tup from pg_stat_user_tables
  where relname in ('advertisements', 'users', 'audit_log', 'insights_daily', 'insights_ad_cells', 'insights_user_events', 'insights_event_firsts',
    'insights_status_days', 'insights_active_days')
  order by relname`);
out(
  `  rows: ${sizes.rows.map((r: { relname: string; n_live_tup: string }) => `${r.relname} ${Number(r.n_live_tup).toLocaleString('en')}`).join(', ')}`,
);

const app = await buildApp({ config, database });
await app.ready();
const headers = { authorization: `Bearer ${token}` };
const PRESETS = ['7d', '30d', '90d', '12m'];
const ask = async (tile: string, range: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/insights/${tile}?range=${range}`, headers });
  if (res.statusCode !== 200) throw new Error(`${tile}: ${res.statusCode} ${res.body}`);
};
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const line = (name: string, xs: number[]) =>
  `| ${name} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 99).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`;

out(`\neach tile, ${RUNS} calls one after another (the four presets in turn), ms:`);
out('| tile | p50 | p99 | max |\n|---|---:|---:|---:|');
for (const tile of [...LIBRARY_TILES, ...CUSTOMER_TILES]) {
  await ask(tile, '30d');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await ask(tile, PRESETS[i % PRESETS.length] ?? '30d');
    times.push(since(t));
  }
  out(line(tile, times));
}
const homes: number[] = [];
for (let i = 0; i < Math.max(20, RUNS / 4); i++) {
  t = performance.now();
  await Promise.all(
    [...LIBRARY_TILES, ...CUSTOMER_TILES].map((tile) => ask(tile, PRESETS[i % PRESETS.length] ?? '30d')),
  );
  homes.push(since(t));
}
out(line(`Home's 12 calls at once (${homes.length} times)`, homes));

// the customers list as the customer tiles link it: the week's churned and the 30 days'
// trials (the Event and its days), a week's members signing in; its count and first page
const daysBack = (from: number, to: number) => {
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  return `${day(from)}..${day(to)}`;
};
const dayBack = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const LINKS = [
  `subscription_event=churned&event_days=${daysBack(6, 0)}`,
  `subscription_event=trial_started&event_days=${daysBack(29, 0)}`,
  `signed_in=${daysBack(6, 0)}`,
  // a past week's point of active subscriptions per plan: last week's, and one 50 weeks back
  // (few of today's customers were active then: the list walks far for its page and count)
  `role=monthly&active_on=${dayBack(7)}`,
  `role=annual&active_on=${dayBack(350)}`,
];
out(`\nthe customers list as the tiles link it, ${RUNS} calls each, ms:`);
out('| call | p50 | p99 | max |\n|---|---:|---:|---:|');
for (const link of LINKS)
  for (const call of ['/api/users/totalCount', '/api/users']) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      const res = await app.inject({ method: 'GET', url: `${call}?${link}`, headers });
      if (res.statusCode !== 200) throw new Error(`${call}?${link}: ${res.statusCode} ${res.body}`);
      times.push(since(t));
    }
    out(line(`${call}?${link}`, times));
  }

// what the triggers add to writes: one ad's Visible switch, and a bulk switch of 10,000 ads
const switchOne = async () => {
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    t = performance.now();
    await vacuum.query('update advertisements set visible = not visible where id = $1', [
      1 + ((i * 7919) % ADS),
    ]);
    times.push(since(t));
  }
  return times;
};
const bulk = async () => {
  t = performance.now();
  await vacuum.query('update advertisements set visible = not visible where id between 200001 and 210000');
  return since(t);
};
const onOne = await switchOne();
const onBulk = await bulk();
await vacuum.query('alter table advertisements disable trigger insights_ads_upd');
const offOne = await switchOne();
const offBulk = await bulk();
await vacuum.query('alter table advertisements enable trigger insights_ads_upd');
out('\nwrites, ms (p50 / p99 of 500 single updates; one bulk update of 10,000 rows):');
out(`| rollup trigger | one ad's Visible | 10,000 ads' Visible |\n|---|---:|---:|`);
out(`| on | ${pct(onOne, 50).toFixed(2)} / ${pct(onOne, 99).toFixed(2)} | ${onBulk.toFixed(0)} |`);
out(`| off | ${pct(offOne, 50).toFixed(2)} / ${pct(offOne, 99).toFixed(2)} | ${offBulk.toFixed(0)} |`);

// a member's sign-in entry: the audit log's trigger adds its day to the customer's events
const signIn = async () => {
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const id = firstUser + ((i * 7919) % USERS);
    t = performance.now();
    await vacuum.query(
      `insert into audit_log (user_id, entity, entity_id, action, changes) values ($1, 'user', $2, 'sign_in', '{}')`,
      [id, String(id)],
    );
    times.push(since(t));
  }
  return times;
};
const onSignIn = await signIn();
await vacuum.query('alter table audit_log disable trigger insights_audit_added');
const offSignIn = await signIn();
await vacuum.query('alter table audit_log enable trigger insights_audit_added');
out('\na sign-in entry, ms (p50 / p99 of 500 inserts):');
out(`| audit trigger | one sign-in |\n|---|---:|`);
out(`| on | ${pct(onSignIn, 50).toFixed(2)} / ${pct(onSignIn, 99).toFixed(2)} |`);
out(`| off | ${pct(offSignIn, 50).toFixed(2)} / ${pct(offSignIn, 99).toFixed(2)} |`);

// a customer's status switch as the app writes it: the user's row, then its audit entry (the
// users' and the audit log's triggers keep the Active on rollup)
const switchStatus = async () => {
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const id = firstUser + ((i * 7919) % USERS);
    t = performance.now();
    await vacuum.query('begin');
    const { rows } = await vacuum.query<{ before: string; after: string }>(
      `update users u set subscription_status = case when o.subscription_status = 'active' then 'canceled' else 'active' end
       from users o where u.id = $1 and o.id = u.id returning o.subscription_status as before, u.subscription_status as after`,
      [id],
    );
    await vacuum.query(
      `insert into audit_log (user_id, entity, entity_id, action, changes) values (1, 'user', $1, 'subscription_status', $2)`,
      [String(id), JSON.stringify({ subscription_status: rows[0] })],
    );
    await vacuum.query('commit');
    times.push(since(t));
  }
  return times;
};
const onSwitch = await switchStatus();
await vacuum.query('alter table audit_log disable trigger insights_status_audit');
await vacuum.query('alter table users disable trigger insights_active_users_upd');
const offSwitch = await switchStatus();
await vacuum.query('alter table audit_log enable trigger insights_status_audit');
await vacuum.query('alter table users enable trigger insights_active_users_upd');
out('\na status switch (the user and its entry in one transaction), ms (p50 / p99 of 500):');
out(`| Active on triggers | one switch |\n|---|---:|`);
out(`| on | ${pct(onSwitch, 50).toFixed(2)} / ${pct(onSwitch, 99).toFixed(2)} |`);
out(`| off | ${pct(offSwitch, 50).toFixed(2)} / ${pct(offSwitch, 99).toFixed(2)} |`);

await vacuum.end();
await app.close();
await database.close();
if (!args.keep) {
  const dropper = new pg.Client({ connectionString: args.url });
  await dropper.connect();
  await dropper.query(`drop database if exists ${NAME} with (force)`);
  await dropper.end();
}
process.exit(0);
