import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

// The audit log's own call: filters, paging, role. Each area's tests check that its writes
// land in the log; titles are the records written here because every seed has them.

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

const put = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/titles-subtitles/edit/${id}`, headers, payload });
const auditOf = (query: string, h = headers) =>
  t.app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers: h });

describe('GET /api/audit-log', () => {
  it('filters by entity and entity_id, newest first', async () => {
    await put(7, { title: 'Blog one' });
    await put(7, { title: 'Blog two' });
    await put(1, { title: 'Home again' });
    const forSeven = (await auditOf('entity=title&entity_id=7')).json().data;
    expect(forSeven.total).toBe(2);
    expect(forSeven.records.map((r: { entity_id: string }) => r.entity_id)).toEqual(['7', '7']);
    expect(forSeven.records[0].changes.title).toEqual({ before: 'Blog one', after: 'Blog two' });

    const titles = (await auditOf('entity=title')).json().data;
    expect(titles.total).toBeGreaterThanOrEqual(3);
    expect(titles.records.every((r: { entity: string }) => r.entity === 'title')).toBe(true);
    expect((await auditOf('entity=nothing-like-this')).json().data).toEqual({ total: 0, records: [] });
  });

  it('pages with page and size', async () => {
    await put(1, { title: 'Home one' });
    await put(1, { title: 'Home two' });
    const all = (await auditOf('entity=title&entity_id=1&size=200')).json().data;
    const second = (await auditOf('entity=title&entity_id=1&size=1&page=2')).json().data;
    expect(second.total).toBe(all.total);
    expect(second.records).toEqual([all.records[1]]);
  });

  it('answers 403 forbidden for admin', async () => {
    const admin = await t.signedIn('admin');
    const res = await auditOf('entity=title', admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});
