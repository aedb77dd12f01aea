import { BULK_MAX_IDS } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { insertTiktoks, validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

let postIds = 0;
/** A valid body with a post id of its own (the column is unique). */
const fresh = (over: Record<string, unknown> = {}) => validTiktok({ post_id: `88${++postIds}`, ...over });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/tiktoks', fresh(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; updated_at: string };
};
const auditOf = async (id: number) =>
  (await call('GET', `/api/audit-log?entity=tiktok&entity_id=${id}`)).json().data.records as {
    action: string;
  }[];

describe('one TikTok', () => {
  it('creates with every field, answers success and data.id, reads it back, audits', async () => {
    const res = await call('POST', '/api/tiktoks', fresh({ post_id: '7399' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    const { id } = res.json().data;
    const got = (await call('GET', `/api/tiktoks/${id}`)).json().data;
    const { post_id: _p, ...rest } = validTiktok();
    expect(got).toMatchObject({ ...rest, id, post_id: '7399' });
    expect(got).not.toHaveProperty('search_text');
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['create']);
  });

  it('an empty created time means now on create and unchanged on update', async () => {
    const before = Date.now();
    const { id, updated_at } = await create({ created_time: '' });
    const stored = (await call('GET', `/api/tiktoks/${id}`)).json().data;
    expect(Date.parse(stored.created_time)).toBeGreaterThanOrEqual(before - 1000);
    const put = await call('PUT', `/api/tiktoks/${id}`, {
      ...fresh({ post_id: stored.post_id, created_time: null }),
      updated_at,
    });
    expect(put.statusCode).toBe(200);
    expect((await call('GET', `/api/tiktoks/${id}`)).json().data.created_time).toBe(stored.created_time);
  });

  it('updates with the version read, answers 409 on a stale one, and 404 for an unknown id', async () => {
    const { id, updated_at } = await create();
    const first = await call('PUT', `/api/tiktoks/${id}`, fresh({ username: 'renamed', updated_at }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.id).toBe(id);
    const stale = await call('PUT', `/api/tiktoks/${id}`, fresh({ username: 'again', updated_at }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await call('GET', `/api/tiktoks/${id}`)).json().data.username).toBe('renamed');
    expect((await call('PUT', '/api/tiktoks/999999', fresh())).statusCode).toBe(404);
    expect((await call('GET', '/api/tiktoks/999999')).statusCode).toBe(404);
  });

  it('deletes, audits, and the post is gone', async () => {
    const { id } = await create();
    const res = await call('DELETE', `/api/tiktoks/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/tiktoks/${id}`)).statusCode).toBe(404);
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['delete', 'create']);
    expect((await call('DELETE', `/api/tiktoks/${id}`)).statusCode).toBe(404);
  });
});

