import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, trash } from '../src/db/schema.js';
import { registerStoredFile } from '../src/storage/index.js';
import { purgeTrash, type TrashDeps } from '../src/trash/index.js';
import { insertCollection, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let superHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let superEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const boss = await t.signedIn('super');
  superHeaders = boss.headers;
  superEmail = boss.email;
  adminHeaders = (await t.signedIn('admin')).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = superHeaders) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
async function ok(method: Method, url: string, payload?: object, status = 200) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

let postIds = 0;
const newTiktok = async (over: Record<string, unknown> = {}) =>
  (
    await ok(
      'POST',
      '/api/tiktoks',
      validTiktok({ post_id: `99${++postIds}${Date.now() % 1000}`, ...over }),
      201,
    )
  ).id as number;
const trashOf = async (area: string) =>
  (await ok('GET', `/api/${area}/trash`)).items as {
    id: number;
    record_id: number;
    label: string;
    batch: string;
    deleted_by: { email: string } | null;
  }[];
const deps = (): TrashDeps => ({
  db: t.db,
  storage: t.app.storage,
  trashables: t.app.trashables,
  log: t.app.log,
});
const DAY = 24 * 3600 * 1000;

/** A file really stored in the app's storage and registered, as an upload route does it. */
async function storedUpload(folder: string) {
  const key = `${folder}/${randomUUID()}.mp4`;
  const body = Buffer.from('not really a video');
  await t.app.storage.put(key, body, 'video/mp4');
  await registerStoredFile(t.db, { key, size: body.length, type: 'video/mp4', storedBy: undefined });
  return { key, url: t.app.storage.url(key), onDisk: () => existsSync(join(t.config.dataDir, 'media', key)) };
}

describe('deleting an ad', () => {
  it('takes it out of the record, list, count and export; restore brings it back with its collections', async () => {
    const [c1, c2] = [await insertCollection(t, 'Summer picks'), await insertCollection(t, 'Hooks')];
    const name = `Trashed brand ${randomUUID().slice(0, 8)}`;
    const { id } = await ok('POST', '/api/advertisements', validAd({ name, collections: [c1, c2] }), 201);
    const listed = async () => {
      const page = await ok('GET', `/api/advertisements_admin?search=${encodeURIComponent(name)}`);
      const csv = (await call('GET', `/api/advertisements/export.csv?search=${encodeURIComponent(name)}`))
        .body;
      return { total: page.total as number, rows: page.results.length as number, inCsv: csv.includes(name) };
    };
    expect(await listed()).toEqual({ total: 1, rows: 1, inCsv: true });

    const deleted = await ok('DELETE', `/api/advertisements/${id}`);
    expect(deleted).toEqual({ id, batch: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await call('GET', `/api/advertisements/${id}`)).statusCode).toBe(404);
    expect(await listed()).toEqual({ total: 0, rows: 0, inCsv: false });

    const [entry] = (await trashOf('advertisements')).filter((e) => e.record_id === id);
    expect(entry).toMatchObject({ label: name, batch: deleted.batch, deleted_by: { email: superEmail } });

    const restored = await ok('POST', '/api/advertisements/trash/restore', { ids: [entry?.id] });
    expect(restored).toEqual({ count: 1, record_ids: [id] });
    expect(await ok('GET', `/api/advertisements/${id}`)).toMatchObject({ id, name, collections: [c1, c2] });
    expect(await listed()).toEqual({ total: 1, rows: 1, inCsv: true });
    const page = await ok('GET', `/api/advertisements_admin?search=${encodeURIComponent(name)}`);
    expect(page.results[0].collections.map((c: { id: number }) => c.id).sort()).toEqual([c1, c2].sort());
    expect((await trashOf('advertisements')).some((e) => e.record_id === id)).toBe(false);
    // the history tells the delete and the restore
    const kinds = (await ok('GET', `/api/advertisements/${id}/history`)).versions.map(
      (v: { kind: string }) => v.kind,
    );
    expect(kinds.slice(0, 2)).toEqual(['restored', 'deleted']);
  });

  it('restores only the links whose collection still exists', async () => {
    const [keep, gone] = [await insertCollection(t, 'Kept'), await insertCollection(t, 'Gone')];
    const { id } = await ok('POST', '/api/advertisements', validAd({ collections: [keep, gone] }), 201);
    const { batch } = await ok('DELETE', `/api/advertisements/${id}`);
    await ok('DELETE', `/api/collections/${gone}`);
    await ok('POST', '/api/advertisements/trash/restore', { batch });
    expect((await ok('GET', `/api/advertisements/${id}`)).collections).toEqual([keep]);
  });
});

