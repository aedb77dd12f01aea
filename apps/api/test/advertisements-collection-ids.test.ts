import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementCollections, collections } from '../src/db/schema.js';
import { insertAds, insertCollection, linkAd, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The list reads an ad's collections from a mirror column kept by triggers (migration 0003).
 * Whoever writes the links — the ad form, a collection's screen, a cascade — the list, the
 * ad and the export must show the links as they are.
 */
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
});
afterAll(() => t.close());

async function listedCollections(id: number) {
  const res = await t.app.inject({ url: '/api/advertisements_admin?size=200', headers });
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().data.results as { id: number; collections: { id: number }[] }[]).find(
    (r) => r.id === id,
  );
  if (!item) throw new Error(`ad ${id} not listed`);
  return item.collections.map((c) => c.id);
}

async function shownCollections(id: number) {
  const res = await t.app.inject({ url: `/api/advertisements/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.collections as number[];
}

describe('collections of an ad, as the list and the form see them', () => {
  it('follows links written straight into the links table, in ascending order', async () => {
    const [ad] = await insertAds(t, [{ name: 'mirror-direct' }]);
    const late = await insertCollection(t, 'Late');
    const early = await insertCollection(t, 'Early');
    await linkAd(t, ad as number, early);
    await linkAd(t, ad as number, late);
    const expected = [early, late].sort((a, b) => a - b);
    expect(await listedCollections(ad as number)).toEqual(expected);
    expect(await shownCollections(ad as number)).toEqual(expected);
  });

  it('drops a deleted collection from every ad that held it', async () => {
    const [a, b] = await insertAds(t, [{ name: 'mirror-a' }, { name: 'mirror-b' }]);
    const doomed = await insertCollection(t, 'Doomed');
    const kept = await insertCollection(t, 'Kept');
    for (const ad of [a, b] as number[]) await linkAd(t, ad, doomed);
    await linkAd(t, a as number, kept);
    await t.db.delete(collections).where(eq(collections.id, doomed));
    expect(await listedCollections(a as number)).toEqual([kept]);
    expect(await listedCollections(b as number)).toEqual([]);
  });

  it('moves a link that is re-pointed to another ad', async () => {
    const [from, to] = await insertAds(t, [{ name: 'mirror-from' }, { name: 'mirror-to' }]);
    const c = await insertCollection(t, 'Moving');
    await linkAd(t, from as number, c);
    await t.db
      .update(advertisementCollections)
      .set({ advertisement_id: to as number })
      .where(eq(advertisementCollections.advertisement_id, from as number));
    expect(await listedCollections(from as number)).toEqual([]);
    expect(await listedCollections(to as number)).toEqual([c]);
  });

  it('shows what the form saved, and never exposes the mirror column itself', async () => {
    const one = await insertCollection(t, 'Form one');
    const two = await insertCollection(t, 'Form two');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd({ name: 'mirror-form', collections: [two, one] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await listedCollections(id)).toEqual([one, two].sort((a, b) => a - b));

    const current = (await t.app.inject({ url: `/api/advertisements/${id}`, headers })).json().data;
    expect(current).not.toHaveProperty('collection_ids');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/advertisements/${id}`,
      headers,
      payload: validAd({ name: 'mirror-form', collections: [two], updated_at: current.updated_at }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await listedCollections(id)).toEqual([two]);
    expect(await shownCollections(id)).toEqual([two]);
  });
});
