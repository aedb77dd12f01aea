import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  advertisementCollections,
  advertisements,
  auditLog,
  tiktoks,
  ugcCreators,
} from '../src/db/schema.js';
import { adSearchText } from '../src/db/search-text.js';
import { insertAds, insertCollection, linkAd } from './advertisements-fixtures.js';
import { type SignedIn, type TestApp, withTestApp } from './helpers.js';
import { insertTiktoks } from './tiktoks-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

// Issue 19 §2: act on everything a filter matches, and bulk edit (decision 017).

let t: TestApp;
let superUser: SignedIn;
withTestApp('super', (app, user) => {
  t = app;
  superUser = user;
});

const post = (url: string, payload: object, headers: Record<string, string> = superUser.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: superUser.headers });

/** The ids the ads list shows for a filter (every page). */
async function listIds(query: string) {
  const res = await get(`/api/advertisements_admin?${query}&size=100`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
}

const adsOf = async (ids: number[]) =>
  (await t.db.select().from(advertisements).where(inArray(advertisements.id, ids))).sort(
    (a, b) => a.id - b.id,
  );

const bulkEntries = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.entity_id, 'bulk')));

/** Ads of one test, found by a word in their name; some match the filter, some do not. */
async function adsFor(word: string) {
  return insertAds(t, [
    { name: `${word} one`, visible: true, industry: 'Pets', subindustry: 'Food' },
    { name: `${word} two`, visible: true, industry: 'Pets', type: ['UGC'] },
    { name: `${word} three`, visible: true, industry: 'Home' },
    { name: `${word} four`, visible: false, industry: 'Pets' },
    { name: `other ${word.slice(0, 3)}`, visible: true, industry: 'Pets' },
    { name: `${word} five`, visible: true, industry: 'Pets', tags: ['Summer'] },
  ]);
}

