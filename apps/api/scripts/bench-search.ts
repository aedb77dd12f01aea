/**
 * Ranked search's quality and speed (issue 29 §3, decision 025):
 *   npm run bench:search                        (embedded PGlite, 5,000 ads: a quick look)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search -- --rows 1000000
 * On PostgreSQL it creates its own database on that server (dropped after unless --keep;
 * --reuse <name> measures a kept one again). It fills `rows` ads in a few generate_series
 * statements (brands of three syllables, shared by ~20 ads each; headlines, texts, tags and
 * on-screen text from a common vocabulary) and plants, in `queries` ads per kind, a word of
 * their own (four syllables, so no pool brand equals it): a brand, a headline word, a tag, a
 * collection's title, a word on the picture (media_text). From those ads it builds the judged
 * query set: a misspelt brand (one letter dropped) and its second word, a headline word with
 * the start of the planted one, the tag, the collection's title, the picture's word. A query
 * is a hit when its ad is in the first 10 results of the list's relevance order.
 *
 * Then it times, `runs` times each, through the list engine (SQL built per request, the page
 * and its count, the answer's JSON) and, right after each, the same statements through the
 * bare driver (the floor): a keyword + two filters, a typo'd brand, page 1 of a relevance
 * order (a common word; a misspelt common word, a letter typed twice), and the facets call (six
 * facets' counts of a keyword search). Figures are printed, never asserted. The app's search
 * reads run with SEARCH_WORK_MEM (default 32MB) and so do the floor's sessions.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { advertisementList, INDUSTRY_VALUES } from '@adlib/shared';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { TRGM_THRESHOLD_SQL } from '../src/db/search-fields.js';
import { createCountCache } from '../src/lists/count-cache.js';
import { facetsSamplePercent, facetsSql, listFacets, sampledFacetsSql } from '../src/lists/facets.js';
import { type ListQuery, listPageJson, planList, prepareSearch } from '../src/lists/page.js';
import { createSqlRunner } from '../src/lists/sql-runner.js';
import type { Statement } from '../src/lists/statement.js';
import { countSteps, readSteps } from '../src/lists/steps.js';
import { adsList } from '../src/modules/advertisements/list.js';
import { prng } from './bulk-ads.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    /** judged queries per kind (five kinds) */
    queries: { type: 'string', default: '20' },
    /** timed requests per case */
    runs: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    prefix: { type: 'string', default: 'adlib_bench_search' },
    /** requests per case before the timed ones (caches, plans) */
    warmup: { type: 'string', default: '5' },
    /** judge at most this many of the queries (spread over the kinds); all by default */
    judge: { type: 'string' },
    /** print each case's plan (EXPLAIN ANALYZE of its first request) */
    explain: { type: 'boolean', default: false },
  },
});
const rows = Number(args.rows);
const perKind = Number(args.queries);
const runs = Number(args.runs);
const warmup = Number(args.warmup);
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const out = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

// ---- the database: its own on PostgreSQL, an embedded one in memory otherwise -------------
const name = args.reuse ?? `${args.prefix}_${Date.now()}`;
const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : null;
let url: string | undefined;
if (admin && adminUrl) {
  await admin.connect();
  if (!args.reuse) await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
}
let database: Database = await openDatabase({ url, dataDir: null, poolSize: 2 });

/** A statement on the bare driver: the floor (a pool of its own on PostgreSQL). */
const floorDriver: { pool: pg.Pool | null } = { pool: null };
async function bare<T = Record<string, unknown>>(s: Statement): Promise<T[]> {
  if (floorDriver.pool) return (await floorDriver.pool.query(s.text, s.values)).rows as T[];
  if (database.pglite) return (await database.pglite.query<T>(s.text, s.values)).rows;
  throw new Error('no driver');
}
const exec = async (text: string) => {
  if (database.pool) await database.pool.query(text);
  else await database.pglite?.exec(text);
};

