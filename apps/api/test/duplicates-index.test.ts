// Issue 26: the index finds neighbours within the near distance and nothing beyond; pairs are
// made when a media becomes ready; a dismissed pair is not proposed again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, mediaCropHashes, mediaHashes } from '../src/db/schema.js';
import { candidatesSql, findMatches, loadSubject } from '../src/duplicates/lookup.js';
import { bandTag } from '../src/duplicates/media-hashes.js';
import { checkRecord } from '../src/duplicates/pairs.js';
import {
  BANDS,
  bandsOf,
  CROP_BANDS,
  CROP_DISTANCE,
  cropBandsOf,
  NEAR_DISTANCE,
} from '../src/duplicates/signals.js';
import { hammingDistance } from '../src/media/perceptual-hash.js';
import { insertAds } from './advertisements-fixtures.js';
import { eventually, flipped, pairOf, readyMedia } from './duplicates-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
});
afterAll(() => t.close());

const BAND_BITS = 64 / BANDS;
/** bits flipped in each of BANDS - 1 bands: the neighbour stays within the near distance */
const PER_BAND = Math.max(1, Math.floor(NEAR_DISTANCE / (BANDS - 1)));

/** An ad showing a new ready media with these signals (indexed), and its id. */
async function adWith(signals: Parameters<typeof readyMedia>[1], name = 'Brand') {
  const m = await readyMedia(t, signals);
  const [id] = await insertAds(t, [{ name, media_source: m.url }]);
  if (id === undefined) throw new Error('no ad');
  await m.ready();
  return id;
}

async function matchesOf(id: number) {
  const subject = await loadSubject(t.db, 'advertisements', id);
  if (!subject) throw new Error('no subject');
  return findMatches(t.db, 'advertisements', subject);
}

