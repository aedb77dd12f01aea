import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementCollections, advertisements, auditLog } from '../src/db/schema.js';
import { adSearchText } from '../src/db/search-text.js';
import { insertCollection, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signedIn('admin');
  headers = admin.headers;
  adminEmail = admin.email;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/advertisements', headers, payload: body });
const update = (id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/advertisements/${id}`, headers, payload: body });
const get = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/advertisements/${id}`, headers });

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));

async function createdId(body: Record<string, unknown>) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('POST /api/advertisements', () => {
  it('creates an ad, answers its id and updated_at, and GET returns every field', async () => {
    const c1 = await insertCollection(t, 'December');
    const c2 = await insertCollection(t, 'Christmas');
    const res = await create(validAd({ collections: [c2, c1] }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.any(Number), updated_at: expect.any(String) });

    const got = await get(data.id);
    expect(got.statusCode).toBe(200);
    const ad = got.json().data;
    const { collections: _c, ...sent } = validAd();
    expect(ad).toMatchObject({ ...sent, id: data.id, collections: [c1, c2], updated_at: data.updated_at });
    expect(Date.parse(ad.created_at)).not.toBeNaN();
    expect(ad).not.toHaveProperty('search_text');
  });

  it('stores the search text for keyword search, lower-cased', async () => {
    const id = await createdId(validAd({ name: 'MiXeD Brand', tags: ['TagOne'] }));
    const [row] = await t.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(row?.search_text).toBe(adSearchText({ ...validAd(), name: 'MiXeD Brand', tags: ['TagOne'] }));
    expect(row?.search_text).toContain('mixed brand');
  });

  it('stores empty optional fields as null and applies defaults', async () => {
    const id = await createdId({
      name: 'Bare',
      logo: '',
      media_source: '',
      call_to_action: '',
      industry: '',
    });
    const ad = (await get(id)).json().data;
    expect(ad).toMatchObject({
      name: 'Bare',
      logo: null,
      media_source: null,
      call_to_action: null,
      industry: null,
      visible: false,
      new: false,
      placement: false,
      tags: [],
      type: [],
      collections: [],
      user_id: 1,
    });
  });

  it('drops unknown fields', async () => {
    const id = await createdId(validAd({ search_text: 'injected', id: 999999, hacker: true }));
    expect(id).not.toBe(999999);
    const [row] = await t.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(row?.search_text).not.toBe('injected');
  });

  it('answers 400 with fields.collections for an unknown collection and stores nothing', async () => {
    const [before] = await t.db
      .select({ n: advertisements.id })
      .from(advertisements)
      .orderBy(advertisements.id);
    const res = await create(validAd({ name: 'Orphan', collections: [987654] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.collections).toMatch(/987654/);
    const rows = await t.db.select().from(advertisements).where(eq(advertisements.name, 'Orphan'));
    expect(rows).toHaveLength(0);
    expect(before).toBeDefined();
  });

  it('writes an audit entry with the creator and the new values', async () => {
    const id = await createdId(validAd({ name: 'Audited' }));
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'create', user_email: adminEmail });
    expect(entry?.changes).toMatchObject({ name: { before: null, after: 'Audited' } });
  });
});