describe('bulk over a filter', () => {
  it('hides exactly the rows the list shows for the filter, counts first, then changes nothing the second time', async () => {
    const ids = await adsFor('zebrafilter');
    const filter = { visible: 'true', search: 'zebrafilter', industry: 'Pets' };
    const shown = await listIds('visible=true&search=zebrafilter&industry=Pets');
    expect(shown).toEqual([ids[0], ids[1], ids[5]]);

    const dry = await post('/api/advertisements/bulk', { filter, action: 'hide', dry_run: true });
    expect(dry.json().data).toEqual({ count: 3, dry_run: true });
    expect((await adsOf(shown)).map((a) => a.visible)).toEqual([true, true, true]);

    const run = await post('/api/advertisements/bulk', { filter, action: 'hide' });
    expect(run.statusCode).toBe(200);
    expect(run.json().data).toEqual({ count: 3, dry_run: false });
    const after = await adsOf(ids);
    expect(after.filter((a) => !a.visible).map((a) => a.id)).toEqual(
      [...shown, ids[3] as number].sort((a, b) => a - b),
    );
    expect(await listIds('visible=true&search=zebrafilter&industry=Pets')).toEqual([]);
    // the list's total follows at once (the count cache was cleared)
    expect((await get('/api/advertisements_admin?visible=false&search=zebrafilter')).json().data.total).toBe(
      4,
    );

    const again = await post('/api/advertisements/bulk', { filter, action: 'hide' });
    expect(again.json().data.count).toBe(0);

    // one audit entry with the count and the filter; each ad's history shows it
    const entries = await bulkEntries();
    const entry = entries.find(
      (e) => (e.bulk?.filter as { search?: string } | null)?.search === 'zebrafilter',
    );
    expect(entry).toMatchObject({ action: 'bulk', bulk: { count: 3 }, user_email: superUser.email });
    expect(
      entries.filter((e) => (e.bulk?.filter as { search?: string } | null)?.search === 'zebrafilter'),
    ).toHaveLength(1);
    const history = (await get(`/api/advertisements/${shown[0]}/history`)).json().data.versions;
    expect(history[0]).toMatchObject({ kind: 'bulk', changes: { visible: { before: true, after: false } } });
  });

  it('runs in one transaction: a failure on one row changes none of them', async () => {
    const ids = await adsFor('yakfail');
    await t.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.name = 'yakfail five' or old.name = 'yakfail five' then raise exception 'boom'; end if;
        return coalesce(new, old);
      end $$`);
    await t.db.execute(sql`create trigger refuse_boom before update or delete on advertisements
      for each row execute function refuse_boom()`);
    try {
      const filter = { visible: 'true', search: 'yakfail' };
      const hide = await post('/api/advertisements/bulk', { filter, action: 'hide' });
      expect(hide.statusCode).toBe(500);
      const remove = await post('/api/advertisements/bulk', { filter, action: 'delete' });
      expect(remove.statusCode).toBe(500);
      const edit = await post('/api/advertisements/bulk-edit', { filter, field: 'format', format: 'Video' });
      expect(edit.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on advertisements`);
      await t.db.execute(sql`drop function refuse_boom()`);
    }
    const after = await adsOf(ids);
    expect(after).toHaveLength(6);
    expect(after.map((a) => [a.visible, a.format])).toEqual([
      [true, null],
      [true, null],
      [true, null],
      [false, null],
      [true, null],
      [true, null],
    ]);
  });

  it('deletes exactly the rows of the filter through the area delete (one delete entry each)', async () => {
    const ids = await adsFor('gnudelete');
    const shown = await listIds('visible=true&search=gnudelete&industry=Home');
    expect(shown).toEqual([ids[2]]);
    const filter = { visible: 'true', search: 'gnudelete', industry: 'Home' };
    expect(
      (await post('/api/advertisements/bulk', { filter, action: 'delete', dry_run: true })).json().data.count,
    ).toBe(1);
    const deleted = (await post('/api/advertisements/bulk', { filter, action: 'delete' })).json().data;
    expect(deleted.count).toBe(1);
    expect((await adsOf(ids)).map((a) => a.id)).toEqual(ids.filter((id) => id !== ids[2]));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, String(ids[2])), eq(auditLog.action, 'delete')));
    expect(entries).toHaveLength(1);
    // the whole filter went to the trash as one batch: the notification's Undo brings it back
    expect(deleted.batch).toEqual(expect.any(String));
    const undo = await post('/api/advertisements/trash/restore', { batch: deleted.batch });
    expect(undo.statusCode).toBe(200);
    expect(await listIds('visible=true&search=gnudelete&industry=Home')).toEqual([ids[2]]);
  });

  it('refuses a call naming both ids and a filter, or neither', async () => {
    for (const body of [{ action: 'hide' }, { action: 'hide', ids: [1], filter: { visible: 'true' } }]) {
      const res = await post('/api/advertisements/bulk', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('ids');
    }
  });

  it('refuses a filter key the list does not have, naming it, and changes nothing', async () => {
    await adsFor('wombatbogus');
    const before = await t.db.select().from(advertisements);
    for (const url of ['/api/advertisements/bulk', '/api/advertisements/bulk-edit']) {
      const body = {
        filter: { bogus: '1', visibel: 'true' },
        action: 'hide',
        field: 'visible',
        visible: false,
      };
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ filter: 'Unknown filter: bogus, visibel' });
    }
    const tiktok = await post('/api/tiktoks/bulk', { filter: { bogus: '1' }, action: 'mark_new' });
    expect(tiktok.json().error.fields).toEqual({ filter: 'Unknown filter: bogus' });
    expect(await t.db.select().from(advertisements)).toEqual(before);
  });

  it('acts on every row only when asked with all: true; an order or a blank search alone narrows nothing', async () => {
    const ids = await adsFor('quokkaall');
    const every = await t.db.$count(advertisements);
    for (const filter of [{}, { order_by: 'name' }, { search: '  ' }]) {
      const res = await post('/api/advertisements/bulk', { filter, action: 'hide', dry_run: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ filter: expect.stringContaining('"all": true') });
    }
    const counted = await post('/api/advertisements/bulk', {
      filter: {},
      all: true,
      action: 'show',
      dry_run: true,
    });
    expect(counted.json().data).toEqual({
      count: every - (await t.db.$count(advertisements, eq(advertisements.visible, true))),
      dry_run: true,
    });
    const withIds = await post('/api/advertisements/bulk', { ids, all: true, action: 'hide' });
    expect(withIds.json().error.fields).toHaveProperty('all');
  });
});