describe('a deleted collection', () => {
  it('comes back with its ads linked again', async () => {
    const c = await insertCollection(t, 'Linked');
    const { id: ad } = await ok('POST', '/api/advertisements', validAd({ collections: [c] }), 201);
    const { batch } = await ok('DELETE', `/api/collections/${c}`);
    expect((await ok('GET', `/api/advertisements/${ad}`)).collections).toEqual([]);
    await ok('POST', '/api/collections/trash/restore', { batch });
    expect((await ok('GET', `/api/advertisements/${ad}`)).collections).toEqual([c]);
  });
});

describe('undo of a bulk delete', () => {
  it('restores every post of the batch at once', async () => {
    const ids = [await newTiktok(), await newTiktok(), await newTiktok()];
    const bulk = await ok('POST', '/api/tiktoks/bulk', { ids, action: 'delete' });
    expect(bulk).toMatchObject({ count: 3, ids: [...ids].sort((a, b) => a - b) });
    for (const id of ids) expect((await call('GET', `/api/tiktoks/${id}`)).statusCode).toBe(404);
    const inBatch = (await trashOf('tiktoks')).filter((e) => e.batch === bulk.batch);
    expect(inBatch.map((e) => e.record_id).sort()).toEqual([...ids].sort());

    expect(await ok('POST', '/api/tiktoks/trash/restore', { batch: bulk.batch })).toMatchObject({ count: 3 });
    for (const id of ids) expect((await call('GET', `/api/tiktoks/${id}`)).statusCode).toBe(200);
    // the batch is gone from the trash: a second Undo finds nothing
    expect((await call('POST', '/api/tiktoks/trash/restore', { batch: bulk.batch })).statusCode).toBe(404);
  });

  it('an ads bulk delete answers its batch too; show/hide answer none', async () => {
    const a = (await ok('POST', '/api/advertisements', validAd(), 201)).id;
    const b = (await ok('POST', '/api/advertisements', validAd(), 201)).id;
    expect(
      (await ok('POST', '/api/advertisements/bulk', { ids: [a], action: 'hide' })).batch,
    ).toBeUndefined();
    const { batch } = await ok('POST', '/api/advertisements/bulk', { ids: [a, b], action: 'delete' });
    expect(await ok('POST', '/api/advertisements/trash/restore', { batch })).toEqual({
      count: 2,
      record_ids: [a, b],
    });
  });
});

describe('uniqueness', () => {
  it('a trashed post id is free; restoring into the clash answers 400 naming post_id and keeps the entry', async () => {
    const post_id = `7711${Date.now() % 100000}`;
    const first = await newTiktok({ post_id });
    const { batch } = await ok('DELETE', `/api/tiktoks/${first}`);
    const second = await newTiktok({ post_id });
    expect(second).not.toBe(first);

    const res = await call('POST', '/api/tiktoks/trash/restore', { batch });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/post id/);
    expect(res.json().error.fields).toHaveProperty('post_id');
    expect((await trashOf('tiktoks')).some((e) => e.batch === batch)).toBe(true);
    expect((await call('GET', `/api/tiktoks/${first}`)).statusCode).toBe(404);
  });

  it("a trashed creator's e-mail does not block a new creator (a clash on restore names email)", async () => {
    const creator = (email: string, name: string) => ({ name, email, videos: [] });
    const email = `lena-${randomUUID().slice(0, 6)}@example.com`;
    const first = (await ok('POST', '/api/ugc-creators', creator(email, 'Lena'), 201)).id;
    const { batch } = await ok('DELETE', `/api/ugc-creators/${first}`);
    await ok('POST', '/api/ugc-creators', creator(email.toUpperCase(), 'Lena again'), 201);
    const res = await call('POST', '/api/ugc-creators/trash/restore', { batch });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('email');
  });
});

