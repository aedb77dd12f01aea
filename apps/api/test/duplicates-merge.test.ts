import { advertisementInput } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinedAd, MAX_TAGS } from '../src/duplicates/merge/ad-merge.js';
import type { AdRow } from '../src/modules/advertisements/records.js';
import { insertCollection, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { validTiktok } from './tiktoks-fixtures.js';

let t: TestApp;
let adminHeaders: Record<string, string>;
let superHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await t.signedIn('admin')).headers;
  superHeaders = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = adminHeaders) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
async function ok(method: Method, url: string, payload?: object, status = 200, headers = adminHeaders) {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

const newAd = async (over: Record<string, unknown>) =>
  (await ok('POST', '/api/advertisements', validAd(over), 201)).id as number;
const merge = (area: string, body: object, headers = adminHeaders) =>
  call('POST', `/api/duplicates/${area}/merge`, body, headers);

interface Version {
  kind: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const historyOf = async (area: string, id: number, headers = adminHeaders) =>
  (await ok('GET', `/api/${area}/${id}/history`, undefined, 200, headers)).versions as Version[];

describe('merging ads', () => {
  it("gives the kept ad the others' collections, tags and missing fields, and trashes them under one batch", async () => {
    const [c1, c2, c3] = [
      await insertCollection(t, 'Summer picks'),
      await insertCollection(t, 'Hooks'),
      await insertCollection(t, 'Serums'),
    ];
    const keep = await newAd({
      name: 'Glow Labs',
      headline: 'Meet the serum',
      collections: [c1],
      tags: ['skincare', 'serum'],
      logo: null,
      display_link: null,
    });
    const b = await newAd({
      name: 'Glow Labs',
      headline: 'Another headline',
      collections: [c2],
      tags: ['serum', 'vitamin c'],
      logo: 'https://cdn.example.com/b-logo.png',
      display_link: 'glowlabs.example',
    });
    const c = await newAd({
      name: 'Glow Labs',
      collections: [c1, c3],
      tags: ['morningglowhook'],
      logo: 'https://cdn.example.com/c-logo.png',
    });
    const before = await ok('GET', `/api/advertisements/${keep}`);

    const res = await merge('advertisements', { keep, merge: [c, b] });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toEqual({ kept: keep, merged: [b, c], batch: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const kept = await ok('GET', `/api/advertisements/${keep}`);
    expect(kept).toMatchObject({
      collections: [c1, c2, c3],
      tags: ['skincare', 'serum', 'morningglowhook', 'vitamin c'],
      // empty on the kept ad: the first merged ad (in the order asked) that has one gives it
      logo: 'https://cdn.example.com/c-logo.png',
      display_link: 'glowlabs.example',
      // set on the kept ad: never overwritten
      headline: 'Meet the serum',
    });
    expect(new Date(kept.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    // the list shows the gained collections and keyword search finds a gained tag
    const page = await ok('GET', '/api/advertisements_admin?search=morningglowhook');
    expect(page.results.map((r: { id: number }) => r.id)).toEqual([keep]);
    expect(page.results[0].collections.map((x: { id: number }) => x.id)).toEqual([c1, c2, c3]);

    for (const id of [b, c]) expect((await call('GET', `/api/advertisements/${id}`)).statusCode).toBe(404);
    const trash = (await ok('GET', '/api/advertisements/trash')).items as {
      record_id: number;
      batch: string;
    }[];
    expect(
      trash
        .filter((e) => e.batch === result.batch)
        .map((e) => e.record_id)
        .sort(),
    ).toEqual([b, c].sort());

    // History of the kept ad: one update naming what it gained and where from
    const [latest] = await historyOf('advertisements', keep);
    expect(latest).toMatchObject({
      kind: 'updated',
      changes: {
        merged_from: { before: null, after: `#${b}, #${c}` },
        collections: { before: [c1], after: [c1, c2, c3] },
        tags: { before: ['skincare', 'serum'], after: ['skincare', 'serum', 'morningglowhook', 'vitamin c'] },
        logo: { before: null, after: 'https://cdn.example.com/c-logo.png' },
        display_link: { before: null, after: 'glowlabs.example' },
      },
    });
    expect(latest?.changes).not.toHaveProperty('headline');

    // Undo: the trash's restore of the batch brings both back, with their own collections
    expect(await ok('POST', '/api/advertisements/trash/restore', { batch: result.batch })).toEqual({
      count: 2,
      record_ids: [b, c].sort((x, y) => x - y),
    });
    expect((await ok('GET', `/api/advertisements/${b}`)).collections).toEqual([c2]);
    expect((await ok('GET', `/api/advertisements/${c}`)).collections).toEqual([c1, c3]);
    // what the kept ad gained stays: the Undo restores the merged records, not the kept one's edit
    expect((await ok('GET', `/api/advertisements/${keep}`)).collections).toEqual([c1, c2, c3]);

    // the kept ad's own History restore of its version before the merge takes back what it gained
    const [, premerge] = (await ok('GET', `/api/advertisements/${keep}/history`)).versions as {
      version: number;
    }[];
    const now = await ok('GET', `/api/advertisements/${keep}`);
    await ok('POST', `/api/advertisements/${keep}/history/${premerge?.version}/restore`, {
      updated_at: now.updated_at,
    });
    // (the version before is its creation, whose entry lists no empty field: logo and display_link
    // stay as they are now, a limit of the History kit's created state, not of the merge)
    expect(await ok('GET', `/api/advertisements/${keep}`)).toMatchObject({
      collections: [c1],
      tags: ['skincare', 'serum'],
    });

    // History of each merged ad: deleted (merged into the kept one), then restored
    for (const id of [b, c]) {
      const [restored, deleted] = await historyOf('advertisements', id);
      expect(restored?.kind).toBe('restored');
      expect(deleted).toMatchObject({
        kind: 'deleted',
        changes: {
          merged_into: { before: null, after: `#${keep}` },
          name: { before: 'Glow Labs', after: null },
        },
      });
    }
  });

  it(`keeps at most ${MAX_TAGS} tags (the form's limit) and names the ones left out`, async () => {
    expect(advertisementInput.safeParse(validAd({ tags: tagList('t', MAX_TAGS) })).success).toBe(true);
    expect(advertisementInput.safeParse(validAd({ tags: tagList('t', MAX_TAGS + 1) })).success).toBe(false);
    const keep = await newAd({ tags: tagList('own', MAX_TAGS - 1) });
    const other = await newAd({ tags: ['own1', 'extra1', 'extra2', 'extra3'] });
    expect((await merge('advertisements', { keep, merge: [other] })).statusCode).toBe(200);
    const tags = (await ok('GET', `/api/advertisements/${keep}`)).tags as string[];
    expect(tags).toEqual([...tagList('own', MAX_TAGS - 1), 'extra1']);
    const [latest] = await historyOf('advertisements', keep);
    expect(latest?.changes.tags_left_out).toEqual({ before: null, after: ['extra2', 'extra3'] });
  });

  it('answers 404 for a record that does not exist or is in the trash, and changes nothing', async () => {
    const c = await insertCollection(t, 'Not gained');
    const keep = await newAd({ collections: [] });
    const other = await newAd({ collections: [c] });
    const trashed = await newAd({ collections: [c] });
    await ok('DELETE', `/api/advertisements/${trashed}`);
    const historyBefore = (await historyOf('advertisements', keep)).length;

    for (const body of [
      { keep, merge: [other, 99_999_999] },
      { keep: 99_999_999, merge: [other] },
      { keep, merge: [other, trashed] },
      { keep: trashed, merge: [other] },
    ]) {
      const res = await merge('advertisements', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
    }
    expect((await ok('GET', `/api/advertisements/${keep}`)).collections).toEqual([]);
    expect((await ok('GET', `/api/advertisements/${other}`)).collections).toEqual([c]);
    expect(await historyOf('advertisements', keep)).toHaveLength(historyBefore);
  });

  it('answers 400 with field messages for a kept record among the merged ones, or none to merge', async () => {
    const keep = await newAd({});
    const other = await newAd({});
    const inMerge = await merge('advertisements', { keep, merge: [other, keep] });
    expect(inMerge.statusCode).toBe(400);
    expect(inMerge.json().error.fields).toEqual({ merge: 'The record kept cannot be merged into itself' });
    expect((await merge('advertisements', { keep, merge: [] })).statusCode).toBe(400);
    expect((await merge('blog', { keep, merge: [other] })).statusCode).toBe(400);
    expect((await ok('GET', `/api/advertisements/${other}`)).id).toBe(other);
  });
});

describe('merging TikToks', () => {
  let postIds = 0;
  const newTiktok = async (over: Record<string, unknown>) =>
    (await ok('POST', '/api/tiktoks', validTiktok({ post_id: `88${++postIds}`, ...over }), 201, superHeaders))
      .id as number;

  it('is for super users: an admin gets 403 and nothing changes', async () => {
    const keep = await newTiktok({});
    const other = await newTiktok({});
    const res = await merge('tiktoks', { keep, merge: [other] }, adminHeaders);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'forbidden' } });
    expect((await call('GET', `/api/tiktoks/${other}`, undefined, superHeaders)).statusCode).toBe(200);
  });

  it("fills the kept post's empty links and copy, trashes the other, and Undo brings it back", async () => {
    const keep = await newTiktok({ tiktok_link: null, description: 'Kept copy', music_title: null });
    const other = await newTiktok({
      tiktok_link: 'https://www.tiktok.com/@glow.labs/video/88',
      description: 'Other copy',
      music_title: 'original sound',
    });
    const res = await merge('tiktoks', { keep, merge: [other] }, superHeaders);
    expect(res.statusCode, res.body).toBe(200);
    const { batch } = res.json().data;
    expect(await ok('GET', `/api/tiktoks/${keep}`, undefined, 200, superHeaders)).toMatchObject({
      tiktok_link: 'https://www.tiktok.com/@glow.labs/video/88',
      music_title: 'original sound',
      description: 'Kept copy',
    });
    expect((await call('GET', `/api/tiktoks/${other}`, undefined, superHeaders)).statusCode).toBe(404);
    const [latest] = await historyOf('tiktoks', keep, superHeaders);
    expect(latest?.changes).toMatchObject({
      merged_from: { after: `#${other}` },
      tiktok_link: { before: null, after: 'https://www.tiktok.com/@glow.labs/video/88' },
    });

    await ok('POST', '/api/tiktoks/trash/restore', { batch }, 200, superHeaders);
    const [restored, deleted] = await historyOf('tiktoks', other, superHeaders);
    expect(restored?.kind).toBe('restored');
    expect(deleted?.changes.merged_into).toEqual({ before: null, after: `#${keep}` });
  });
});

describe('what an ad takes from the merged ones', () => {
  const ad = (over: Partial<AdRow>): AdRow => ({
    ...(validAd() as unknown as AdRow), // why: the form's body has every column the merge reads
    id: 1,
    collection_ids: [],
    feed_item_id: null,
    search_text: '',
    media_text: null,
    created_at: new Date(),
    updated_at: new Date(),
    ...over,
  });

  it('takes industry and subindustry as one choice', () => {
    const kept = ad({ industry: null, subindustry: null });
    const other = ad({ industry: 'Beauty/Cosmetics', subindustry: null });
    const third = ad({ industry: 'Fashion', subindustry: 'Shoes' });
    expect(combinedAd(kept, [other, third]).columns).toMatchObject({
      industry: 'Beauty/Cosmetics',
      subindustry: null,
    });
  });

  it('takes a season only when the type has Seasonal, and the new media with its text', () => {
    const kept = ad({ type: ['UGC'], seasonal: null, media_source: null });
    const other = ad({
      type: ['Seasonal'],
      seasonal: 'Summer',
      media_source: 'https://cdn.example.com/x.mp4',
    });
    const { columns } = combinedAd(kept, [other]);
    expect(columns.type).toBeUndefined();
    expect(columns).not.toHaveProperty('seasonal');
    expect(columns.media_source).toBe('https://cdn.example.com/x.mp4');
    expect(columns).toHaveProperty('media_text');
    const untyped = combinedAd(ad({ type: [], seasonal: null }), [other]).columns;
    expect(untyped).toMatchObject({ type: ['Seasonal'], seasonal: 'Summer' });
  });
});

function tagList(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => `${prefix}${i}`);
}
