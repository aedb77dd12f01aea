import { AD_TYPES, INDUSTRIES, type InsightAnswer, SYSTEM_USER } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { userNames } from '../auth/staff-names.js';
import type { Db } from '../db/client.js';
import { components } from '../duplicates/clusters.js';
import { rowsOf } from '../trash/sql-names.js';
import { daysOfWeek, type InsightRange, monthOf, weeksOf } from './range.js';
import { labelledKinds, num, periodSums, weeklyKinds, weeklyLabels } from './rollups.js';

type Body = Omit<InsightAnswer, 'tile' | 'range'>;

/**
 * A count of ads that spans the two ads lists (no one list holds visible and not-visible ads
 * together): its two parts, each the total of its list with the same filters.
 */
const adsParts = (visible: number, hidden: number) => [
  { key: 'visible', label: 'visible', value: visible },
  { key: 'hidden', label: 'not visible', value: hidden },
];

/** The ads added within the range still in the library, visible now and not (the KEPT rollup). */
async function addedParts(db: Db, range: InsightRange) {
  const rows = await labelledKinds(db, [KEPT], range.from, range.to);
  const of = (label: string) => rows.filter((r) => r.label === label).reduce((s, r) => s + num(r.n), 0);
  return adsParts(of('visible'), of('hidden'));
}

/** the ads in the library by the day they were created and their Visible now (migration 0035) */
const KEPT = 'ad_kept';
/** the same by creator: label `visible:<user id>` or `hidden:<user id>`, '' for the system (0038) */
const KEPT_BY = 'ad_kept_by';
/** the visible ads by the day they were last made visible, label the publisher's id (0038) */
const LIVE = 'ad_live';

/**
 * Ads added per week, as the two lists count them (the ads created that week that are still in
 * the library, visible now or not: each part is its list filtered by Added), and ads published
 * (visible now, last switched on that week: the visible list filtered by Published). A row's key
 * is the days it counts, `from..to`: the week cut to the range, as the lists' filters take it.
 */
export async function adsActivity(db: Db, range: InsightRange): Promise<Body> {
  const [{ now, before }, weekly, kept, parts] = await Promise.all([
    periodSums(db, [KEPT, LIVE], range),
    weeklyKinds(db, [LIVE], range),
    weeklyLabels(db, KEPT, range),
    addedParts(db, range),
  ]);
  return {
    figures: [
      { key: 'added', label: 'Ads added', value: now[KEPT] ?? 0, previous: before[KEPT] ?? 0, parts },
      { key: 'published', label: 'Ads published', value: now[LIVE] ?? 0, previous: before[LIVE] ?? 0 },
    ],
    table: {
      rowLabel: 'Week',
      columns: [
        { key: 'visible', label: 'Added, visible now' },
        { key: 'hidden', label: 'Added, not visible now' },
        { key: 'published', label: 'Published, visible now' },
      ],
      rows: weeksOf(range).map((week) => ({
        key: daysOfWeek(range, week),
        label: week,
        values: {
          visible: kept.get(week)?.visible ?? 0,
          hidden: kept.get(week)?.hidden ?? 0,
          published: weekly.get(week)?.[LIVE] ?? 0,
        },
      })),
    },
  };
}

/** A rollup's user label ('' = the system) as the lists' Added by / Published by value. */
const userValue = (label: string) => label || SYSTEM_USER;

/**
 * Each curator's ads in the range, as the lists count them: added (still in the library, visible
 * now or not: two parts, each its list filtered by Added and Added by) and published (visible
 * now, last switched on in the range by that curator: Published and Published by). A row's key
 * is the user's id, or `none` for the system (imports by feed, seeds); it is named by the
 * user's name, else the address, else its id (a user since deleted).
 */
export async function curators(db: Db, range: InsightRange): Promise<Body> {
  const [rows, { now, before }, parts] = await Promise.all([
    labelledKinds(db, [KEPT_BY, LIVE], range.from, range.to),
    periodSums(db, [KEPT], range),
    addedParts(db, range),
  ]);
  const by = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const [part, user] = r.kind === LIVE ? ['published', r.label] : (r.label.split(':') as [string, string]);
    const key = userValue(user ?? '');
    const values = by.get(key) ?? { visible: 0, hidden: 0, published: 0 };
    values[part] = (values[part] ?? 0) + num(r.n);
    by.set(key, values);
  }
  // a curator whose ads all left the library in the meantime counts nothing
  for (const [key, v] of by) if (!v.visible && !v.hidden && !v.published) by.delete(key);
  const names = await userNames(db, [...by.keys()].filter((k) => k !== SYSTEM_USER).map(Number));
  const added = (v: Record<string, number>) => (v.visible ?? 0) + (v.hidden ?? 0);
  return {
    figures: [
      { key: 'added', label: 'Ads added', value: now[KEPT] ?? 0, previous: before[KEPT] ?? 0, parts },
    ],
    // no list holds curators: the summary says how many
    notes: [{ key: 'curators', label: 'Curators at work', value: by.size }],
    table: {
      rowLabel: 'Curator',
      columns: [
        { key: 'visible', label: 'Added, visible now' },
        { key: 'hidden', label: 'Added, not visible now' },
        { key: 'published', label: 'Published, visible now' },
      ],
      rows: [...by.entries()]
        .sort((a, b) => added(b[1]) - added(a[1]) || a[0].localeCompare(b[0]))
        .map(([key, values]) => ({
          key,
          label: key === SYSTEM_USER ? 'System' : (names.get(Number(key)) ?? `User #${key}`),
          values,
        })),
    },
  };
}