describe('bulk edit', () => {
  it('sets industry with its subindustry over a filter; a pair the form refuses is a 400 naming the field and changes nothing', async () => {
    const ids = await adsFor('ibexedit');
    const filter = { visible: 'true', search: 'ibexedit', industry: 'Pets' };
    const bad = await post('/api/advertisements/bulk-edit', {
      filter,
      field: 'industry',
      industry: 'Home',
      subindustry: 'Drinks',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ subindustry: 'Not a subindustry of Home' });
    const unknown = await post('/api/advertisements/bulk-edit', {
      filter,
      field: 'industry',
      industry: 'Cars',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('industry');
    expect((await adsOf(ids)).map((a) => a.industry)).toEqual([
      'Pets',
      'Pets',
      'Home',
      'Pets',
      'Pets',
      'Pets',
    ]);

    const edit = { filter, field: 'industry', industry: 'Home', subindustry: 'Furniture' };
    expect((await post('/api/advertisements/bulk-edit', { ...edit, dry_run: true })).json().data.count).toBe(
      3,
    );
    expect((await post('/api/advertisements/bulk-edit', edit)).json().data.count).toBe(3);
    expect((await adsOf(ids)).map((a) => `${a.industry}/${a.subindustry}`)).toEqual([
      'Home/Furniture',
      'Home/Furniture',
      'Home/null',
      'Pets/null',
      'Pets/null',
      'Home/Furniture',
    ]);
    expect((await post('/api/advertisements/bulk-edit', edit)).json().data.count).toBe(0);
    const history = (await get(`/api/advertisements/${ids[0]}/history`)).json().data.versions;
    expect(history[0].changes).toEqual({
      industry: { before: 'Pets', after: 'Home' },
      subindustry: { before: 'Food', after: 'Furniture' },
    });

    // a bulk version restores like any other: back to Home/Furniture after a second bulk edit
    const pets = { ids: [ids[0]], field: 'industry', industry: 'Pets', subindustry: 'Other' };
    expect((await post('/api/advertisements/bulk-edit', pets)).json().data.count).toBe(1);
    const current = (await get(`/api/advertisements/${ids[0]}`)).json().data;
    const restored = await post(`/api/advertisements/${ids[0]}/history/${history[0].version}/restore`, {
      updated_at: current.updated_at,
    });
    expect(restored.statusCode).toBe(200);
    const back = (await get(`/api/advertisements/${ids[0]}`)).json().data;
    expect([back.industry, back.subindustry]).toEqual(['Home', 'Furniture']);
  });

  it('adds and removes a tag, keeping search_text as the form writes it', async () => {
    const ids = await adsFor('okapitag');
    const filter = { visible: 'true', search: 'okapitag' };
    const add = await post('/api/advertisements/bulk-edit', {
      filter,
      field: 'tags',
      op: 'add',
      tags: 'Été Sale',
    });
    expect(add.json().data.count).toBe(4);
    const expectSearchTextRight = async () => {
      for (const ad of await adsOf(ids)) expect(ad.search_text).toBe(adSearchText(ad));
    };
    await expectSearchTextRight();
    expect((await adsOf(ids)).map((a) => a.tags)).toEqual([
      ['Été Sale'],
      ['Été Sale'],
      ['Été Sale'],
      [],
      [],
      ['Summer', 'Été Sale'],
    ]);
    expect(await listIds('visible=true&search=été%20sale')).toEqual([ids[0], ids[1], ids[2], ids[5]]);

    const remove = { filter: { search: 'okapitag' }, field: 'tags', op: 'remove', tags: 'Summer' };
    expect((await post('/api/advertisements/bulk-edit', remove)).json().data.count).toBe(1);
    await expectSearchTextRight();
    const removeAdded = { ...remove, tags: 'Été Sale' };
    expect((await post('/api/advertisements/bulk-edit', removeAdded)).json().data.count).toBe(4);
    await expectSearchTextRight();
    expect((await adsOf(ids)).every((a) => a.tags.length === 0)).toBe(true);
    expect((await post('/api/advertisements/bulk-edit', removeAdded)).json().data.count).toBe(0);
  });

  it('links and unlinks a collection, keeping collection_ids; an unknown collection changes nothing', async () => {
    const ids = await adsFor('tapircoll');
    const collection = await insertCollection(t, 'Tapir picks');
    const other = await insertCollection(t, 'Other picks');
    await linkAd(t, ids[0] as number, other);
    const filter = { visible: 'true', search: 'tapircoll', industry: 'Pets' };
    const unknown = await post('/api/advertisements/bulk-edit', {
      filter,
      field: 'collections',
      op: 'add',
      collections: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('collections');

    const add = { filter, field: 'collections', op: 'add', collections: collection };
    expect((await post('/api/advertisements/bulk-edit', add)).json().data.count).toBe(3);
    expect((await post('/api/advertisements/bulk-edit', add)).json().data.count).toBe(0);
    const linked = await t.db
      .select()
      .from(advertisementCollections)
      .where(eq(advertisementCollections.collection_id, collection));
    expect(linked.map((l) => l.advertisement_id).sort((a, b) => a - b)).toEqual([ids[0], ids[1], ids[5]]);
    expect((await adsOf(ids)).map((a) => a.collection_ids)).toEqual([
      [Math.min(collection, other), Math.max(collection, other)],
      [collection],
      [],
      [],
      [],
      [collection],
    ]);
    expect(await listIds(`collection=${collection}`)).toEqual([ids[0], ids[1], ids[5]]);
    const history = (await get(`/api/advertisements/${ids[0]}/history`)).json().data.versions;
    expect(history[0].changes).toEqual({
      collections: { before: [other], after: [Math.min(collection, other), Math.max(collection, other)] },
    });

    const remove = { ids: [ids[0], ids[2]], field: 'collections', op: 'remove', collections: collection };
    expect((await post('/api/advertisements/bulk-edit', remove)).json().data).toEqual({
      count: 1,
      dry_run: false,
      ids: [ids[0]],
    });
    expect((await adsOf([ids[0] as number]))[0]?.collection_ids).toEqual([other]);
  });

  it('sets type (clearing Seasonal where the type no longer has it), objective, format and visible', async () => {
    const ids = await insertAds(t, [
      { name: 'quokkatype a', visible: true, type: ['Seasonal'], seasonal: 'Christmas' },
      { name: 'quokkatype b', visible: true },
    ]);
    const filter = { search: 'quokkatype' };
    const edit = (body: object) => post('/api/advertisements/bulk-edit', { filter, ...body });
    expect((await edit({ field: 'type', type: ['UGC'] })).json().data.count).toBe(2);
    expect((await edit({ field: 'objective', objective: ['prospecting'] })).json().data.count).toBe(2);
    expect((await edit({ field: 'format', format: 'Video' })).json().data.count).toBe(2);
    expect((await edit({ field: 'visible', visible: false })).json().data.count).toBe(2);
    expect((await edit({ field: 'type', type: ['Nope'] })).statusCode).toBe(400);
    expect((await adsOf(ids)).map((a) => [a.type, a.seasonal, a.objective, a.format, a.visible])).toEqual([
      [['UGC'], null, ['prospecting'], 'Video', false],
      [['UGC'], null, ['prospecting'], 'Video', false],
    ]);
  });

  it('sets a TikTok field and a creator field over a filter', async () => {
    const posts = await insertTiktoks(t, [
      { username: 'lemurbulk.a', post_id: 'lemur-1', industry: 'Pets' },
      { username: 'lemurbulk.b', post_id: 'lemur-2', industry: 'Pets', is_ad: true },
      { username: 'lemurbulk.c', post_id: 'lemur-3', industry: 'Home' },
    ]);
    const edit = {
      filter: { search: 'lemurbulk', industry: 'Pets' },
      field: 'industry',
      industry: 'Fashion',
    };
    expect((await post('/api/tiktoks/bulk-edit', edit)).json().data.count).toBe(2);
    expect(
      (await post('/api/tiktoks/bulk-edit', { ids: posts, field: 'new', new: true })).json().data.count,
    ).toBe(3);
    const stored = (await t.db.select().from(tiktoks).where(inArray(tiktoks.id, posts))).sort(
      (a, b) => a.id - b.id,
    );
    expect(stored.map((p) => [p.industry, p.new])).toEqual([
      ['Fashion', true],
      ['Fashion', true],
      ['Home', true],
    ]);
    const bad = await post('/api/tiktoks/bulk-edit', { ids: posts, field: 'is_free', is_free: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('is_free');

    const creators = await insertCreators(t, [
      { name: 'Marmot Bulk', industry: 'Pets' },
      { name: 'Marmot Other', industry: 'Home' },
    ]);
    const country = { filter: { search: 'marmot', industry: 'Pets' }, field: 'country', country: 'Germany' };
    expect((await post('/api/ugc-creators/bulk-edit', country)).json().data.count).toBe(1);
    expect((await post('/api/ugc-creators/bulk-edit', { ...country, country: 'Atlantis' })).statusCode).toBe(
      400,
    );
    const rows = await t.db.select().from(ugcCreators).where(inArray(ugcCreators.id, creators));
    expect(rows.sort((a, b) => a.id - b.id).map((c) => c.country)).toEqual(['Germany', null]);
    const removed = await post('/api/ugc-creators/bulk', {
      filter: { search: 'marmot other' },
      action: 'delete',
    });
    expect(removed.json().data.count).toBe(1);
  });
});

describe('bulk roles', () => {
  it('admin may act on ads, not on TikToks or creators; no session is 401', async () => {
    const admin = await t.signedIn('admin');
    const [id] = await insertAds(t, [{ name: 'roles bulk', visible: true }]);
    const ok = await post('/api/advertisements/bulk', { ids: [id], action: 'hide' }, admin.headers);
    expect(ok.json().data.count).toBe(1);
    const edit = { ids: [id], field: 'format', format: 'Static Image' };
    expect((await post('/api/advertisements/bulk-edit', edit, admin.headers)).statusCode).toBe(200);
    const tiktok = { filter: {}, action: 'mark_new', dry_run: true };
    expect((await post('/api/tiktoks/bulk', tiktok, admin.headers)).statusCode).toBe(403);
    expect(
      (await post('/api/tiktoks/bulk-edit', { filter: {}, field: 'new', new: true }, admin.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/ugc-creators/bulk', { filter: {}, action: 'delete' }, admin.headers)).statusCode,
    ).toBe(403);
    expect((await post('/api/advertisements/bulk', { ids: [id], action: 'show' }, {})).statusCode).toBe(401);
    expect((await post('/api/tiktoks/bulk', tiktok, {})).statusCode).toBe(401);
  });
});
