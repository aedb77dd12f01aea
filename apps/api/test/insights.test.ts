import { CUSTOMER_TILES, type InsightAnswer, LIBRARY_TILES } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { applyMediaToRecords } from '../src/media-jobs/record-effects.js';
import { insertAds, insertCollection, linkAd, validAd } from './advertisements-fixtures.js';
import { type SignedIn, type TestApp, withTestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

// Each tile's figure equals the total of the list its mark links to (issue 32 §3–4), and the
// customers' figures follow a scripted sequence of status changes.
let t: TestApp;
let sup: SignedIn;
let admin: SignedIn;
withTestApp('super', (app, user) => {
  t = app;
  sup = user;
});
beforeAll(async () => {
  admin = await t.signedIn('admin');
});

const today = new Date().toISOString().slice(0, 10);
const get = async (url: string, who = sup) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const tile = (name: string, query = '', who = sup): Promise<InsightAnswer> =>
  get(`/api/insights/${name}?${query}`, who);
const figure = (a: InsightAnswer, key: string) => a.figures.find((f) => f.key === key);
const adsTotal = async (query: string) => (await get(`/api/advertisements_admin?${query}`)).total as number;
const usersTotal = async (query: string) => (await get(`/api/users/totalCount?${query}`)).count as number;

describe('library tiles', () => {
  it('agree with the ads list they link to', async () => {
    const ids = await insertAds(t, [
      { name: 'a', visible: true, industry: 'Fashion', type: ['Humor'], tags: ['x'], analysis: 'ok' },
      { name: 'b', visible: true, industry: 'Fashion', type: ['Humor', 'Lifestyle'] },
      { name: 'c', visible: false, industry: 'Fashion', type: ['Humor'] },
      { name: 'd', visible: true, industry: 'Pets', type: [] },
    ]);
    const visibility = await tile('visibility');
    expect(figure(visibility, 'true')?.value).toBe(await adsTotal('visible=true'));
    expect(figure(visibility, 'false')?.value).toBe(await adsTotal('visible=false'));

    const coverage = await tile('coverage');
    for (const row of coverage.table.rows)
      for (const [type, n] of Object.entries(row.values))
        if (n > 0 || (row.key === 'Pets' && type === 'Humor'))
          expect(n, `${row.key} × ${type}`).toBe(
            await adsTotal(
              `visible=true&industry=${encodeURIComponent(row.key)}&type=${encodeURIComponent(type)}`,
            ),
          );
    const fashion = coverage.table.rows.find((r) => r.key === 'Fashion');
    expect(fashion?.values.Humor).toBeGreaterThanOrEqual(2);

    // a switch and a delete move the figures with the list
    await t.db.execute(sql`update advertisements set visible = not visible where id = ${ids[2]}`);
    await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${ids[0]}`, headers: sup.headers });
    const after = await tile('coverage');
    expect(after.table.rows.find((r) => r.key === 'Fashion')?.values.Humor).toBe(
      await adsTotal('visible=true&industry=Fashion&type=Humor'),
    );
    expect(figure(await tile('visibility'), 'true')?.value).toBe(await adsTotal('visible=true'));
  });

  it("counts this month's collections as the list filtered by collection does", async () => {
    const month = today.slice(0, 7);
    const id = await insertCollection(t, 'This month');
    await t.db.execute(sql`update collections set collection_date = ${month} where id = ${id}`);
    const ads = await insertAds(t, [
      { name: 'm1', visible: true },
      { name: 'm2', visible: false },
      { name: 'm3', visible: true },
    ]);
    for (const ad of ads) await linkAd(t, ad, id);
    const row = (await tile('collection-progress')).table.rows.find((r) => r.key === String(id));
    // the visible list filtered by the collection: what its link opens
    expect(row?.values.visible).toBe(await adsTotal(`collection=${id}&visible=true`));
    expect(row?.values).toEqual({ visible: 2, hidden: 1 });
  });

  it('names collections with no new ad for N weeks', async () => {
    const empty = await insertCollection(t, 'Empty');
    const fresh = await insertCollection(t, 'Fresh');
    const [ad] = await insertAds(t, [{ name: 'fresh' }]);
    await linkAd(t, ad ?? 0, fresh);
    const stale = await tile('stale-collections', 'weeks=2');
    const keys = stale.table.rows.map((r) => r.key);
    expect(keys).toContain(String(empty));
    expect(keys).not.toContain(String(fresh));
    for (const row of stale.table.rows)
      expect(row.values.ads, row.label).toBe(await adsTotal(`visible=true&collection=${row.key}`));
  });

  it('counts ads missing tags, analysis or media as the two lists filtered by Missing do', async () => {
    await insertAds(t, [
      { name: 'no tags', visible: true, tags: [], analysis: 'ok' },
      { name: 'no analysis', visible: false, tags: ['x'], analysis: '  ' },
      { name: 'nothing', visible: false, tags: [], analysis: '' },
    ]);
    const missing = await tile('missing');
    const [row] = (
      await t.db.execute(sql`select count(*) filter (where cardinality(tags) = 0)::int as tags,
        count(*) filter (where coalesce(btrim(analysis), '') = '')::int as analysis,
        count(*) filter (where coalesce(media_source, '') = '')::int as media from advertisements`)
    ).rows as { tags: number; analysis: number; media: number }[];
    expect(Object.fromEntries(missing.figures.map((f) => [f.key, f.value]))).toMatchObject(row ?? {});
    // each part is what its link opens: the visible or the not-visible list, filtered by Missing
    for (const r of missing.table.rows) {
      expect(r.values.visible, `${r.key} visible`).toBe(await adsTotal(`visible=true&missing=${r.key}`));
      expect(r.values.hidden, `${r.key} not visible`).toBe(await adsTotal(`visible=false&missing=${r.key}`));
      expect((r.values.visible ?? 0) + (r.values.hidden ?? 0)).toBe(figure(missing, r.key)?.value);
    }
    expect(missing.table.rows.find((r) => r.key === 'tags')?.values.hidden).toBeGreaterThanOrEqual(1);
    // an option the list does not declare finds nothing, and is no way into its SQL
    expect(await adsTotal('missing=constructor')).toBe(0);
  });

  it('counts creatives not processed and open duplicate groups as the lists and the review screen do', async () => {
    // a processed creative and one still queued (media rows as the job leaves them)
    const ready = 'http://localhost/media/ads/insights-ready.png';
    const queued = 'http://localhost/media/ads/insights-queued.png';
    const info = JSON.stringify({
      kind: 'image',
      content_type: 'image/png',
      bytes: 10,
      width: 10,
      height: 10,
    });
    await t.db.execute(sql`insert into media (source_key, source_url, state, info) values
      ('ads/insights-ready.png', ${ready}, 'ready', ${info}::jsonb),
      ('ads/insights-queued.png', ${queued}, 'queued', ${info}::jsonb)`);
    const created: number[] = [];
    for (const [media_source, visible] of [
      [ready, true],
      [queued, true],
      [queued, false],
      ['https://cdn.example.com/never-seen.png', false],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/advertisements',
        headers: sup.headers,
        payload: validAd({ name: `creative ${created.length}`, media_source, visible }),
      });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().data.id);
    }
    const processed = async () => {
      const missing = await tile('missing');
      const row = missing.table.rows.find((r) => r.key === 'processed');
      // each part is its list filtered by Missing: Processed creative
      expect(row?.values.visible).toBe(await adsTotal('visible=true&missing=processed'));
      expect(row?.values.hidden).toBe(await adsTotal('visible=false&missing=processed'));
      expect(figure(missing, 'processed')?.value).toBe(
        (row?.values.visible ?? 0) + (row?.values.hidden ?? 0),
      );
      return missing;
    };
    const before = await processed();
    const ids = async () =>
      (await get('/api/advertisements_admin?missing=processed&limit=100')).results.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids()).toEqual(expect.arrayContaining(created.slice(1)));
    expect(await ids()).not.toContain(created[0]);

    // the queued creative is processed: both its ads leave the count and the list
    await t.db.execute(sql`update media set state = 'ready' where source_url = ${queued}`);
    await applyMediaToRecords(t.db, [queued]);
    const after = await processed();
    expect(figure(after, 'processed')?.value).toBe((figure(before, 'processed')?.value ?? 0) - 2);
    expect(await ids()).not.toContain(created[1]);

    // an open pair of two ads is one group to review, as the review screen's count says
    await t.db.execute(sql`insert into duplicate_pair (area, a_id, b_id, reasons)
      values ('advertisements', ${created[0]}, ${created[1]}, '{same_file}')`);
    const count = await get('/api/duplicates/advertisements/count');
    expect(count.open).toBeGreaterThanOrEqual(1);
    expect(figure(await tile('missing'), 'duplicates')?.value).toBe(count.open);
  });

  it('filters the ads list by the day added, both ends included, in UTC', async () => {
    const [a, b, c] = await insertAds(t, [{ name: 'd1' }, { name: 'd2' }, { name: 'd3' }]);
    const at = async (id: number | undefined, time: string) =>
      t.db.execute(sql`update advertisements set created_at = ${time}::timestamptz where id = ${id}`);
    await at(a, '2001-03-05T00:00:00Z');
    await at(b, '2001-03-11T23:59:59Z');
    await at(c, '2001-03-12T00:00:00Z');
    expect(await adsTotal('created=2001-03-05..2001-03-11')).toBe(2);
    expect(await adsTotal('created=2001-03-12..')).toBeGreaterThanOrEqual(1);
    expect(await adsTotal('created=..2001-03-11')).toBe(2);
    expect(await adsTotal('created=2001-03-12..2001-03-12')).toBe(1);
    for (const bad of [
      '2001-03-12',
      '2001-03-12..2001-03-05',
      '2001-02-30..',
      '2001-13-01..',
      '..',
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/advertisements_admin?created=${bad}`,
        headers: sup.headers,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body, bad).toContain('created');
    }
  });

  it('counts ads added and published per curator, as the lists their links open count them', async () => {
    const range = `from=${today}&to=${today}`;
    const days = `${today}..${today}`;
    const before = await tile('ads-activity', range);
    const [ann, bob] = [await t.signedIn('admin'), await t.signedIn('admin')];
    const create = async (who: SignedIn, visible: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/advertisements',
        headers: who.headers,
        payload: validAd({ visible, name: `curated ${visible}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const show = async (who: SignedIn, id: number, visible: boolean) =>
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/advertisements/visibility/${id}`,
            headers: who.headers,
            payload: { visible },
          })
        ).statusCode,
      ).toBe(200);
    // Ann adds three ads, Bob two; Bob publishes Ann's first twice (hidden in between), Ann her
    // third by a bulk call; Ann's second (published as it was created) goes to the trash
    const [a1, a2, a3] = [await create(ann, false), await create(ann, true), await create(ann, false)];
    await create(bob, true);
    await create(bob, false);
    await show(bob, a1 as number, true);
    await show(bob, a1 as number, false);
    await show(bob, a1 as number, true);
    // the stamp follows the switch, and the log says the switch alone (History's "visibility")
    const [switched] = (
      await t.db.execute(sql`select changes from audit_log where entity = 'advertisement'
        and entity_id = ${String(a1)} order by id desc limit 1`)
    ).rows as { changes: Record<string, unknown> }[];
    expect(Object.keys(switched?.changes ?? {})).toEqual(['visible']);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/bulk',
      headers: ann.headers,
      payload: { ids: [a3], action: 'show' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: `/api/advertisements/${a2}`,
      headers: ann.headers,
    });
    expect(trashed.statusCode).toBe(200);
    // an ad no staff user wrote (a seed): the system's
    await insertAds(t, [{ name: 'seeded', visible: true }]);

    const curators = await tile('curators', range);
    const row = (who: SignedIn | 'none') =>
      curators.table.rows.find((r) => r.key === (who === 'none' ? 'none' : String(who.id)));
    // published counts each ad once, at its last switch to visible, while it is visible
    expect(row(ann)?.values).toEqual({ visible: 2, hidden: 0, published: 1 });
    expect(row(bob)?.values).toEqual({ visible: 1, hidden: 1, published: 2 });
    expect(row('none')?.values.published).toBeGreaterThanOrEqual(1);
    // named by the curator's name (helpers.ts: first name the role), the system as System
    expect(row(ann)?.label).toBe('admin Tester');
    expect(row('none')?.label).toBe('System');
    // every part of every row is the total of the list its link opens
    for (const r of curators.table.rows) {
      expect(r.values.visible, `${r.label} visible`).toBe(
        await adsTotal(`visible=true&created=${days}&created_by=${r.key}`),
      );
      expect(r.values.hidden, `${r.label} hidden`).toBe(
        await adsTotal(`visible=false&created=${days}&created_by=${r.key}`),
      );
      expect(r.values.published, `${r.label} published`).toBe(
        await adsTotal(`visible=true&published=${days}&published_by=${r.key}`),
      );
    }
    const activity = await tile('ads-activity', range);
    expect(figure(activity, 'published')?.value).toBe(await adsTotal(`visible=true&published=${days}`));
    expect(activity.table.rows.at(-1)?.values.published).toBe(
      await adsTotal(`visible=true&published=${activity.table.rows.at(-1)?.key}`),
    );
    // Ann's three, Bob's two, the seed's one, less the one in the trash
    expect(figure(activity, 'added')?.value).toBe((figure(before, 'added')?.value ?? 0) + 5);
    expect(figure(activity, 'added')?.previous).toBe(0);
    expect(activity.range).toMatchObject({ from: today, to: today });
    expect(figure(curators, 'added')?.value).toBe(figure(activity, 'added')?.value);

    // back from the trash, Ann's second counts again, as published when it was created
    const batch = trashed.json().data.batch;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/advertisements/trash/restore',
          headers: ann.headers,
          payload: { batch },
        })
      ).statusCode,
    ).toBe(200);
    const restored = (await tile('curators', range)).table.rows.find((r) => r.key === String(ann.id));
    expect(restored?.values).toEqual({ visible: 3, hidden: 0, published: 2 });
    expect(restored?.values.published).toBe(
      await adsTotal(`visible=true&published=${days}&published_by=${ann.id}`),
    );
  });

  it('names the curator of ads imported from a file, as added and published by them', async () => {
    const who = await t.signedIn('admin');
    const res = await postImport(
      t,
      '/api/advertisements/import',
      who.headers,
      'name,visible\nFiled,true\nKept back,false\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    const days = `${today}..${today}`;
    const row = (await tile('curators', `from=${today}&to=${today}`)).table.rows.find(
      (r) => r.key === String(who.id),
    );
    expect(row?.values).toEqual({ visible: 1, hidden: 1, published: 1 });
    expect(await adsTotal(`visible=true&published=${days}&published_by=${who.id}`)).toBe(1);
    expect(await adsTotal(`visible=false&created=${days}&created_by=${who.id}`)).toBe(1);
  });

  it('takes Added by, Published and Published by in every call over the list filters', async () => {
    const who = await t.signedIn('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers: who.headers,
      payload: validAd({ visible: true, name: 'filtered everywhere' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const query = `created_by=${who.id}&published=${today}..${today}&published_by=${who.id}`;
    expect(await adsTotal(query)).toBe(1);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: sup.headers, ...(payload && { payload }) });
    expect((await call('GET', `/api/advertisements/facets?${query}`)).statusCode).toBe(200);
    const csv = await call('GET', `/api/advertisements/export.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('filtered everywhere');
    const filter = {
      created_by: String(who.id),
      published: `${today}..${today}`,
      published_by: String(who.id),
    };
    const dry = await call('POST', '/api/advertisements/bulk', { filter, action: 'hide', dry_run: true });
    expect(dry.json().data).toEqual({ count: 1, dry_run: true });
    // a hidden ad is published by nobody: hiding it leaves the filter
    await call('POST', '/api/advertisements/bulk', { filter, action: 'hide' });
    expect(await adsTotal(query)).toBe(0);
    expect(await adsTotal(`created_by=${who.id}`)).toBe(1);
    for (const [key, bad] of [
      ['created_by', 'abc'],
      ['created_by', '0'],
      ['published_by', '99999999999'],
      ['published', '2001-13-01..'],
    ] as const) {
      for (const url of [
        `/api/advertisements_admin?${key}=${bad}`,
        `/api/advertisements/facets?${key}=${bad}`,
        `/api/advertisements/export.csv?${key}=${bad}`,
      ]) {
        const answer = await call('GET', url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.body, url).toContain(key);
      }
      const bulk = await call('POST', '/api/advertisements/bulk', {
        filter: { [key]: bad },
        action: 'hide',
        dry_run: true,
      });
      expect(bulk.statusCode, `bulk ${key}=${bad}`).toBe(400);
      // the bulk call names its body's field
      expect(bulk.json().error.fields.filter).toBeTruthy();
    }
  });

  it("splits each week's added ads as the two lists filtered by Added count them", async () => {
    const [old, kept, gone] = await insertAds(t, [
      { name: 'w1', visible: true },
      { name: 'w2', visible: false },
      { name: 'w3', visible: true },
    ]);
    // the first ad was created two weeks ago; the third goes to the trash (the bars follow)
    await t.db.execute(
      sql`update advertisements set created_at = now() - interval '14 days' where id = ${old}`,
    );
    await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${gone}`, headers: sup.headers });
    await t.db.execute(sql`update advertisements set visible = true where id = ${kept}`);
    const activity = await tile('ads-activity', 'range=30d');
    let visible = 0;
    let hidden = 0;
    for (const row of activity.table.rows) {
      expect(row.values.visible, `${row.key} visible`).toBe(
        await adsTotal(`visible=true&created=${row.key}`),
      );
      expect(row.values.hidden, `${row.key} not visible`).toBe(
        await adsTotal(`visible=false&created=${row.key}`),
      );
      visible += row.values.visible ?? 0;
      hidden += row.values.hidden ?? 0;
    }
    // the figure: both lists over the range's days
    const days = `${activity.range.from}..${activity.range.to}`;
    expect(figure(activity, 'added')?.value).toBe(visible + hidden);
    expect(visible + hidden).toBe(
      (await adsTotal(`visible=true&created=${days}`)) + (await adsTotal(`visible=false&created=${days}`)),
    );
    // a week's key is its days cut to the range
    expect(activity.table.rows[0]?.key.startsWith(`${activity.range.from}..`)).toBe(true);
    expect(activity.table.rows.at(-1)?.key.endsWith(`..${activity.range.to}`)).toBe(true);
  });

  it('lets an admin read the library tiles', async () => {
    for (const name of LIBRARY_TILES) await tile(name, '', admin);
  });
});