// ---- the data ---------------------------------------------------------------------------
const STRIDE = Math.floor(rows / perKind);
if (STRIDE < 10) throw new Error('--rows must be at least 10 × --queries');
const KINDS = ['brand', 'headline', 'tag', 'collection', 'picture'] as const;
type Kind = (typeof KINDS)[number];
const VOCAB = (
  'fresh bold daily simple smart clean pure soft bright quick easy real skin glow serum cream mask ' +
  'hair body face care routine summer winter spring autumn gift deal sale offer free shipping today ' +
  'limited stock order shop try love feel look great perfect favorite premium organic natural vegan ' +
  'handmade local family kids baby pet dog cat home kitchen garden sofa lamp table chair bed sleep ' +
  'coffee tea juice snack protein water shoes sneakers dress shirt jacket bag watch ring necklace ' +
  'phone laptop charger speaker camera gym yoga bike hike camp ball team game save fast hook story'
).split(' ');
const ENDS = [
  'Cosmetics',
  'Labs',
  'Goods',
  'Studio',
  'Works',
  'Supply',
  'House',
  'Club',
  'Market',
  'Kitchen',
];
const sqlArray = (items: readonly string[]) => `array[${items.map((w) => `'${w}'`).join(',')}]`;

async function step(label: string, text: string) {
  const t0 = performance.now();
  await exec(text);
  out(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function fill() {
  out(`filling ${rows.toLocaleString('en')} ads (${load()})`);
  // a pseudo-word of `n` consonant-vowel syllables from a number (70 syllables)
  await exec(`create or replace function bench_word(n bigint, len int) returns text language sql immutable as $$
    select string_agg(substr('bdfgklmnprstvz', ((n / (70::bigint ^ i)::bigint) % 70 / 5)::int + 1, 1)
      || substr('aeiou', ((n / (70::bigint ^ i)::bigint) % 70 % 5)::int + 1, 1), '' order by i)
    from generate_series(0, len - 1) i $$`);
  await exec(
    `create or replace function bench_vocab() returns text[] language sql immutable as $$ select ${sqlArray(VOCAB)} $$`,
  );
  const w = (salt: string) => `(bench_vocab())[1 + abs(hashtext(i::text || '${salt}')) % ${VOCAB.length}]`;
  const words = (salt: string, n: number) =>
    Array.from({ length: n }, (_, k) => w(`${salt}${k}`)).join(` || ' ' || `);
  const brands = Math.max(50, Math.floor(rows / 20));
  // a target of kind k: i % STRIDE = k; its own word is four syllables, unique per row
  const own = `initcap(bench_word((i::bigint * 1000003) % (70::bigint ^ 4)::bigint, 4))`;
  const is = (kind: Kind) => `i % ${STRIDE} = ${KINDS.indexOf(kind)}`;
  const drop = [
    'advertisements_search_doc_gin',
    'ads_search_classed',
    'ads_search_trgm',
    'ads_media_text_trgm',
  ];
  for (const index of drop) await exec(`drop index if exists ${index}`);
  await step(
    'ads',
    `insert into advertisements (name, headline, primary_text, description, tags, industry, format, visible, media_text, search_text)
     select name, headline, primary_text, description, tags, industry, format, visible, media_text,
       lower(concat_ws(' ' || chr(1) || ' ', name, headline, primary_text, description, array_to_string(tags, ' ')))
     from (select i,
       case when ${is('brand')} then ${own} else initcap(bench_word((abs(hashtext(i::text || 'b')) % ${brands}) * 4099 % 343000, 3)) end
         || ' ' || (${sqlArray(ENDS)})[1 + i % ${ENDS.length}] as name,
       initcap(${words('h', 4)}) || case when ${is('headline')} then ' ' || lower(${own}) else '' end as headline,
       ${words('p', 8)} as primary_text,
       ${words('d', 6)} as description,
       array[${w('t1')}, ${w('t2')}] || case when ${is('tag')} then array[lower(${own})] else '{}'::text[] end as tags,
       (${sqlArray(INDUSTRY_VALUES.filter((x) => x !== 'Null'))})[1 + abs(hashtext(i::text || 'ind')) % ${INDUSTRY_VALUES.length - 1}] as industry,
       case when i % 3 = 0 then 'Video' else 'Static Image' end as format,
       i % 10 <> 0 as visible,
       case when ${is('picture')} then lower(${words('m', 3)} || ' ' || ${own})
         when i % 3 = 0 then ${words('m', 4)} end as media_text
     from generate_series(1, ${rows}) i) s`,
  );
  await step(
    'collections (one per target, holding it and two neighbours)',
    // the collection's "order" holds its target's id, to link them
    `insert into collections (title, "order", active) select ${own} || ' ' || initcap(${w('c')}), i, true
       from generate_series(1, ${rows}) i where ${is('collection')};
     insert into advertisement_collections (advertisement_id, collection_id)
       select c."order" + d, c.id from collections c cross join (values (0), (5), (6)) o(d)
       where c."order" > 0 and c."order" + d <= ${rows}`,
  );
  await step(
    'search_doc index',
    'create index advertisements_search_doc_gin on advertisements using gin (search_doc)',
  );
  await step(
    'search_classed index (migrations 0036, 0042)',
    // as migration 0042 has it: the classed words, the industry and the format (the count of
    // keyword + two filters is one scan of it)
    'create index ads_search_classed on advertisements using gin (search_classed(search_doc), lower(industry), lower(format))',
  );
  await step(
    'trigram indexes',
    `create index ads_search_trgm on advertisements using gin (search_text gin_trgm_ops);
    create index ads_media_text_trgm on advertisements using gin (media_text gin_trgm_ops)`,
  );
  // vacuum too, as autovacuum would have by then: a fresh fill has no page marked all-visible,
  // so every bitmap heap scan (a count's above all) read each heap page the index named
  await step('vacuum analyze', 'vacuum analyze');
}

// ---- the judged query set ------------------------------------------------------------------
interface Judged {
  kind: Kind;
  q: string;
  want: number;
}

/** A slip of the keyboard: one inner letter dropped (one edit). */
const dropLetter = (word: string, at: number) => word.slice(0, at) + word.slice(at + 1);

async function judgedQueries(): Promise<Judged[]> {
  const rng = prng(29);
  const targets = (await bare({
    text: `select a.id, a.id % ${STRIDE} as k, a.name, a.headline, a.tags, a.media_text,
      (select c.title from advertisement_collections ac join collections c on c.id = ac.collection_id
        where ac.advertisement_id = a.id order by c.id limit 1) as title
      from advertisements a where a.id % ${STRIDE} < ${KINDS.length} and a.id <= ${STRIDE * perKind} order by a.id`,
    values: [],
  })) as {
    id: number;
    k: number;
    name: string;
    headline: string;
    tags: string[];
    media_text: string;
    title: string;
  }[];
  return targets.map((t): Judged => {
    const kind = KINDS[t.k] as Kind;
    const last = (text: string) => text.split(' ').at(-1) ?? '';
    if (kind === 'brand') {
      const [brand = '', end = ''] = t.name.split(' ');
      return { kind, q: `${dropLetter(brand, rng.int(1, brand.length - 2))} ${end}`, want: t.id };
    }
    if (kind === 'headline') {
      const words = t.headline.split(' ');
      // a word of the headline, and the start of the one only this ad has (a prefix; seven
      // letters, so it is not a whole pool brand of three syllables)
      return { kind, q: `${rng.pick(words.slice(0, -1))} ${last(t.headline).slice(0, 7)}`, want: t.id };
    }
    if (kind === 'tag') return { kind, q: t.tags.at(-1) ?? '', want: t.id };
    if (kind === 'collection') return { kind, q: t.title ?? '', want: t.id };
    return { kind, q: last(t.media_text), want: t.id };
  });
}

// the app's work_mem for a search's reads (SEARCH_WORK_MEM, default 32MB; empty: the server's)
const { searchWorkMem } = loadConfig();
let run = createSqlRunner(database, { searchWorkMem });
const query = (filters: Record<string, string>, size = 50): ListQuery =>
  advertisementList.query.parse({ ...filters, size }) as ListQuery;

async function judge(set: Judged[]) {
  const hits = new Map<Kind, [number, number]>();
  for (const j of set) {
    const json = await listPageJson(adsList, run, createCountCache(), query({ search: j.q }, 10), false);
    const ids = (JSON.parse(json) as { data: { results: { id: number }[] } }).data.results.map((r) => r.id);
    const [hit = 0, all = 0] = hits.get(j.kind) ?? [];
    hits.set(j.kind, [hit + (ids.includes(j.want) ? 1 : 0), all + 1]);
  }
  out('\n| judged queries | wanted ad in the first 10 |');
  out('|---|---|');
  let hit = 0;
  for (const [kind, [h, all]] of hits) {
    out(`| ${kind} (${all}) | ${((100 * h) / all).toFixed(1)} % |`);
    hit += h;
  }
  out(`| all (${set.length}) | **${((100 * hit) / set.length).toFixed(1)} %** (target ≥ 95 %) |`);
}

// ---- timing ----------------------------------------------------------------------------
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Case {
  label: string;
  /** the n-th request's filters */
  filters: (n: number) => Record<string, string>;
  facets?: boolean;
}

/** The floor's count left running after its page (as the app's goes on into its cache). */
let floorCounting: Promise<unknown> = Promise.resolve();

/**
 * The statements the app's answer waits for, on the bare driver: the page and its count, or, for
 * a common word (page.ts), the page, then the count if it finished meanwhile, else the planner's
 * estimate (unless the page was the last).
 */
async function floorPage(plan: ReturnType<typeof planList>, size: number) {
  const { total } = plan;
  if (total.kind !== 'count' || total.wait) {
    await Promise.all([
      readSteps(bare, plan.page),
      total.kind === 'count' && countSteps(bare, total.sql, total.cap),
    ]);
    return;
  }
  let counted = false;
  floorCounting = countSteps(bare, total.sql, total.cap).then(() => {
    counted = true;
  });
  const rows = await readSteps(bare, plan.page);
  if (!counted && rows.length > size && typeof total.estimate !== 'number') await bare(total.estimate);
}

async function time(c: Case) {
  const app: number[] = [];
  const floor: number[] = [];
  if (args.explain) {
    const q = query(c.filters(0));
    await prepareSearch(adsList, bare, q);
    const percent = c.facets ? await facetsSamplePercent(adsList, bare, q) : null;
    const s = c.facets
      ? percent === null
        ? facetsSql(adsList, q)
        : sampledFacetsSql(adsList, q, percent)
      : null;
    const explain = async (st: Statement) =>
      (
        (await bare({ text: `explain (analyze, buffers) ${st.text}`, values: st.values })) as Record<
          string,
          string
        >[]
      )
        .map((r) => Object.values(r)[0])
        .join('\n');
    out(`${c.label}: ${JSON.stringify(q)}`);
    // each step of the page and of its count (a common word: one tier each)
    const plan = planList(adsList, q);
    if (s) out(await explain(s));
    // the steps the app runs: until the page is full, until the count passes its cap
    let got = 0;
    for (const st of s ? [] : plan.page.steps) {
      if (got >= plan.page.skip + plan.page.take) break;
      out(await explain(st));
      got += (await bare(st)).length;
    }
    let n = 0;
    for (const st of !c.facets && plan.total.kind === 'count' ? plan.total.sql : []) {
      if (plan.total.kind === 'count' && n > plan.total.cap) break;
      out(`its count:\n${await explain(st)}`);
      n += (await bare<{ n: number }>(st))[0]?.n ?? 0;
    }
  }
  for (let n = 0; n < runs + warmup; n++) {
    const q = query(c.filters(n));
    let t0 = performance.now();
    const counts = createCountCache();
    if (c.facets) await listFacets(adsList, run, q);
    else await listPageJson(adsList, run, counts, q, false);
    const a = performance.now() - t0;
    // a common word's count goes on after its page (page.ts): finished before the floor starts
    await counts.settled();
    // the same statements on the bare driver, right after (the load weighs on both alike)
    t0 = performance.now();
    // the statistics its SQL depends on (read once a minute: cached here as for the app)
    await prepareSearch(adsList, bare, q);
    const plan = planList(adsList, q);
    if (c.facets) {
      // the same steps: the probe (a capped count, and the table's size past it), then the counts
      const percent = await facetsSamplePercent(adsList, bare, q);
      await bare(percent === null ? facetsSql(adsList, q) : sampledFacetsSql(adsList, q, percent));
    } else await floorPage(plan, q.size);
    const f = performance.now() - t0;
    await floorCounting;
    // the first few warm the caches and plans
    if (n >= warmup) {
      app.push(a);
      floor.push(f);
    }
  }
  app.sort((x, y) => x - y);
  floor.sort((x, y) => x - y);
  const ms = (x: number) => x.toFixed(1);
  out(
    `| ${c.label} | ${ms(pct(app, 50))} | ${ms(pct(app, 99))} | ${ms(pct(floor, 50))} | ${ms(pct(floor, 99))} | ` +
      `${(pct(floor, 50) / pct(app, 50)).toFixed(2)}× / ${(pct(floor, 99) / pct(app, 99)).toFixed(2)}× |`,
  );
}

async function measure() {
  if (database.pglite) await database.pglite.exec(TRGM_THRESHOLD_SQL);
  else if (url) {
    // sessions opened after the migration set the database's trigram threshold (0027): both
    // the app's pool and the floor's start afresh
    await database.close();
    database = await openDatabase({ url, dataDir: null, poolSize: 2 });
    run = createSqlRunner(database, { searchWorkMem });
    // the floor's sessions have the work_mem the app sets for each search's read (every case
    // here is a search): the same SQL under the same memory
    floorDriver.pool = new pg.Pool({
      connectionString: url,
      max: 2,
      ...(searchWorkMem && { options: `-c work_mem=${searchWorkMem}` }),
    });
  }
  const [{ n = 0 } = {}] = (await bare({
    text: 'select count(*)::int as n from advertisements',
    values: [],
  })) as {
    n: number;
  }[];
  const memory = database.pool ? `, search work_mem ${searchWorkMem ?? 'the server default'}` : '';
  out(`\n${n.toLocaleString('en')} ads on ${database.pool ? 'PostgreSQL' : 'PGlite'}${memory} (${load()})`);
  const set = await judgedQueries();
  // every k-th query: the kinds alternate in the set, so a subset keeps them all
  const every = args.judge ? Math.max(1, Math.floor(set.length / Number(args.judge))) : 1;
  await judge(set.filter((_, i) => i % every === 0));
  const brands = set.filter((j) => j.kind === 'brand');
  const rng = prng(7);
  const industries = INDUSTRY_VALUES.filter((x) => x !== 'Null');
  out(`\n| case (${runs} runs, ms) | app p50 | app p99 | floor p50 | floor p99 | floor ÷ app (p50 / p99) |`);
  out('|---|---|---|---|---|---|');
  await time({
    label: 'keyword + two filters (industry, format)',
    filters: () => ({ search: rng.pick(VOCAB), industry: rng.pick(industries), format: 'Video' }),
  });
  await time({ label: "a typo'd brand", filters: (n) => ({ search: brands[n % brands.length]?.q ?? '' }) });
  await time({
    label: 'page 1 of relevance order (a common word)',
    filters: () => ({ search: rng.pick(VOCAB) }),
  });
  // a common word with a letter typed twice ('freesh'): common by its typo word, read by tiers
  const long = VOCAB.filter((word) => word.length >= 4);
  const doubled = (word: string) => {
    const at = rng.int(1, word.length - 2);
    return word.slice(0, at + 1) + word.slice(at);
  };
  await time({
    label: 'page 1 of relevance order (a misspelt common word)',
    filters: () => ({ search: doubled(rng.pick(long)) }),
  });
  await time({
    label: 'facet counts (6 facets) of a keyword search',
    filters: () => ({ search: rng.pick(VOCAB) }),
    facets: true,
  });
  out(load());
}

try {
  // a kept database is brought to the current schema too (its migrations since)
  const t0 = performance.now();
  await database.migrate(loadConfig().migrationsDir);
  if (args.reuse) out(`migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  else await fill();
  await measure();
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  await floorDriver.pool?.end();
  await database.close();
  if (admin) {
    // pool.end() resolves before the backends are gone: a forced drop now would kill them mid-close
    await new Promise((done) => setTimeout(done, 1000));
    if (!args.keep && !args.reuse) await admin.query(`drop database ${name} with (force)`);
    else out(`kept database ${name}`);
    await admin.end();
  }
}
