import type { InsightAnswer } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { entityWritten } from '../src/db/entity-writes.js';
import { insertAds, insertCollection, linkAd } from './advertisements-fixtures.js';
import { type SignedIn, type TestApp, withTestApp } from './helpers.js';

// Home's "Ads in them" and "Of which visible" read a rollup of each month's ads, each once
// (migration 0045, decision 030): after every kind of write it still equals the ads lists
// filtered by In a collection of, for this month (the tile) and for any other (the rollup).
let t: TestApp;
let sup: SignedIn;
withTestApp('super', (app, user) => {
  t = app;
  sup = user;
});

const month = new Date().toISOString().slice(0, 7);
const OTHER = '1999-01';
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: sup.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const total = async (visible: boolean, m: string) =>
  (await call('GET', `/api/advertisements_admin?visible=${visible}&collection_month=${m}`)).total as number;

/** The rollup's two rows of `m`, and the tile's figures for this month, against the lists. */
async function expectAsLists(step: string) {
  // the writes here are SQL, or of collections: the ads lists' cached totals are dropped by hand
  await entityWritten(t.db, 'advertisement');
  for (const m of [month, OTHER]) {
    const rows = (
      await t.db.execute(sql`select visible, n::int as n from insights_month_ads where month = ${m}`)
    ).rows as { visible: boolean; n: number }[];
    const of = (visible: boolean) => rows.find((r) => r.visible === visible)?.n ?? 0;
    expect({ visible: of(true), hidden: of(false) }, `${step}: ${m}`).toEqual({
      visible: await total(true, m),
      hidden: await total(false, m),
    });
  }
  const progress = (await call('GET', '/api/insights/collection-progress')) as InsightAnswer;
  const ads = progress.figures.find((f) => f.key === 'ads');
  const parts = Object.fromEntries((ads?.parts ?? []).map((p) => [p.key, p.value]));
  expect(parts, step).toEqual({ visible: await total(true, month), hidden: await total(false, month) });
  expect(progress.figures.find((f) => f.key === 'visible')?.value, step).toBe(parts.visible);
}

const unlink = (ad: number, c: number) =>
  t.db.execute(
    sql`delete from advertisement_collections where advertisement_id = ${ad} and collection_id = ${c}`,
  );
const date = (c: number, m: string | null) =>
  t.db.execute(sql`update collections set collection_date = ${m} where id = ${c}`);

it('follows links, Visible, a collection’s date, its trash and restore, an ad’s trash', async () => {
  const [a, b, c] = [
    await insertCollection(t, 'A'),
    await insertCollection(t, 'B'),
    await insertCollection(t, 'C'),
  ];
  await date(a, month);
  await date(b, month);
  await date(c, OTHER);
  const [both, onlyA, hidden, elsewhere] = await insertAds(t, [
    { name: 'in a and b', visible: true },
    { name: 'in a', visible: true },
    { name: 'hidden in a and c', visible: false },
    { name: 'in c', visible: true },
  ]);
  if (!both || !onlyA || !hidden || !elsewhere) throw new Error('ads not created');
  for (const [ad, col] of [
    [both, a],
    [both, b],
    [onlyA, a],
    [hidden, a],
    [hidden, c],
    [elsewhere, c],
  ] as const)
    await linkAd(t, ad, col);
  await expectAsLists('linked');

  // an ad linked to a second collection of the same month is still one ad; unlinked from one of
  // two it stays, from its last it goes
  await linkAd(t, onlyA, b);
  await expectAsLists('a second link in the month');
  await unlink(both, a);
  await expectAsLists('one of two links removed');
  await unlink(onlyA, a);
  await unlink(onlyA, b);
  await expectAsLists('the last links removed');

  await t.db.execute(sql`update advertisements set visible = not visible where id in (${both}, ${hidden})`);
  await expectAsLists('Visible switched');

  // the date moves every ad of the collection: out of this month, into another, and back
  await date(b, OTHER);
  await expectAsLists('a collection moved to another month');
  await date(c, month);
  await expectAsLists('the other month’s collection moved here');
  await date(a, null);
  await expectAsLists('a collection without a date');
  await date(a, month);
  await t.db.execute(sql`update collections set title = 'A, renamed' where id = ${a}`);
  await expectAsLists('dated again, then renamed');

  // a collection in the trash holds no ads for the list (its links go with it); restored, it does
  const { batch } = (await call('DELETE', `/api/collections/${c}`)) as { batch: string };
  await expectAsLists('a collection in the trash');
  await call('POST', '/api/collections/trash/restore', { batch });
  await expectAsLists('the collection restored');

  const gone = (await call('DELETE', `/api/advertisements/${hidden}`)) as { batch: string };
  await expectAsLists('an ad in the trash');
  await call('POST', '/api/advertisements/trash/restore', { batch: gone.batch });
  await expectAsLists('the ad restored');
});
