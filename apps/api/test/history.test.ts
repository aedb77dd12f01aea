import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { pruneHistory } from '../src/history/index.js';
import { insertCollection, validAd } from './advertisements-fixtures.js';
import { type Body, historyTestApp } from './history-fixtures.js';

const { ctx, call } = historyTestApp('admin');

async function newAd(over: Body = {}) {
  const res = await call('POST', '/api/advertisements', validAd(over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; updated_at: string };
}
const readAd = async (id: number) => (await call('GET', `/api/advertisements/${id}`)).json().data;
async function edit(id: number, over: Body) {
  const res = await call('PUT', `/api/advertisements/${id}`, {
    ...validAd(),
    ...over,
    updated_at: (await readAd(id)).updated_at,
  });
  expect(res.statusCode).toBe(200);
}
const history = async (id: number, query = '') => {
  const res = await call('GET', `/api/advertisements/${id}/history${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    versions: { version: number; kind: string; by: string; changes: Body }[];
    next_before: number | null;
  };
};
const restore = (id: number, version: number, updated_at: string, h = ctx.headers) =>
  call('POST', `/api/advertisements/${id}/history/${version}/restore`, { updated_at }, h);

describe('GET /api/advertisements/:id/history', () => {
  it('lists five edits newest first, each with only the fields it changed, then the creation', async () => {
    const { id } = await newAd();
    for (let i = 1; i <= 5; i++) await edit(id, { headline: `Headline ${i}` });
    const { versions, next_before } = await history(id);
    expect(next_before).toBeNull();
    expect(versions.map((v) => v.kind)).toEqual([
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
      'created',
    ]);
    expect(versions[0]).toMatchObject({
      by: ctx.email,
      changes: { headline: { before: 'Headline 4', after: 'Headline 5' } },
    });
    for (const v of versions.slice(0, 5)) expect(Object.keys(v.changes)).toEqual(['headline']);
    expect(versions[4]?.changes.headline).toEqual({ before: 'Meet the serum', after: 'Headline 1' });
  });

  it('pages by keyset: the next page starts after the last version shown', async () => {
    const { id } = await newAd();
    for (let i = 1; i <= 4; i++) await edit(id, { headline: `H${i}` });
    const first = await history(id, '?size=2');
    expect(first.versions).toHaveLength(2);
    const second = await history(id, `?size=2&before=${first.next_before}`);
    const third = await history(id, `?size=2&before=${second.next_before}`);
    expect(third.next_before).toBeNull();
    const all = [...first.versions, ...second.versions, ...third.versions].map((v) => v.kind);
    expect(all).toEqual(['updated', 'updated', 'updated', 'updated', 'created']);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await call('GET', '/api/advertisements/999999/history')).statusCode).toBe(404);
  });
});

describe('POST /api/advertisements/:id/history/:version/restore', () => {
  it('puts the ad back to its created state, collections included, as a restored version', async () => {
    const a = await insertCollection(ctx.t, 'History A');
    const b = await insertCollection(ctx.t, 'History B');
    const { id } = await newAd({ collections: [a] });
    await edit(id, { headline: 'Changed', analysis: 'Rewritten', collections: [b] });
    await edit(id, { headline: 'Changed again', visible: false, collections: [b] });
    const created = (await history(id)).versions.at(-1);
    expect(created?.kind).toBe('created');
    const res = await restore(id, created?.version ?? 0, (await readAd(id)).updated_at);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      restored: true,
      changes: {
        headline: { before: 'Changed again', after: 'Meet the serum' },
        collections: { before: [b], after: [a] },
      },
    });
    expect(await readAd(id)).toMatchObject({
      headline: 'Meet the serum',
      analysis: validAd().analysis,
      visible: true,
      collections: [a],
    });
    const [latest] = (await history(id)).versions;
    expect(latest).toMatchObject({ kind: 'restored', by: ctx.email });
  });

  it("puts back a link set an edit removed (an ad's collections)", async () => {
    const a = await insertCollection(ctx.t, 'Links A');
    const b = await insertCollection(ctx.t, 'Links B');
    const { id } = await newAd({ collections: [a, b] });
    await edit(id, { collections: [] });
    const [removal, created] = (await history(id)).versions;
    expect(removal?.changes).toEqual({ collections: { before: [a, b], after: [] } });
    const res = await restore(id, created?.version ?? 0, (await readAd(id)).updated_at);
    expect(res.statusCode).toBe(200);
    expect((await readAd(id)).collections).toEqual([a, b]);
  });

  it('restores a middle version, and a restore that changes nothing writes nothing', async () => {
    const { id } = await newAd();
    await edit(id, { headline: 'One' });
    await edit(id, { headline: 'Two' });
    const one = (await history(id)).versions[1];
    const res = await restore(id, one?.version ?? 0, (await readAd(id)).updated_at);
    expect(res.json().data.changes).toEqual({ headline: { before: 'Two', after: 'One' } });
    const count = (await history(id)).versions.length;
    const again = await restore(id, one?.version ?? 0, (await readAd(id)).updated_at);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ restored: false, changes: {}, updated_at: null });
    expect((await history(id)).versions).toHaveLength(count);
  });

  it('answers 409 when the ad moved since the screen loaded it', async () => {
    const { id } = await newAd();
    await edit(id, { headline: 'One' });
    const seen = (await readAd(id)).updated_at;
    await new Promise((r) => setTimeout(r, 5));
    await edit(id, { headline: 'Two, by someone else' });
    const created = (await history(id)).versions.at(-1);
    const res = await restore(id, created?.version ?? 0, seen);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
    expect((await readAd(id)).headline).toBe('Two, by someone else');
  });

  it('answers 404 for a version of another record', async () => {
    const { id } = await newAd();
    const other = await newAd();
    const [otherCreated] = (await history(other.id)).versions;
    const res = await restore(id, otherCreated?.version ?? 0, (await readAd(id)).updated_at);
    expect(res.statusCode).toBe(404);
  });

  it('needs a signed-in user with the edit role', async () => {
    const { id, updated_at } = await newAd();
    const [created] = (await history(id)).versions;
    const url = `/api/advertisements/${id}/history/${created?.version}/restore`;
    const none = await ctx.t.app.inject({ method: 'POST', url, payload: { updated_at } });
    expect(none.statusCode).toBe(401);
    const user = await ctx.t.signedIn('free');
    expect((await restore(id, created?.version ?? 0, updated_at, user.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/advertisements/${id}/history`, undefined, user.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('history retention (HISTORY_RETENTION_DAYS)', () => {
  it('removes entries older than the window but keeps the created state, which still restores', async () => {
    const { id } = await newAd();
    for (const headline of ['Old one', 'Old two', 'Recent']) await edit(id, { headline });
    const [recent, ...older] = (await history(id)).versions;
    const long_ago = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    for (const v of older)
      await ctx.t.db.update(auditLog).set({ at: long_ago }).where(eq(auditLog.id, v.version));

    expect(await pruneHistory(ctx.t.db, 365)).toBeGreaterThanOrEqual(2);
    const kept = (await history(id)).versions;
    expect(kept.map((v) => v.kind)).toEqual(['updated', 'created']);
    expect(kept[0]?.version).toBe(recent?.version);

    const res = await restore(id, kept[1]?.version ?? 0, (await readAd(id)).updated_at);
    expect(res.statusCode).toBe(200);
    expect((await readAd(id)).headline).toBe('Meet the serum');
  });
});