describe('validation of the advertisement form', () => {
  const invalid: [string, Record<string, unknown>][] = [
    ['name', { name: '' }],
    ['name', { name: undefined }],
    ['name', { name: 'x'.repeat(201) }],
    ['logo', { logo: 'javascript:alert(1)' }],
    ['logo', { logo: 'ftp://files.example.com/logo.png' }],
    ['logo', { logo: 'not a url' }],
    ['media_source', { media_source: 'file:///etc/passwd' }],
    ['call_to_action', { call_to_action: 'Click Here' }],
    ['industry', { industry: 'Cars' }],
    ['subindustry', { industry: 'Tech', subindustry: 'Drinks' }],
    ['subindustry', { industry: 'Beauty/Cosmetics', subindustry: 'Other' }],
    ['subindustry', { industry: null, subindustry: 'Food' }],
    ['type', { type: ['Cute'] }],
    ['type', { type: 'UGC' }],
    ['seasonal', { type: ['UGC'], seasonal: 'Summer' }],
    ['seasonal', { seasonal: 'Easter' }],
    ['format', { format: 'Carousel' }],
    ['video_type', { video_type: 'Animated' }],
    ['video_length', { video_length: '30 sec' }],
    ['gender', { gender: ['Woman'] }],
    ['objective', { objective: ['awareness'] }],
    ['tags', { tags: ['x'.repeat(61)] }],
    ['collections', { collections: ['abc'] }],
    ['visible', { visible: 'yes' }],
    ['placement', { placement: 'no' }],
    ['updated_at', { updated_at: 'yesterday' }],
  ];
  for (const [field, change] of invalid) {
    it(`refuses ${JSON.stringify(change)} with 400 fields.${field}`, async () => {
      const res = await create(validAd(change));
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toHaveProperty(field);
    });
  }

  it('accepts a subindustry of the chosen industry and a seasonal with type Seasonal', async () => {
    const res = await create(
      validAd({ industry: 'Food/Drink', subindustry: 'Drinks', type: ['Seasonal'], seasonal: 'Christmas' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('accepts http and https links', async () => {
    expect((await create(validAd({ logo: 'http://example.com/a.png' }))).statusCode).toBe(201);
    expect((await create(validAd({ media_source: 'HTTPS://example.com/a.mp4' }))).statusCode).toBe(201);
  });

  it('validates updates the same way', async () => {
    const id = await createdId(validAd());
    const res = await update(id, validAd({ industry: 'Tech', subindustry: 'Food' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('subindustry');
  });
});

describe('PUT /api/advertisements/:id', () => {
  it('replaces the ad and its collections, answers id and a newer updated_at', async () => {
    const c1 = await insertCollection(t, 'One');
    const c2 = await insertCollection(t, 'Two');
    const id = await createdId(validAd({ collections: [c1] }));
    const first = (await get(id)).json().data;
    const res = await update(
      id,
      validAd({ name: 'Renamed', collections: [c2], updated_at: first.updated_at }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
    expect(Date.parse(res.json().data.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
    const after = (await get(id)).json().data;
    expect(after).toMatchObject({ name: 'Renamed', collections: [c2], created_at: first.created_at });
    const links = await t.db
      .select()
      .from(advertisementCollections)
      .where(eq(advertisementCollections.advertisement_id, id));
    expect(links.map((l) => l.collection_id)).toEqual([c2]);
    const [row] = await t.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(row?.search_text).toContain('renamed');
  });

  it('answers 409 when the ad changed since the client read it, and changes nothing', async () => {
    const id = await createdId(validAd({ name: 'Original' }));
    const read = (await get(id)).json().data;
    await new Promise((r) => setTimeout(r, 5));
    expect((await update(id, validAd({ name: 'First save', updated_at: read.updated_at }))).statusCode).toBe(
      200,
    );
    const stale = await update(id, validAd({ name: 'Second save', updated_at: read.updated_at }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await get(id)).json().data.name).toBe('First save');
  });

  it('accepts an update without updated_at (clients that send none)', async () => {
    const id = await createdId(validAd());
    expect((await update(id, validAd({ name: 'No version' }))).statusCode).toBe(200);
  });

  it('answers 400 fields.collections for an unknown collection and keeps the old ones', async () => {
    const c1 = await insertCollection(t, 'Kept');
    const id = await createdId(validAd({ collections: [c1] }));
    const res = await update(id, validAd({ name: 'Changed', collections: [c1, 876543] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.collections).toMatch(/876543/);
    expect((await get(id)).json().data).toMatchObject({ name: 'Glow Labs', collections: [c1] });
  });

  it('audits the changed fields only', async () => {
    const id = await createdId(validAd({ name: 'Before' }));
    await update(id, validAd({ name: 'After' }));
    const entries = await auditOf(id);
    const last = entries.at(-1);
    expect(last?.action).toBe('update');
    expect(last?.changes).toEqual({ name: { before: 'Before', after: 'After' } });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await update(999999, validAd());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('GET /api/advertisements/:id', () => {
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    const bad = await get('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });
});

describe('PUT /api/advertisements/visibility/:id', () => {
  it('toggles visible, answers the new state, audits it', async () => {
    const id = await createdId(validAd({ visible: true }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/advertisements/visibility/${id}`,
      headers,
      payload: { visible: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, visible: false, updated_at: expect.any(String) });
    expect((await get(id)).json().data.visible).toBe(false);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'update',
      changes: { visible: { before: true, after: false } },
    });
  });

  it('refuses a body without a boolean visible, and 404s an unknown id', async () => {
    const id = await createdId(validAd());
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/advertisements/visibility/${id}`,
      headers,
      payload: { visible: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('visible');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/advertisements/visibility/999999',
      headers,
      payload: { visible: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/advertisements/:id', () => {
  it('moves the ad and its collection links to the trash, audits it, then 404s', async () => {
    const c = await insertCollection(t, 'Linked');
    const id = await createdId(validAd({ name: 'Doomed', collections: [c] }));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${id}`, headers });
    expect(res.statusCode).toBe(200);
    // the batch is what the notification's Undo restores (decision 018)
    expect(res.json()).toEqual({
      success: true,
      data: { id, batch: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect((await get(id)).statusCode).toBe(404);
    const links = await t.db
      .select()
      .from(advertisementCollections)
      .where(eq(advertisementCollections.advertisement_id, id));
    expect(links).toHaveLength(0);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'delete',
      changes: { name: { before: 'Doomed', after: null }, collections: { before: [c], after: null } },
    });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${id}`, headers });
    expect(again.statusCode).toBe(404);
  });
});
