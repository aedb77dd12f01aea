import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisementCollections, advertisements, collections } from '../src/db/schema.js';
import { insertAds, linkAd } from './advertisements-fixtures.js';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, h = headers) =>
  t.app.inject({ method, url, headers: h, ...(payload && { payload }) });
const records = async () =>
  (await inject('GET', '/api/collections')).json().data.records as Record<string, unknown>[];
const one = async (id: number) => (await records()).find((r) => r.id === id) as Record<string, unknown>;
const create = async (body: object = {}) => {
  const res = await inject('POST', '/api/collections', body);
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
};
/** The audit log's actions on one record, oldest first. */
const auditedActions = async (entity: string, id: number) =>
  (await inject('GET', `/api/audit-log?entity=${entity}&entity_id=${id}`))
    .json()
    .data.records.map((r: { action: string }) => r.action)
    .reverse();
const linkedTo = async (id: number) =>
  (
    await t.db
      .select({ ad: advertisementCollections.advertisement_id })
      .from(advertisementCollections)
      .where(eq(advertisementCollections.collection_id, id))
  )
    .map((r) => r.ad)
    .sort((a, b) => a - b);

describe('POST /api/collections', () => {
  it("creates SPEC's blank row first: the first collection's order plus 10", async () => {
    await t.db.insert(collections).values({ title: 'Top', order: 70 });
    const id = await create({});
    const rows = await records();
    expect(rows[0]).toMatchObject({
      id,
      order: 80,
      title: '',
      public: false,
      is_new: false,
      roles: [],
      collection_date: null,
      ad_count: 0,
    });
  });

  it('refuses a public collection without a title and a month, naming the fields', async () => {
    const res = await inject('POST', '/api/collections', { public: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: expect.any(String),
      collection_date: expect.any(String),
    });
  });
});