describe('the index query', () => {
  it('finds pictures within the near distance and nothing beyond it', async () => {
    const base = '9a3c5e7f10b2d4e6';
    const original = await adWith({ phash: base });
    // the flipped bits leave band 0 whole: the index's candidate; the distance decides
    const near = await adWith({ phash: flipped(base, NEAR_DISTANCE) });
    const far = await adWith({ phash: flipped(base, NEAR_DISTANCE + 1) });
    const other = await adWith({ phash: '0123456789abcdef' });
    const found = await matchesOf(original);
    const ids = found.map((m) => m.id);
    expect(ids).toContain(near);
    expect(ids).not.toContain(far);
    expect(ids).not.toContain(other);
    expect(found.find((m) => m.id === near)).toMatchObject({
      reasons: ['near-picture'],
      distance: NEAR_DISTANCE,
    });
  });

  it('finds a neighbour through any one band', async () => {
    const base = 'f0e1d2c3b4a59687';
    const original = await adWith({ phash: base });
    // bits in every band but the last: only the last band is shared
    let hash = base;
    for (let band = 0; band < BANDS - 1; band++) hash = flipped(hash, PER_BAND, band * BAND_BITS);
    const near = await adWith({ phash: hash });
    expect((await matchesOf(original)).map((m) => m.id)).toContain(near);
  });

  it('leaves out the band values thousands of pictures share', async () => {
    const base = '0123fedc4567ba98';
    const original = await adWith({ phash: base });
    // shares band 0 only (bits flipped in each other band), and band 3 only
    let onlyBand0 = base;
    for (let band = 1; band < BANDS; band++) onlyBand0 = flipped(onlyBand0, PER_BAND, band * BAND_BITS);
    let onlyBand3 = base;
    for (let band = 0; band < BANDS - 1; band++) onlyBand3 = flipped(onlyBand3, PER_BAND, band * BAND_BITS);
    const a = await adWith({ phash: onlyBand0 });
    const b = await adWith({ phash: onlyBand3 });
    const subject = await loadSubject(t.db, 'advertisements', original);
    if (!subject) throw new Error('no subject');
    const band0 = bandsOf(base)[0] ?? 0;
    const ids = async (common: Set<number>) =>
      (await t.db.execute<{ id: number }>(candidatesSql('advertisements', subject, common))).rows.map(
        (r) => r.id,
      );
    expect(await ids(new Set())).toEqual(expect.arrayContaining([a, b]));
    const withoutBand0 = await ids(new Set([bandTag(0, band0)]));
    expect(withoutBand0).toContain(b);
    expect(withoutBand0).not.toContain(a);
  });

  it("finds a cropped copy through the original's crop hashes, either way round, and not one beyond CROP_DISTANCE", async () => {
    const base = '9a3c5e7f10b2d4e6';
    // the original's crop hashes: what its crops hash to, far from its own hash
    const crops = [
      '7e1f00aa33cc5a96',
      '13579bdf02468ace',
      'c3a5e1f0b4d29687',
      '5f5f0a0a3c3c9696',
      'e8d7c6b5a4938271',
    ];
    const cropped = flipped(crops[2] ?? '', CROP_DISTANCE);
    const beyond = flipped(crops[2] ?? '', CROP_DISTANCE + 1);
    expect(hammingDistance(base, cropped)).toBeGreaterThan(NEAR_DISTANCE);
    const original = await adWith({ phash: base, crops });
    const copy = await adWith({ phash: cropped });
    const other = await adWith({ phash: beyond });
    const found = await matchesOf(original);
    expect(found.find((m) => m.id === copy)).toMatchObject({
      reasons: ['near-picture'],
      distance: CROP_DISTANCE,
    });
    expect(found.map((m) => m.id)).not.toContain(other);
    // the copy looked up: its hash meets the original's crop hash stored in the index
    expect((await matchesOf(copy)).map((m) => m.id)).toContain(original);
    expect((await matchesOf(other)).map((m) => m.id)).not.toContain(original);
    // and the pair is open once the media is ready, as for any near picture
    expect((await pairOf(t, 'advertisements', original, copy))?.state).toBe('open');
  });

  it('finds a copy within CROP_DISTANCE of a crop hash whatever wide bands its bits spoil, either way round', async () => {
    const crops = [
      '0f1e2d3c4b5a6978',
      '8796a5b4c3d2e1f0',
      '2468ace013579bdf',
      'fdb97531eca86420',
      '1357acef0246bdf9',
    ];
    // CROP_DISTANCE bits, one in each of the first wide bands: only the later ones are whole
    let cropped = crops[4] ?? '';
    for (let band = 0, from = 0; band < CROP_DISTANCE; band++) {
      cropped = flipped(cropped, 1, from);
      from += Math.floor(64 / CROP_BANDS) + (band < 64 % CROP_BANDS ? 1 : 0);
    }
    const spoilt = cropBandsOf(cropped).map((value, band) => value !== cropBandsOf(crops[4] ?? '')[band]);
    expect(spoilt).toEqual([
      ...Array(CROP_DISTANCE).fill(true),
      ...Array(CROP_BANDS - CROP_DISTANCE).fill(false),
    ]);
    // the copy saved first, then the original, and the other way round
    const copyFirst = await adWith({ phash: cropped });
    const original = await adWith({ phash: '6b6b6b6b11112222', crops });
    const copyAfter = await adWith({ phash: cropped });
    expect((await matchesOf(original)).map((m) => m.id)).toEqual(
      expect.arrayContaining([copyFirst, copyAfter]),
    );
    expect((await matchesOf(copyFirst)).map((m) => m.id)).toContain(original);
    expect((await matchesOf(copyAfter)).map((m) => m.id)).toContain(original);
  });

  it("keeps the crop hashes in a table of their own, met only by pictures' hashes", async () => {
    const crops = [
      'a1b2c3d4e5f60718',
      '2233445566778899',
      'abcdefabcdef0123',
      '13243546576879a0',
      'f1e2d3c4b5a69788',
    ];
    const original = await adWith({ phash: 'c0ffee0012345678', crops });
    const key = (await loadSubject(t.db, 'advertisements', original))?.mediaKey ?? '';
    const own = await t.db.select().from(mediaHashes).where(eq(mediaHashes.source_key, key));
    const cropRows = await t.db.select().from(mediaCropHashes).where(eq(mediaCropHashes.source_key, key));
    expect(own.map((h) => h.frame)).toEqual([-1]);
    expect(cropRows.map((h) => h.frame).sort((a, b) => a - b)).toEqual([-6, -5, -4, -3, -2]);
    // another picture whose crop hashes equal these (but whose own hash is far): not even a candidate
    const sameCrops = await adWith({ phash: '0f0f0f0f0f0f0f0f', crops });
    const subject = await loadSubject(t.db, 'advertisements', original);
    if (!subject) throw new Error('no subject');
    const candidates = await t.db.execute<{ id: number }>(candidatesSql('advertisements', subject));
    expect(candidates.rows.map((r) => r.id)).not.toContain(sameCrops);
  });

  it("finds a video by its strip frames, and not one whose frames are another's", async () => {
    const frames = Array.from({ length: 8 }, (_, i) => `${i}a${i}b${i}c${i}d${i}e${i}f${i}0${i}1`);
    const original = await adWith({ phash: frames[0], frames });
    // re-encoded: every frame a few bits off
    const copy = await adWith({
      phash: flipped(frames[0] ?? '', 2),
      frames: frames.map((f) => flipped(f, 2)),
    });
    const other = await adWith({
      phash: 'f0f0f0f0f0f0f0f0',
      frames: frames.map((_, i) => `${i}f${i}e${i}d${i}c${i}b${i}a${i}9${i}8`),
    });
    const found = await matchesOf(original);
    expect(found.find((m) => m.id === copy)).toMatchObject({ reasons: ['near-frames'], distance: 2 });
    expect(found.map((m) => m.id)).not.toContain(other);
  });

  it('finds the same bytes and the same media link', async () => {
    const a = await adWith({ phash: '1111111111111111', digest: 'same-bytes' });
    const b = await adWith({ phash: 'eeeeeeeeeeeeeeee', digest: 'same-bytes' });
    const m = await readyMedia(t, { phash: '2222222222222222' });
    const [c, d] = await insertAds(t, [
      { name: 'Shared', media_source: m.url },
      { name: 'Shared', media_source: m.url },
    ]);
    expect((await matchesOf(a)).find((x) => x.id === b)?.reasons).toEqual(['same-file']);
    expect((await matchesOf(c ?? 0)).find((x) => x.id === d)?.reasons).toContain('same-post');
  });
});

