import type { AuditAction } from '@adlib/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements, auditLog } from '../src/db/schema.js';
import { insertAds } from './advertisements-fixtures.js';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

const bulk = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/advertisements/bulk', headers, payload: payload as object });

const visibleOf = async (ids: number[]) =>
  (await t.db.select().from(advertisements).where(inArray(advertisements.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((r) => r.visible);

const auditFor = (ids: (number | string)[], action: AuditAction) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'advertisement'),
        eq(auditLog.action, action),
        inArray(
          auditLog.entity_id,
          ids.map((id) => String(id)),
        ),
      ),
    );

describe('POST /api/advertisements/bulk', () => {
  it('hides and shows many ads, counting and auditing only those that changed', async () => {
    const ids = await insertAds(t, [
      { name: 'b1', visible: true },
      { name: 'b2', visible: true },
      { name: 'b3', visible: false },
    ]);
    const hide = await bulk({ ids, action: 'hide' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data).toEqual({ count: 2, dry_run: false, ids: ids.slice(0, 2) });
    expect(await visibleOf(ids)).toEqual([false, false, false]);
    // one bulk entry (decision 017), and each changed ad's history shows it with its own diff
    const [entry] = await auditFor(['bulk'], 'bulk');
    expect(entry?.bulk).toEqual({ count: 2, filter: null });
    const history = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/advertisements/${id}/history`, headers })).json().data
        .versions;
    expect((await history(ids[0] as number))[0]).toMatchObject({
      kind: 'bulk',
      changes: { visible: { before: true, after: false } },
    });
    expect(await history(ids[2] as number)).toEqual([]);

    const show = await bulk({ ids, action: 'show' });
    expect(show.json().data.count).toBe(3);
    expect(await visibleOf(ids)).toEqual([true, true, true]);
    expect(await auditFor(['bulk'], 'bulk')).toHaveLength(2);
    expect(await history(ids[0] as number)).toHaveLength(2);
  });

  it('deletes many ads in one go, one audit entry each; unknown ids are skipped', async () => {
    const ids = await insertAds(t, [{ name: 'd1' }, { name: 'd2' }]);
    const res = await bulk({ ids: [...ids, 999999], action: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(await visibleOf(ids)).toEqual([]);
    const entries = await auditFor(ids, 'delete');
    expect(entries.map((e) => e.changes)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: { before: 'd1', after: null } })]),
    );
    expect(entries).toHaveLength(2);
  });

  it('shows the change in the list totals at once', async () => {
    const ids = await insertAds(t, [{ name: 'l1', visible: false }]);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements_admin?visible=true',
      headers,
    });
    await bulk({ ids, action: 'show' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements_admin?visible=true',
      headers,
    });
    expect(after.json().data.total).toBe(before.json().data.total + 1);
  });

  it('refuses an empty selection, an unknown action and more than 1000 ids', async () => {
    for (const [payload, field] of [
      [{ ids: [], action: 'hide' }, 'ids'],
      [{ ids: [1], action: 'archive' }, 'action'],
      [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), action: 'hide' }, 'ids'],
      [{ ids: ['x'], action: 'hide' }, 'ids'],
    ] as const) {
      const res = await bulk(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });
});