describe('purge and delete forever', () => {
  it('purges what is older than the retention with its uploaded media, and nothing newer', async () => {
    const upload = await storedUpload('tiktoks');
    const old = await newTiktok({ download_link: upload.url });
    await ok('DELETE', `/api/tiktoks/${old}`);
    await t.db
      .update(trash)
      .set({ deleted_at: new Date(Date.now() - 40 * DAY) })
      .where(and(eq(trash.entity, 'tiktok'), eq(trash.record_id, old)));
    const recent = await newTiktok();
    await ok('DELETE', `/api/tiktoks/${recent}`);
    expect(upload.onDisk()).toBe(true);

    const outcome = await purgeTrash(deps(), 30);
    // the app's own hourly trash-purge job may have taken the old entry first (its run at start
    // can come late behind the media jobs this test's save queued): either purge removed it
    expect(outcome.ran).toBe(true);
    expect(outcome.removed).toBeLessThanOrEqual(1);
    // the files go in the sweep that follows the purge
    expect(upload.onDisk()).toBe(true);
    await t.app.storedFiles.sweep();
    expect(upload.onDisk()).toBe(false);
    const left = (await trashOf('tiktoks')).map((e) => e.record_id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });

  it('keeps media another record still uses, and links that are not our uploads', async () => {
    const shared = await storedUpload('ugc_creators');
    const a = (await ok('POST', '/api/ugc-creators', { name: 'A', videos: [shared.url] }, 201)).id;
    await ok('POST', '/api/ugc-creators', { name: 'B', profile_picture: shared.url, videos: [] }, 201);
    await ok('DELETE', `/api/ugc-creators/${a}`);
    const outcome = await purgeTrash(deps(), 30, new Date(Date.now() + 31 * DAY));
    expect(outcome.removed).toBeGreaterThanOrEqual(1);
    await t.app.storedFiles.sweep(new Date(Date.now() + 31 * DAY));
    expect(shared.onDisk()).toBe(true);
  });

  it('runs on one process: two purges at once purge each entry once', async () => {
    const uploads = [await storedUpload('tiktoks'), await storedUpload('tiktoks')];
    for (const u of uploads) await ok('DELETE', `/api/tiktoks/${await newTiktok({ download_link: u.url })}`);
    const later = new Date(Date.now() + 31 * DAY);
    const before = (await t.db.select().from(trash)).length;
    const [x, y] = await Promise.all([purgeTrash(deps(), 30, later), purgeTrash(deps(), 30, later)]);
    expect(x.removed + y.removed).toBe(before);
    expect(await t.db.select().from(trash)).toEqual([]);
    await t.app.storedFiles.sweep(later);
    for (const u of uploads) expect(u.onDisk()).toBe(false);
  });

  it('Delete forever removes one entry and its media; the record cannot come back', async () => {
    const upload = await storedUpload('tiktoks');
    const id = await newTiktok({ download_link: upload.url });
    await ok('DELETE', `/api/tiktoks/${id}`);
    const [entry] = (await trashOf('tiktoks')).filter((e) => e.record_id === id);
    expect(await ok('DELETE', `/api/tiktoks/trash/${entry?.id}`)).toEqual({ id: entry?.id });
    // removed in the background: a sweep awaited now ends after the one the delete started
    await t.app.storedFiles.sweep();
    expect(upload.onDisk()).toBe(false);
    expect((await call('POST', '/api/tiktoks/trash/restore', { ids: [entry?.id] })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tiktoks/trash/${entry?.id}`)).statusCode).toBe(404);
    // an entry of another area's trash is not reachable through this one
    const ad = (await ok('POST', '/api/advertisements', validAd(), 201)).id;
    await ok('DELETE', `/api/advertisements/${ad}`);
    const [adEntry] = (await trashOf('advertisements')).filter((e) => e.record_id === ad);
    expect((await call('DELETE', `/api/tiktoks/trash/${adEntry?.id}`)).statusCode).toBe(404);
  });
});

describe('every area with a delete has a trash', () => {
  it('blog articles and categories, and the audit says restored', async () => {
    const cat = (await ok('POST', '/api/category', { title: 'News', order: 1 }, 201)).id;
    const art = await ok(
      'POST',
      '/api/articles',
      { title: 'Hello', content: '<p>Hi</p>', is_visible: false, category_ids: [cat] },
      201,
    );
    const { batch } = await ok('DELETE', `/api/category/${cat}`);
    await ok('POST', '/api/categories/trash/restore', { batch });
    const again = await ok('DELETE', `/api/article/${art.id}`);
    await ok('POST', '/api/articles/trash/restore', { batch: again.batch });
    expect((await ok('GET', `/api/articles/${art.id}`)).category_ids).toEqual([cat]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entity_id, String(art.id))));
    expect(actions.map((a) => a.action)).toContain('restored');
  });
});

describe('roles', () => {
  it('admin sees the ads trash only; no session is 401', async () => {
    const as = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await as('/api/advertisements/trash', adminHeaders)).statusCode).toBe(200);
    for (const area of ['tiktoks', 'ugc-creators', 'collections', 'articles', 'categories']) {
      expect((await as(`/api/${area}/trash`, adminHeaders)).statusCode, area).toBe(403);
      expect((await as(`/api/${area}/trash`, {})).statusCode, area).toBe(401);
    }
    const restore = await t.app.inject({
      method: 'POST',
      url: '/api/tiktoks/trash/restore',
      headers: adminHeaders,
      payload: { batch: randomUUID() },
    });
    expect(restore.statusCode).toBe(403);
  });
});