describe('validation, message per field', () => {
  const refused = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/tiktoks', body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields as Record<string, string>;
  };

  it('username and post id are required', async () => {
    const fields = await refused(fresh({ username: '  ', post_id: '' }));
    expect(fields.username).toBe('User name is required');
    expect(fields.post_id).toBe('Post id is required');
    expect(Object.keys(await refused({}))).toEqual(expect.arrayContaining(['username', 'post_id']));
  });

  it('counts are whole numbers of at least 0', async () => {
    for (const field of ['likes', 'views', 'shares', 'comments', 'duration']) {
      expect((await refused(fresh({ [field]: -1 })))[field]).toBe('Cannot be negative');
      expect((await refused(fresh({ [field]: 1.5 })))[field]).toBe('Must be a whole number');
    }
  });

  it('created_for is YYYY-MM, created_time a date-time, links http(s), industry from the list', async () => {
    expect((await refused(fresh({ created_for: '2026-13' }))).created_for).toBe('Use the format YYYY-MM');
    expect((await refused(fresh({ created_time: 'yesterday' }))).created_time).toBeTruthy();
    expect((await refused(fresh({ tiktok_link: 'ftp://x.example.com' }))).tiktok_link).toBe(
      'Enter a link starting with http:// or https://',
    );
    expect((await refused(fresh({ download_link: 'javascript:alert(1)' }))).download_link).toBeTruthy();
    expect((await refused(fresh({ industry: 'Cars' }))).industry).toBeTruthy();
  });

  it('a post id already used answers 400 naming post_id, on create and on update', async () => {
    await create({ post_id: '7777' });
    const dup = await call('POST', '/api/tiktoks', fresh({ post_id: '7777' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields).toEqual({ post_id: 'This post id is already taken' });
    const other = await create();
    const put = await call('PUT', `/api/tiktoks/${other.id}`, fresh({ post_id: '7777' }));
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields.post_id).toBe('This post id is already taken');
  });

  it('two posts sent at once with one post id: one is created, the other answers 400, never 500', async () => {
    const both = await Promise.all([
      call('POST', '/api/tiktoks', fresh({ post_id: '7878' })),
      call('POST', '/api/tiktoks', fresh({ post_id: '7878' })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refusedOne = both.find((r) => r.statusCode === 400);
    expect(refusedOne?.json().error.fields).toEqual({ post_id: 'This post id is already taken' });
  });
});

describe('POST /api/tiktoks/bulk', () => {
  it('marks new / free, counts only the posts it changed, and deletes', async () => {
    const ids = await insertTiktoks(t, [
      { username: 'b1', post_id: 'bulk-1' },
      { username: 'b2', post_id: 'bulk-2', new: true },
      { username: 'b3', post_id: 'bulk-3' },
    ]);
    const bulk = (action: string, which = ids) =>
      call('POST', '/api/tiktoks/bulk', { ids: [...which, 999999], action });
    expect((await bulk('mark_new')).json().data).toEqual({ count: 2, dry_run: false, ids: [ids[0], ids[2]] });
    expect((await bulk('mark_free')).json().data.count).toBe(3);
    const one = (await call('GET', `/api/tiktoks/${ids[1]}`)).json().data;
    expect([one.new, one.is_free]).toEqual([true, true]);
    expect((await bulk('unmark_free')).json().data.count).toBe(3);
    const deleted = await bulk('delete', ids.slice(0, 2));
    expect(deleted.json().data).toEqual({
      count: 2,
      dry_run: false,
      ids: ids.slice(0, 2),
      batch: expect.any(String),
    });
    expect((await call('GET', `/api/tiktoks/${ids[0]}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/tiktoks/${ids[2]}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/tiktoks/bulk', { ids: [], action: 'delete' })).statusCode).toBe(400);
    expect((await call('POST', '/api/tiktoks/bulk', { ids: [1], action: 'hide' })).statusCode).toBe(400);
  });

  it('refuses more than BULK_MAX_IDS ids at once, naming ids (the admin sends parts)', async () => {
    const res = await call('POST', '/api/tiktoks/bulk', {
      ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1),
      action: 'mark_new',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('ids');
    const most = await call('POST', '/api/tiktoks/bulk', {
      ids: Array.from({ length: BULK_MAX_IDS }, (_, i) => i + 1),
      action: 'unmark_free',
    });
    expect(most.statusCode).toBe(200);
  });

  it('audits one bulk entry, shown in the history of each post it changed and of none already as asked', async () => {
    const [flagged, plain] = await insertTiktoks(t, [
      { username: 'a1', post_id: 'audit-1', is_free: true },
      { username: 'a2', post_id: 'audit-2' },
    ]);
    await call('POST', '/api/tiktoks/bulk', { ids: [flagged, plain], action: 'mark_free' });
    // one bulk entry for the call (decision 017): the post's history shows it, with its own diff
    const history = async (id: number) =>
      (await call('GET', `/api/tiktoks/${id}/history`)).json().data.versions as { kind: string }[];
    expect(await history(flagged as number)).toEqual([]);
    expect(await history(plain as number)).toMatchObject([
      { kind: 'bulk', changes: { is_free: { before: false, after: true } } },
    ]);
    await call('POST', '/api/tiktoks/bulk', { ids: [plain], action: 'delete' });
    expect((await auditOf(plain as number)).map((r) => r.action)).toEqual(['delete']);
  });

  it('the list shows a write at once (the count cache is cleared)', async () => {
    const before = (await call('GET', '/api/tiktoks')).json().data.total;
    await create();
    expect((await call('GET', '/api/tiktoks')).json().data.total).toBe(before + 1);
  });
});