describe('PUT /api/collections/{id}', () => {
  it('saves the row, and answers 409 when someone saved it since', async () => {
    const id = await create({});
    const { updated_at } = await one(id);
    const body = {
      order: 5,
      title: 'Christmas',
      public: true,
      collection_date: '2024-12',
      tags: ['xmas'],
      roles: ['monthly', 'annual'],
      active: true,
      updated_at,
    };
    const res = await inject('PUT', `/api/collections/${id}`, body);
    expect(res.statusCode).toBe(200);
    expect(await one(id)).toMatchObject({
      order: 5,
      title: 'Christmas',
      public: true,
      roles: ['monthly', 'annual'],
    });
    const stale = await inject('PUT', `/api/collections/${id}`, { ...body, title: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect((await one(id)).title).toBe('Christmas');
  });

  it('refuses making a row public without a month, an unknown role, and a bad month', async () => {
    const id = await create({ title: 'Draft' });
    const noMonth = await inject('PUT', `/api/collections/${id}`, { order: 1, title: 'Draft', public: true });
    expect(noMonth.statusCode).toBe(400);
    expect(noMonth.json().error.fields).toHaveProperty('collection_date');
    const badRole = await inject('PUT', `/api/collections/${id}`, { order: 1, roles: ['boss'] });
    expect(badRole.statusCode).toBe(400);
    const badMonth = await inject('PUT', `/api/collections/${id}`, { order: 1, collection_date: '2024-13' });
    expect(badMonth.json().error.fields).toHaveProperty('collection_date');
  });

  it('refuses a blank order rather than saving it as 0, and a fraction', async () => {
    const id = await create({ title: 'Blank order' });
    for (const order of ['', '  ', null, 2.5]) {
      const res = await inject('PUT', `/api/collections/${id}`, { order, title: 'Blank order' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('order');
    }
    expect((await one(id)).order).not.toBe(0);
    expect((await inject('PUT', `/api/collections/${id}`, { order: '40' })).statusCode).toBe(200);
    expect((await one(id)).order).toBe(40);
  });

  it('is refused to admin', async () => {
    const id = await create({});
    const admin = (await t.signedIn('admin')).headers;
    expect((await inject('PUT', `/api/collections/${id}`, { order: 1 }, admin)).statusCode).toBe(403);
  });
});

describe('GET /api/collections/{id}', () => {
  it('answers one row as the list does, and 404 for an unknown id', async () => {
    const id = await create({ title: 'Single' });
    const res = await inject('GET', `/api/collections/${id}`);
    expect(res.json().data).toEqual(await one(id));
    expect((await inject('GET', '/api/collections/99999')).statusCode).toBe(404);
  });
});

describe('PUT /api/advertisements-collections/{id} (the New toggle)', () => {
  it('saves is_new at once and leaves the rest', async () => {
    const id = await create({ title: 'Fresh' });
    expect((await inject('PUT', `/api/advertisements-collections/${id}`, { is_new: true })).statusCode).toBe(
      200,
    );
    expect(await one(id)).toMatchObject({ is_new: true, title: 'Fresh' });
    await inject('PUT', `/api/advertisements-collections/${id}`, { is_new: false });
    expect((await one(id)).is_new).toBe(false);
    expect((await inject('PUT', '/api/advertisements-collections/99999', { is_new: true })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/collections/{id}', () => {
  it('deletes the collection and keeps its ads, unlinked', async () => {
    const id = await create({ title: 'Gone' });
    const [ad] = (await insertAds(t, [{ name: 'kept', visible: true }])) as [number];
    await linkAd(t, ad, id);
    expect((await one(id)).ad_count).toBe(1);
    expect((await inject('DELETE', `/api/collections/${id}`)).statusCode).toBe(200);
    expect(await one(id)).toBeUndefined();
    const [row] = await t.db.select().from(advertisements).where(eq(advertisements.id, ad));
    expect(row?.collection_ids).toEqual([]);
  });
});

describe('POST /api/collections/bulk-insert', () => {
  it('links exactly the visible ads sharing a tag, once; a dry run first changes nothing', async () => {
    const id = await create({ title: 'Pets', tags: ['dogs', 'cats'] });
    const [dog, cat, hidden, other, already] = (await insertAds(t, [
      { name: 'dog', visible: true, tags: ['dogs'] },
      { name: 'cat', visible: true, tags: ['cats', 'toys'] },
      { name: 'hidden', visible: false, tags: ['dogs'] },
      { name: 'other', visible: true, tags: ['shoes'] },
      { name: 'already', visible: true, tags: ['cats'] },
    ])) as [number, number, number, number, number];
    await linkAd(t, already, id);

    const dry = await inject('POST', '/api/collections/bulk-insert', { id, dry_run: true });
    expect(dry.json().data).toEqual({ id, linked: 2, dry_run: true });
    expect(await linkedTo(id)).toEqual([already]);
    expect((await one(id)).bulked).toBe(false);

    const res = await inject('POST', '/api/collections/bulk-insert', { id });
    expect(res.statusCode).toBe(200);
    // the new version: the row's next Save sends it and is not taken for someone else's change
    const { updated_at } = await one(id);
    expect(res.json().data).toEqual({ id, linked: 2, dry_run: false, updated_at });
    expect(await linkedTo(id)).toEqual([dog, cat, already].sort((a, b) => a - b));
    expect(await one(id)).toMatchObject({ bulked: true, ad_count: 3 });
    expect(await linkedTo(id)).not.toContain(hidden);
    expect(await linkedTo(id)).not.toContain(other);

    const again = await inject('POST', '/api/collections/bulk-insert', { id });
    expect(again.statusCode).toBe(409);
    expect(await linkedTo(id)).toHaveLength(3);
  });

  it('answers the version a Save of the row then sends without a 409', async () => {
    const id = await create({ title: 'Versioned', tags: ['versioned-tag'] });
    const bulked = await inject('POST', '/api/collections/bulk-insert', { id });
    const { updated_at } = bulked.json().data;
    const save = await inject('PUT', `/api/collections/${id}`, {
      order: 1,
      title: 'Versioned, renamed',
      tags: ['versioned-tag'],
      updated_at,
    });
    expect(save.statusCode).toBe(200);
    expect((await one(id)).title).toBe('Versioned, renamed');
  });

  it('without tags, links the visible ads created in its month', async () => {
    const id = await create({ title: 'March', collection_date: '2023-03' });
    const [march, april] = (await insertAds(t, [
      { name: 'march', visible: true, created_at: new Date('2023-03-15T12:00:00Z') },
      { name: 'april', visible: true, created_at: new Date('2023-04-02T12:00:00Z') },
    ])) as [number, number];
    const res = await inject('POST', '/api/collections/bulk-insert', { id });
    expect(res.json().data.linked).toBe(1);
    expect(await linkedTo(id)).toEqual([march]);
    expect(await linkedTo(id)).not.toContain(april);
  });

  it('asks for tags or a month when the collection has neither, and 404s an unknown id', async () => {
    const id = await create({});
    const res = await inject('POST', '/api/collections/bulk-insert', { id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('tags');
    expect((await inject('POST', '/api/collections/bulk-insert', { id: 99999 })).statusCode).toBe(404);
  });
});

describe('every collection write is audited', () => {
  it('records create, update, the New toggle, bulk insert and delete, in order', async () => {
    const id = await create({ title: 'Audited', tags: ['audited-tag'] });
    const { updated_at } = await one(id);
    await inject('PUT', `/api/collections/${id}`, {
      order: 3,
      title: 'Audited',
      tags: ['audited-tag'],
      updated_at,
    });
    await inject('PUT', `/api/advertisements-collections/${id}`, { is_new: true });
    await inject('POST', '/api/collections/bulk-insert', { id, dry_run: true });
    await inject('POST', '/api/collections/bulk-insert', { id });
    await inject('DELETE', `/api/collections/${id}`);
    expect(await auditedActions('collection', id)).toEqual([
      'create',
      'update',
      'update',
      'bulk-insert',
      'delete',
    ]);
  });
});

describe('GET /api/roles', () => {
  it('answers the five plan kinds, to super only', async () => {
    const admin = (await t.signedIn('admin')).headers;
    expect((await inject('GET', '/api/roles', undefined, admin)).statusCode).toBe(403);
    const res = await inject('GET', '/api/roles');
    expect(res.json().data.records.map((r: { name: string }) => r.name)).toEqual([
      'free',
      'monthly',
      'annual',
      'admin',
      'super',
    ]);
  });
});

describe('the ads list by collection', () => {
  it('lists the ads of one collection; a value that is no id finds nothing', async () => {
    const id = await create({ title: 'Filter' });
    const [a] = (await insertAds(t, [{ name: 'in-filter', visible: true }, { name: 'out' }])) as [number];
    await linkAd(t, a, id);
    const res = await inject('GET', `/api/advertisements_admin?collection=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results.map((r: { id: number }) => r.id)).toEqual([a]);
    const bad = await inject('GET', '/api/advertisements_admin?collection=abc');
    expect(bad.statusCode).toBe(200);
    expect(bad.json().data.results).toEqual([]);
  });
});