describe('customer tiles', () => {
  const post = (url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: sup.headers, payload });
  const status = async (id: number, s: string) =>
    expect((await post(`/api/users/${id}/subscription-status`, { subscription_status: s })).statusCode).toBe(
      200,
    );

  it('follows a scripted sequence of status changes', async () => {
    const range = `range=7d`;
    const changes0 = await tile('subscription-changes', range);
    const trials0 = await tile('trial-conversion', range);
    const plans0 = await tile('active-plans', range);
    const created = await post('/api/user1', {
      first_name: 'Tia',
      last_name: 'Trial',
      email: 'tia@example.com',
      role: 'monthly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const other = (
      await post('/api/user1', { first_name: 'O', last_name: 'T', email: 'ot@example.com', role: 'annual' })
    ).json().data.id as number;
    // Tia: trial → active → canceled → active; the other: trial → canceled
    for (const s of ['trialing', 'active', 'canceled', 'active']) await status(id, s);
    for (const s of ['trialing', 'canceled']) await status(other, s);

    const delta = (a: InsightAnswer, b: InsightAnswer, key: string) =>
      (figure(a, key)?.value ?? 0) - (figure(b, key)?.value ?? 0);
    const changes = await tile('subscription-changes', range);
    expect(delta(changes, changes0, 'new')).toBe(2);
    expect(delta(changes, changes0, 'churned')).toBe(2);
    expect(delta(changes, changes0, 'reactivated')).toBe(1);
    const trials = await tile('trial-conversion', range);
    expect(delta(trials, trials0, 'started')).toBe(2);
    expect(delta(trials, trials0, 'converted')).toBe(1);
    const plans = await tile('active-plans', range);
    expect(delta(plans, plans0, 'monthly')).toBe(1);
    for (const plan of ['free', 'monthly', 'annual'])
      expect(figure(plans, plan)?.value).toBe(await usersTotal(`role=${plan}&subscription_status=active`));
    // the week's row ends today: today's count
    expect(plans.table.rows.at(-1)?.values.monthly).toBe(figure(plans, 'monthly')?.value);
  });

  it('counts full-access grants and holders as the list does', async () => {
    const range = `from=${today}&to=${today}`;
    const before = await tile('full-access', range);
    const id = (
      await post('/api/user1', { first_name: 'F', last_name: 'A', email: 'fa@example.com', role: 'free' })
    ).json().data.id as number;
    expect((await post(`/api/user/${id}/access`, { full_access: true }, 'PUT')).statusCode).toBe(200);
    const after = await tile('full-access', range);
    expect(figure(after, 'granted')?.value).toBe((figure(before, 'granted')?.value ?? 0) + 1);
    expect(figure(after, 'holders')?.value).toBe(await usersTotal('full_access=true'));
  });

  it('counts each member signing in once a week, and no staff', async () => {
    const before = await tile('member-signins', 'range=7d');
    const id = (
      await post('/api/user1', { first_name: 'M', last_name: 'S', email: 'ms@example.com', role: 'annual' })
    ).json().data.id as number;
    const signIn = (userId: number) =>
      t.db
        .insert(auditLog)
        .values({ entity: 'user', entity_id: String(userId), action: 'sign_in', changes: {} });
    await signIn(id);
    await signIn(id);
    await signIn(sup.id);
    const after = await tile('member-signins', 'range=7d');
    const week = (a: InsightAnswer) => a.table.rows.at(-1)?.values.members ?? 0;
    expect(week(after) - week(before)).toBe(1);
  });

  describe('agree with the customers list their links open', () => {
    // A week of March 2025, cut by the range (it starts on Wednesday 5), and the next one
    const range = 'from=2025-03-05&to=2025-03-16';
    const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const change = (id: number, day: string, before: string | null, after: string, hour?: number) =>
      t.db.insert(auditLog).values({
        at: at(day, hour),
        entity: 'user',
        entity_id: String(id),
        action: 'subscription_status',
        changes: { subscription_status: { before, after } },
      });
    const entry = (id: number, day: string, action: 'sign_in' | 'grant_full_access', hour?: number) =>
      t.db.insert(auditLog).values({ at: at(day, hour), entity: 'user', entity_id: String(id), action });
    const member = async (email: string, role = 'monthly') =>
      (await post('/api/user1', { first_name: 'C', last_name: email, email, role })).json().data.id as number;
    // each tile's column → the customers list's filters for a span of days (what Home links)
    const LINKS: Record<string, Record<string, (days: string) => string>> = {
      'subscription-changes': {
        new: (d) => `subscription_event=started&event_days=${d}`,
        churned: (d) => `subscription_event=churned&event_days=${d}`,
        reactivated: (d) => `subscription_event=reactivated&event_days=${d}`,
      },
      'trial-conversion': {
        started: (d) => `subscription_event=trial_started&event_days=${d}`,
        converted: (d) => `subscription_event=trial_converted&event_days=${d}`,
      },
      'full-access': { granted: (d) => `subscription_event=full_access_granted&event_days=${d}` },
      'member-signins': { members: (d) => `signed_in=${d}`, signed_in: (d) => `signed_in=${d}` },
    };

    beforeAll(async () => {
      const ann = await member('ann@example.com');
      const bob = await member('bob@example.com', 'annual');
      const cy = await member('cy@example.com', 'free');
      // Ann: a trial on Monday (before the range), converted, churned twice in the first week,
      // back and churned again in the second
      await change(ann, '2025-03-03', null, 'trialing');
      await change(ann, '2025-03-05', 'trialing', 'active');
      await change(ann, '2025-03-06', 'active', 'canceled');
      await change(ann, '2025-03-07', 'canceled', 'active');
      await change(ann, '2025-03-08', 'active', 'canceled');
      await change(ann, '2025-03-11', 'canceled', 'active');
      await change(ann, '2025-03-12', 'active', 'canceled', 9);
      await change(ann, '2025-03-12', 'canceled', 'active', 10);
      await change(ann, '2025-03-12', 'active', 'canceled', 11);
      // Bob: subscribed on Tuesday (the previous period), churned in the second week; an
      // older day written after a newer one moves the rollup all the same
      await change(bob, '2025-03-10', 'active', 'canceled');
      await change(bob, '2025-03-04', null, 'active');
      // Cy: full access twice, signed in on three days of two weeks; staff sign-ins count not
      await entry(cy, '2025-03-05', 'grant_full_access');
      await entry(cy, '2025-03-13', 'grant_full_access');
      for (const day of ['2025-03-05', '2025-03-06', '2025-03-06', '2025-03-14'])
        await entry(cy, day, 'sign_in');
      await entry(ann, '2025-03-15', 'sign_in');
      await entry(sup.id, '2025-03-06', 'sign_in');
    });

    it('counts each customer once a week and once in the range, as the lists do', async () => {
      const changes = await tile('subscription-changes', range);
      expect(changes.table.rows.map((r) => [r.key, r.values])).toEqual([
        ['2025-03-05..2025-03-09', { new: 0, churned: 1, reactivated: 1 }],
        ['2025-03-10..2025-03-16', { new: 0, churned: 2, reactivated: 1 }],
      ]);
      // Ann churned four times in the range: one customer
      expect(figure(changes, 'churned')).toMatchObject({ value: 2, previous: 0 });
      expect(figure(changes, 'new')).toMatchObject({ value: 0, previous: 2 });
      const trials = await tile('trial-conversion', range);
      expect(figure(trials, 'started')).toMatchObject({ value: 0, previous: 1 });
      expect(figure(trials, 'converted')?.value).toBe(1);
      const access = await tile('full-access', range);
      expect(access.table.rows.map((r) => r.values.granted)).toEqual([1, 1]);
      expect(figure(access, 'granted')?.value).toBe(1);
      const signins = await tile('member-signins', range);
      expect(signins.table.rows.map((r) => r.values.members)).toEqual([1, 2]);
      expect(figure(signins, 'signed_in')?.value).toBe(2);
      // no weekly average: no list's total
      expect(figure(signins, 'members')).toBeUndefined();
    });

    it('equals, bar by bar and figure by figure, the total of the list each opens', async () => {
      for (const [name, links] of Object.entries(LINKS)) {
        const answer = await tile(name, range);
        const days = `${answer.range.from}..${answer.range.to}`;
        const before = `${answer.range.previous_from}..${answer.range.previous_to}`;
        for (const row of answer.table.rows)
          for (const [column, link] of Object.entries(links))
            if (column in row.values)
              expect(row.values[column], `${name} ${row.key} ${column}`).toBe(
                await usersTotal(link(row.key)),
              );
        for (const [key, link] of Object.entries(links)) {
          const f = figure(answer, key);
          if (!f) continue;
          expect(f.value, `${name} ${key}`).toBe(await usersTotal(link(days)));
          expect(f.previous, `${name} ${key} before`).toBe(await usersTotal(link(before)));
        }
      }
    });

    it('lists the customers themselves, and takes the filters in every call', async () => {
      const emails = async (query: string) =>
        ((await get(`/api/users?${query}`)).records as { email: string }[]).map((u) => u.email).sort();
      expect(await emails('subscription_event=churned&event_days=2025-03-05..2025-03-16')).toEqual([
        'ann@example.com',
        'bob@example.com',
      ]);
      // days alone: any subscription event; the kind alone: any day
      expect(await emails('event_days=2025-03-04..2025-03-04')).toEqual(['bob@example.com']);
      expect(await emails('subscription_event=trial_converted')).toContain('ann@example.com');
      expect(await emails('signed_in=2025-03-01..2025-03-31')).toEqual(['ann@example.com', 'cy@example.com']);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/users/download?subscription_event=churned&event_days=2025-03-10..2025-03-10',
        headers: sup.headers,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain('bob@example.com');
      expect(csv.body).not.toContain('ann@example.com');
      const facets = await t.app.inject({
        method: 'GET',
        url: '/api/users/facets?subscription_event=churned&event_days=2025-03-05..2025-03-16',
        headers: sup.headers,
      });
      expect(facets.statusCode, facets.body).toBe(200);
    });

    it('drops a deleted customer from the figures as from the list, and counts them back when restored', async () => {
      const churned = async () => figure(await tile('subscription-changes', range), 'churned')?.value;
      // the rows themselves: totalCount keeps a count 10 s, and this delete bypasses the app
      const listed = async () =>
        (
          (await get('/api/users?subscription_event=churned&event_days=2025-03-05..2025-03-16'))
            .records as unknown[]
        ).length;
      const bob = (await t.db.execute(sql`select * from users where email = 'bob@example.com'`)).rows[0];
      await t.db.execute(sql`delete from users where email = 'bob@example.com'`);
      expect(await churned()).toBe(1);
      expect(await listed()).toBe(1);
      // put back as it was (its generated search columns are computed again)
      const columns = Object.keys(bob ?? {})
        .filter((c) => !c.startsWith('search_'))
        .map((c) => `"${c}"`)
        .join(', ');
      await t.db.execute(
        sql`insert into users (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_record(null::users, ${JSON.stringify(bob)}::json)`,
      );
      expect(await churned()).toBe(2);
      expect(await listed()).toBe(2);
    });

    it('answers bad event filters with 400 and the field, and an admin with 403', async () => {
      for (const query of [
        'event_days=2025-03-16..2025-03-05',
        'event_days=yesterday',
        `signed_in=${'9'.repeat(40)}`,
        `subscription_event=${'x'.repeat(101)}`,
      ]) {
        for (const call of ['/api/users', '/api/users/totalCount', '/api/users/download']) {
          const res = await t.app.inject({ method: 'GET', url: `${call}?${query}`, headers: sup.headers });
          expect(res.statusCode, `${call}?${query}`).toBe(400);
          expect(JSON.stringify(res.json().error), query).toMatch(/event_days|signed_in|subscription_event/);
        }
      }
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users?subscription_event=churned',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(403);
      // an unknown kind matches nobody
      expect(await usersTotal('subscription_event=nothing')).toBe(0);
    });
  });

  describe('active subscriptions in past weeks agree with the list by plan and Active on', () => {
    // three weeks of May 2025 (Mondays 5, 12, 19) and the three before (the previous period)
    const range = 'from=2025-05-05&to=2025-05-25';
    const change = (id: number, at: string, before: string | null, after: string) =>
      t.db.insert(auditLog).values({
        at: new Date(at),
        entity: 'user',
        entity_id: String(id),
        action: 'subscription_status',
        changes: { subscription_status: { before, after } },
      });
    const member = async (email: string, role: string) =>
      (await post('/api/user1', { first_name: 'P', last_name: email, email, role })).json().data.id as number;
    // a write that leaves no audit entry (a seed, the bulk seeder): the list and the tile read today
    const setNow = (id: number, status: string, role?: string) =>
      t.db.execute(sql`update users set subscription_status = ${status},
        role_id = coalesce((select id from roles where name = ${role ?? null}), role_id) where id = ${id}`);
    const activeOn = async (day: string) =>
      ((await get(`/api/users?active_on=${day}&size=200`)).records as { email: string }[])
        .map((u) => u.email)
        .filter((e) => e.endsWith('@active.example'))
        .sort();

    beforeAll(async () => {
      const ada = await member('ada@active.example', 'monthly');
      const ben = await member('ben@active.example', 'monthly');
      const cal = await member('cal@active.example', 'free');
      const dot = await member('dot@active.example', 'monthly');
      const eve = await member('eve@active.example', 'annual');
      // Ada: active in week 1, churned in week 2, back in week 3
      await change(ada, '2025-05-06T10:00:00Z', null, 'active');
      await change(ada, '2025-05-14T10:00:00Z', 'active', 'canceled');
      await change(ada, '2025-05-21T10:00:00Z', 'canceled', 'active');
      await setNow(ada, 'active');
      // Ben: active on the monthly plan since week 1, annual today: the past follows today's plan
      await change(ben, '2025-05-07T10:00:00Z', 'trialing', 'active');
      await setNow(ben, 'active', 'annual');
      // Cal: active without any audit entry: counted in every week, as today
      await setNow(cal, 'active');
      // Dot: on 20 May a trial became active at 09:00 and canceled at 15:00 (written in the
      // wrong order: the day's first switch wins by its time), active again on the 24th
      // (written before both)
      await change(dot, '2025-05-24T10:00:00Z', 'canceled', 'active');
      await change(dot, '2025-05-20T15:00:00Z', 'active', 'canceled');
      await change(dot, '2025-05-20T09:00:00Z', 'trialing', 'active');
      await setNow(dot, 'active');
      // Eve: activated today through the app: not active in any past week
      await status(eve, 'active');
    });

    it('follows activations, churns, reactivations, the plan of today and users without a log', async () => {
      expect(await activeOn('2025-05-11')).toEqual([
        'ada@active.example',
        'ben@active.example',
        'cal@active.example',
      ]);
      expect(await activeOn('2025-05-18')).toEqual(['ben@active.example', 'cal@active.example']);
      expect(await activeOn('2025-05-25')).toEqual([
        'ada@active.example',
        'ben@active.example',
        'cal@active.example',
        'dot@active.example',
      ]);
      expect(await activeOn('2025-05-04')).toEqual(['cal@active.example']);
      expect(await activeOn(today)).toContain('eve@active.example');
      // Ben counts under annual, his plan of today, from the week he became active
      const annual = async (day: string) =>
        ((await get(`/api/users?role=annual&active_on=${day}&size=200`)).records as { email: string }[])
          .map((u) => u.email)
          .filter((e) => e.endsWith('@active.example'));
      expect(await annual('2025-05-11')).toEqual(['ben@active.example']);
      expect(await annual('2025-05-06')).toEqual([]);
    });

    it("equals, week by week and plan by plan, the list's total with that plan and Active on", async () => {
      const plans = await tile('active-plans', range);
      expect(plans.table.rows.map((r) => r.key)).toEqual(['2025-05-05', '2025-05-12', '2025-05-19']);
      const ends = ['2025-05-11', '2025-05-18', '2025-05-25'];
      for (const [i, row] of plans.table.rows.entries())
        for (const plan of ['free', 'monthly', 'annual'])
          expect(row.values[plan], `${row.key} ${plan}`).toBe(
            await usersTotal(`role=${plan}&active_on=${ends[i]}`),
          );
      for (const plan of ['free', 'monthly', 'annual']) {
        expect(figure(plans, plan)?.previous, plan).toBe(
          await usersTotal(`role=${plan}&active_on=${plans.range.previous_to}`),
        );
        expect(figure(plans, plan)?.value, plan).toBe(
          await usersTotal(`role=${plan}&subscription_status=active`),
        );
        expect(await usersTotal(`role=${plan}&active_on=${today}`), plan).toBe(figure(plans, plan)?.value);
      }
      // a plan changed today moves the customer's past with it, in the tile as in the list
      const ben = (await t.db.execute(sql`select id from users where email = 'ben@active.example'`))
        .rows[0] as {
        id: number;
      };
      await setNow(ben.id, 'active', 'monthly');
      const moved = await tile('active-plans', range);
      expect((moved.table.rows[0]?.values.monthly ?? 0) - (plans.table.rows[0]?.values.monthly ?? 0)).toBe(1);
      // the rows themselves: totalCount keeps a count 10 s
      const listed = async (query: string) =>
        ((await get(`/api/users?${query}&size=200`)).records as unknown[]).length;
      expect(moved.table.rows[0]?.values.monthly).toBe(await listed('role=monthly&active_on=2025-05-11'));
      expect(moved.table.rows[0]?.values.annual).toBe(await listed('role=annual&active_on=2025-05-11'));
      await setNow(ben.id, 'active', 'annual');
    });

    it('takes Active on in the CSV and the facets, and answers a bad day with 400 naming it', async () => {
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/users/download?active_on=2025-05-18',
        headers: sup.headers,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain('ben@active.example');
      expect(csv.body).not.toContain('ada@active.example');
      const facets = await t.app.inject({
        method: 'GET',
        url: '/api/users/facets?active_on=2025-05-18',
        headers: sup.headers,
      });
      expect(facets.statusCode, facets.body).toBe(200);
      for (const query of ['active_on=2025-02-30', 'active_on=yesterday', 'active_on=2025-05-01..2025-05-02'])
        for (const call of [
          '/api/users',
          '/api/users/totalCount',
          '/api/users/download',
          '/api/users/facets',
        ]) {
          const res = await t.app.inject({ method: 'GET', url: `${call}?${query}`, headers: sup.headers });
          expect(res.statusCode, `${call}?${query}`).toBe(400);
          expect(res.json().error.fields, `${call}?${query}`).toHaveProperty('active_on');
        }
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users?active_on=2025-05-18',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  // two sessions writing the same customer's days at once: each must see the other's day, or
  // both count the customer as new to the range (PostgreSQL only: PGlite has one connection)
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'counts a customer once when two sessions write its days at the same time',
    async () => {
      const id = (
        await post('/api/user1', {
          first_name: 'Con',
          last_name: 'Current',
          email: 'cc@example.com',
          role: 'free',
        })
      ).json().data.id as number;
      const signIn = (day: string) => ({
        at: new Date(`${day}T12:00:00Z`),
        entity: 'user',
        entity_id: String(id),
        action: 'sign_in' as const,
      });
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await Promise.all([
        t.db.transaction(async (tx) => {
          await tx.insert(auditLog).values(signIn('2024-06-05'));
          await sleep(300); // the other session writes meanwhile
        }),
        (async () => {
          await sleep(100);
          await t.db.insert(auditLog).values(signIn('2024-06-04'));
        })(),
      ]);
      const week = await tile('member-signins', 'from=2024-06-03&to=2024-06-09');
      expect(figure(week, 'signed_in')?.value).toBe(1);
      expect(await usersTotal('signed_in=2024-06-03..2024-06-09')).toBe(1);
    },
  );

  it('refuses every customer tile to an admin (403)', async () => {
    for (const name of CUSTOMER_TILES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/insights/${name}`, headers: admin.headers });
      expect(res.statusCode, name).toBe(403);
    }
  });

  it('answers a bad range with 400 and field messages', async () => {
    for (const query of ['from=2026-01-01', 'range=5d', 'from=2026-02-01&to=2026-01-01', 'weeks=0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/insights/coverage?${query}`,
        headers: sup.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});
