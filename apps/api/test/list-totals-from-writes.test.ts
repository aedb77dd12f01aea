import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';
import { insertTiktoks, validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const total = async () => (await call('GET', '/api/tiktoks?size=1')).json().data.total as number;

// No route clears the totals: the audited write of the entity does (db/entity-writes.ts).
describe('list totals follow the audited writes', () => {
  it('a write behind the API is not seen until the cache expires: the total is cached', async () => {
    const row = (postId: string) => ({ ...validTiktok({ post_id: postId }), created_time: new Date() });
    // more rows than the page holds, so the total is the count and not the rows seen
    await insertTiktoks(t, [row('9100001'), row('9100002'), row('9100003')]);
    const before = await total();
    await insertTiktoks(t, [row('9100004')]);
    expect(await total()).toBe(before);
  });

  it('create, delete, restore, bulk delete and import each show in the next total', async () => {
    // the first write also brings in the row the test above wrote behind the API
    await call('POST', '/api/tiktoks', validTiktok({ post_id: '9200000' }));
    let expected = await total();
    const created = await call('POST', '/api/tiktoks', validTiktok({ post_id: '9200001' }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(await total()).toBe(++expected);

    const deleted = await call('DELETE', `/api/tiktoks/${id}`);
    expect(await total()).toBe(--expected);

    const restored = await call('POST', '/api/tiktoks/trash/restore', { batch: deleted.json().data.batch });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await total()).toBe(++expected);

    const bulk = await call('POST', '/api/tiktoks/bulk', { action: 'delete', ids: [id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await total()).toBe(--expected);

    const csv = 'username,post_id\nimported.one,9200002\n';
    const res = await postImport(t, '/api/tiktoks/import', headers, csv, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.inserted).toBe(1);
    expect(await total()).toBe(++expected);
  });
});