async function adTotals(db: Db) {
  return rowsOf<{ visible: boolean; no_tags: boolean; no_analysis: boolean; no_media: boolean; n: unknown }>(
    await db.execute(
      sql`select visible, no_tags, no_analysis, no_media, n from insights_ad_totals where n <> 0`,
    ),
  ).map((r) => ({ ...r, n: num(r.n) }));
}

/** Visible and not visible ads now: the ads list's Visible filter, both ways. */
export async function visibility(db: Db): Promise<Body> {
  const totals = await adTotals(db);
  const visible = totals.filter((t) => t.visible).reduce((s, t) => s + t.n, 0);
  const hidden = totals.filter((t) => !t.visible).reduce((s, t) => s + t.n, 0);
  return {
    figures: [
      { key: 'true', label: 'Visible', value: visible, previous: null },
      { key: 'false', label: 'Not visible', value: hidden, previous: null },
    ],
    table: {
      rowLabel: 'Visible',
      columns: [{ key: 'ads', label: 'Ads' }],
      rows: [
        { key: 'true', label: 'Visible', values: { ads: visible } },
        { key: 'false', label: 'Not visible', values: { ads: hidden } },
      ],
    },
  };
}

/** Visible ads per industry × type: rows are the industries, columns the types (SPEC's lists). */
export async function coverage(db: Db): Promise<Body> {
  const cells = rowsOf<{ industry: string; type: string; n: unknown }>(
    await db.execute(sql`select industry, type, n from insights_ad_cells where n <> 0`),
  );
  const at = new Map(cells.map((c) => [`${c.industry}\u0000${c.type}`, num(c.n)]));
  const rows = INDUSTRIES.map((i) => ({
    key: i.value,
    label: i.label,
    values: Object.fromEntries(AD_TYPES.map((t) => [t, at.get(`${i.value}\u0000${t}`) ?? 0])),
  }));
  const empty = rows.reduce((s, r) => s + Object.values(r.values).filter((v) => v === 0).length, 0);
  const visible = (await adTotals(db)).filter((t) => t.visible).reduce((s, t) => s + t.n, 0);
  return {
    figures: [{ key: 'visible', label: 'Visible ads', value: visible, previous: null }],
    // no list holds a grid's cells: the summary says how many are empty
    notes: [{ key: 'empty', label: 'Empty cells', value: empty }],
    table: { rowLabel: 'Industry', columns: AD_TYPES.map((t) => ({ key: t, label: t })), rows },
  };
}

/**
 * The ads in the collections dated `month`, each once however many of them hold it, visible now
 * and not: the ads lists filtered by In a collection of (`collection_month`) count the same.
 * Two rows of the rollup kept by the ads' and the collections' triggers (migration 0045): the
 * month's links grouped on each call cost 172 ms p99 at a million ads.
 */
async function monthAds(db: Db, month: string) {
  const rows = rowsOf<{ visible: boolean; n: unknown }>(
    await db.execute(sql`select visible, n from insights_month_ads where month = ${month}`),
  );
  const of = (visible: boolean) => num(rows.find((r) => r.visible === visible)?.n);
  return { visible: of(true), hidden: of(false) };
}

/**
 * This month's collections (collection_date = YYYY-MM): how many (the collections screen with
 * that month), their ads each once (the two ads lists by In a collection of) and, per
 * collection, its ads from the rollup (the first 100 collections).
 */
export async function collectionProgress(db: Db, today = new Date()): Promise<Body> {
  const month = monthOf(today);
  const [rows, [dated], ads] = await Promise.all([
    db
      .execute(sql`select c.id, c.title,
        (select coalesce(sum(n), 0) from insights_collection_ads r where r.collection_id = c.id) as ads,
        (select coalesce(sum(n), 0) from insights_collection_ads r where r.collection_id = c.id and r.visible) as visible
      from collections c where c.collection_date = ${month} order by c."order", c.id limit 100`)
      .then((r) => rowsOf<{ id: number; title: string; ads: unknown; visible: unknown }>(r)),
    db
      .execute(sql`select count(*) as n from collections where collection_date = ${month}`)
      .then((r) => rowsOf<{ n: unknown }>(r)),
    monthAds(db, month),
  ]);
  return {
    figures: [
      { key: 'collections', label: "This month's collections", value: num(dated?.n), previous: null },
      {
        key: 'ads',
        label: 'Ads in them',
        value: ads.visible + ads.hidden,
        previous: null,
        parts: adsParts(ads.visible, ads.hidden),
      },
      { key: 'visible', label: 'Of which visible', value: ads.visible, previous: null },
    ],
    table: {
      rowLabel: 'Collection',
      // the two parts of each collection, stacked: what customers see and what they do not yet
      columns: [
        { key: 'visible', label: 'Visible' },
        { key: 'hidden', label: 'Not visible' },
      ],
      rows: rows.map((r) => ({
        key: String(r.id),
        label: r.title || `#${r.id}`,
        values: { visible: num(r.visible), hidden: num(r.ads) - num(r.visible) },
      })),
    },
  };
}