describe('pairs', () => {
  it('are made when a media becomes ready, and a dismissed pair is not proposed again', async () => {
    const base = '5a5a5a5a00ff00ff';
    const first = await adWith({ phash: base });
    const m = await readyMedia(t, { phash: flipped(base, 3) });
    const [second] = await insertAds(t, [{ name: 'Brand', media_source: m.url }]);
    if (second === undefined) throw new Error('no ad');
    expect(await pairOf(t, 'advertisements', first, second)).toBeUndefined();
    await m.ready();
    expect(await pairOf(t, 'advertisements', first, second)).toMatchObject({
      state: 'open',
      reasons: ['near-picture'],
      distance: 3,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/duplicates/advertisements/dismiss',
      headers,
      payload: { ids: [first, second] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await checkRecord(t.db, 'advertisements', first);
    await checkRecord(t.db, 'advertisements', second);
    expect((await pairOf(t, 'advertisements', first, second))?.state).toBe('dismissed');
    const of = await t.app.inject({
      method: 'GET',
      url: `/api/duplicates/advertisements/of/${first}`,
      headers,
    });
    expect(of.statusCode, of.body).toBe(200);
    expect(of.json().data.matches.map((x: { member: { id: number } }) => x.member.id)).not.toContain(second);
  });

  it('are made when a media two records show becomes ready, though it is like no other picture', async () => {
    // records written without a save's check (the demo library's) share one file: the media's
    // readiness is when their pair is found
    const m = await readyMedia(t, { phash: '3c3c3c3c3c3c3c3c' });
    const [one, two] = (await insertAds(t, [
      { name: 'Twice', media_source: m.url },
      { name: 'Twice', media_source: m.url },
    ])) as [number, number];
    expect(await pairOf(t, 'advertisements', one, two)).toBeUndefined();
    await m.ready();
    expect((await pairOf(t, 'advertisements', one, two))?.reasons).toContain('same-post');
  });

  it('are made on restore for a record whose media became ready while it was in the trash', async () => {
    const base = '3c3c5a5a0f0fa5a5';
    const first = await adWith({ phash: base });
    const m = await readyMedia(t, { phash: flipped(base, 2) });
    const [second] = await insertAds(t, [{ name: 'Brand', media_source: m.url }]);
    if (second === undefined) throw new Error('no ad');
    const call = async (method: 'DELETE' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { batch: string } }).data;
    };
    const { batch } = await call('DELETE', `/api/advertisements/${second}`);
    // its media is processed while it is away: nothing in its table to check
    await m.ready();
    expect(await pairOf(t, 'advertisements', first, second)).toBeUndefined();
    await call('POST', '/api/advertisements/trash/restore', { batch });
    // the restore checks it (the duplicates-check job)
    expect(
      await eventually(async () => (await pairOf(t, 'advertisements', first, second)) ?? undefined),
    ).toMatchObject({ state: 'open', reasons: ['near-picture'], distance: 2 });
  });

  it('are removed when a record no longer looks alike', async () => {
    const a = await adWith({ phash: 'abcdabcdabcdabcd' });
    const b = await adWith({ phash: 'abcdabcdabcdabcd' });
    expect((await pairOf(t, 'advertisements', a, b))?.state).toBe('open');
    const other = await readyMedia(t, { phash: '0f0f0f0f0f0f0f0f' });
    await t.db.update(advertisements).set({ media_source: other.url }).where(eq(advertisements.id, b));
    await checkRecord(t.db, 'advertisements', b);
    expect(await pairOf(t, 'advertisements', a, b)).toBeUndefined();
  });
});
