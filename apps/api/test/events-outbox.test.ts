import { asc, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/db/audit.js';
import { advertisements, events } from '../src/db/schema.js';
import { validAd } from './advertisements-fixtures.js';
import { type TestApp, withTestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
let email: string;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
  email = user.email;
});

/** The events written since `after` (an event id), oldest first. */
const eventsSince = (after: number) =>
  t.db.select().from(events).where(gt(events.id, after)).orderBy(asc(events.id));
const lastEventId = async () =>
  (await t.db.select({ id: events.id }).from(events)).reduce((m, e) => Math.max(m, e.id), 0);

const ads = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/advertisements${url}`, headers, payload });

describe('the outbox (decision 031)', () => {
  it('writes created, updated, published, unpublished, deleted and restored with the change', async () => {
    const start = await lastEventId();
    const created = await ads('POST', '', validAd({ name: 'Outbox ad', visible: false }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const [onCreate] = await eventsSince(start);
    expect(onCreate).toMatchObject({
      type: 'advertisement.created',
      entity: 'advertisement',
      entity_id: String(id),
      actor: email,
    });
    expect(onCreate?.data).toMatchObject({ id, record: { name: 'Outbox ad' } });
    expect(typeof onCreate?.data.version).toBe('string');

    const afterCreate = await lastEventId();
    expect((await ads('PUT', `/visibility/${id}`, { visible: true })).statusCode).toBe(200);
    const shown = await eventsSince(afterCreate);
    expect(shown.map((e) => e.type)).toEqual(['advertisement.updated', 'advertisement.published']);
    expect(shown[0]?.data.changed).toEqual(['visible']);
    // the Visible switch logs one column; its event still carries the new version (live lists, webhooks)
    expect(typeof shown[0]?.data.version).toBe('string');

    const afterShow = await lastEventId();
    await ads('PUT', `/visibility/${id}`, { visible: false });
    expect((await ads('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await eventsSince(afterShow)).map((e) => e.type)).toEqual([
      'advertisement.updated',
      'advertisement.unpublished',
      'advertisement.deleted',
    ]);

    const afterDelete = await lastEventId();
    const trash = await t.app.inject({ method: 'GET', url: '/api/advertisements/trash', headers });
    const entry = trash.json().data.items.find((r: { record_id: number }) => r.record_id === id);
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/trash/restore',
      headers,
      payload: { ids: [entry.id] },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const [onRestore] = await eventsSince(afterDelete);
    expect(onRestore).toMatchObject({ type: 'advertisement.restored', entity_id: String(id) });
    expect(onRestore?.data).toMatchObject({ record: { name: 'Outbox ad' } });
  });

  it('writes nothing when the write fails: the event rolls back with its change', async () => {
    const created = await ads('POST', '', validAd({ name: 'Rolled back' }));
    const id = created.json().data.id as number;
    const committed = await lastEventId();
    const entity = { name: 'advertisement', label: 'Advertisement' };
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(advertisements).set({ name: 'Never again' });
        await recordAudit(tx, undefined, entity, id, 'update', { name: 'a' }, { name: 'b' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsSince(committed)).toEqual([]);
    // a refused write (a stale version) writes none either
    const stale = await ads('PUT', `/${id}`, {
      ...validAd({ name: 'Stale' }),
      updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(await eventsSince(committed)).toEqual([]);
  });

  it('writes one event with the ids for a bulk action and for an import', async () => {
    const ids: number[] = [];
    for (const name of ['Bulk one', 'Bulk two'])
      ids.push((await ads('POST', '', validAd({ name, visible: true }))).json().data.id);
    const start = await lastEventId();
    const bulk = await ads('POST', '/bulk', { ids, action: 'hide' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const [onBulk, ...more] = await eventsSince(start);
    expect(more).toEqual([]);
    expect(onBulk).toMatchObject({ type: 'advertisement.bulk_changed', entity_id: null, actor: email });
    expect(onBulk?.data).toMatchObject({ ids: ids.map(String).sort(), count: 2 });

    const beforeImport = await lastEventId();
    const csv = `id,name\n${ids[0]},Imported name\n`;
    const res = await postImport(t, '/api/advertisements/import', headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    const [onImport, ...others] = await eventsSince(beforeImport);
    expect(others).toEqual([]);
    expect(onImport).toMatchObject({ type: 'advertisement.imported', entity_id: null });
    expect(onImport?.data).toMatchObject({ ids: [String(ids[0])], count: 1 });
  });
});