const MISSING = [
  { key: 'tags', label: 'No tags', pick: 'no_tags' },
  { key: 'analysis', label: 'No analysis', pick: 'no_analysis' },
  { key: 'media', label: 'No media', pick: 'no_media' },
] as const;

/** Ads whose creative is not processed yet, by Visible (migration 0037's rollup). */
async function unprocessed(db: Db) {
  const rows = rowsOf<{ visible: boolean; n: unknown }>(
    await db.execute(sql`select visible, n from insights_ad_unprocessed`),
  );
  const of = (visible: boolean) => num(rows.find((r) => r.visible === visible)?.n);
  return { visible: of(true), hidden: of(false) };
}

/**
 * Ads still missing what curators add: tags, an analysis, a creative, a processed creative
 * (issue 25's media job has not made it ready). Each count is split into the visible and the
 * not-visible list, the two lists its parts open (filtered by Missing). Then the open duplicate
 * groups of the ads (issue 26), as many as the review screen the figure opens lists.
 */
export async function missing(db: Db): Promise<Body> {
  const [totals, notProcessed, duplicates] = await Promise.all([
    adTotals(db),
    unprocessed(db),
    components(db, 'advertisements'),
  ]);
  const count = (pick: (typeof MISSING)[number]['pick'], visible: boolean) =>
    totals.filter((t) => t[pick] && t.visible === visible).reduce((s, t) => s + t.n, 0);
  const counts = [
    ...MISSING.map((m) => ({
      key: m.key,
      label: m.label,
      visible: count(m.pick, true),
      hidden: count(m.pick, false),
    })),
    { key: 'processed', label: 'Creative not processed', ...notProcessed },
  ];
  return {
    figures: [
      ...counts.map((c) => ({
        key: c.key,
        label: c.label,
        value: c.visible + c.hidden,
        previous: null,
        parts: adsParts(c.visible, c.hidden),
      })),
      { key: 'duplicates', label: 'Possible duplicates', value: duplicates.length, previous: null },
    ],
    table: {
      rowLabel: 'Missing',
      columns: [
        { key: 'visible', label: 'Visible' },
        { key: 'hidden', label: 'Not visible' },
      ],
      rows: counts.map((c) => ({
        key: c.key,
        label: c.label,
        values: { visible: c.visible, hidden: c.hidden },
      })),
    },
  };
}

/**
 * Active collections whose newest ad (the highest id linked: ids grow with time) was created more
 * than `weeks` weeks ago, or that have none: one probe of the (collection_id, advertisement_id)
 * index per collection.
 */
export async function staleCollectionRows(db: Db, weeks: number) {
  return rowsOf<{ id: number; title: string; ads: unknown; age: unknown }>(
    await db.execute(sql`select c.id, c.title,
        (select coalesce(sum(n), 0) from insights_collection_ads r where r.collection_id = c.id and r.visible) as ads,
        floor(extract(epoch from now() - m.created_at) / 604800) as age
      from collections c
      left join lateral (select a.created_at from advertisement_collections l
        join advertisements a on a.id = l.advertisement_id
        where l.collection_id = c.id order by l.advertisement_id desc limit 1) m on true
      where c.active and (m.created_at is null or m.created_at < now() - make_interval(weeks => ${weeks}))
      order by m.created_at nulls first, c.id`),
  );
}

/**
 * The stale collections as a tile: their count (the collections screen with `stale_weeks`
 * shows exactly them, through GET /api/collections/stale) and the first 50 as its table.
 */
export async function staleCollections(db: Db, weeks: number): Promise<Body> {
  const rows = await staleCollectionRows(db, weeks);
  return {
    figures: [{ key: 'stale', label: `No new ads for ${weeks} weeks`, value: rows.length, previous: null }],
    table: {
      rowLabel: 'Collection',
      columns: [
        { key: 'weeks', label: 'Weeks since the newest ad' },
        { key: 'ads', label: 'Visible ads' },
      ],
      // at most 50 rows: the figure counts them all
      rows: rows.slice(0, 50).map((r) => ({
        key: String(r.id),
        label: r.title || `#${r.id}`,
        values: { ...(r.age === null ? {} : { weeks: num(r.age) }), ads: num(r.ads) },
      })),
    },
  };
}
