import { ALL_SUBINDUSTRIES } from '@adlib/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
let collection: number;
const URL = '/api/advertisements/import';
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  collection = await insertCollection(t, 'Round trip');
});
afterAll(() => t.close());

const create = async (over: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/advertisements',
    headers,
    payload: validAd(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const getAd = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/advertisements/${id}`, headers })).json().data;
const exportCsv = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/advertisements/export.csv${query}`, headers })).body;
const imported = async (text: string, options: Parameters<typeof postImport>[4] = {}) => {
  const res = await postImport(t, URL, headers, text, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('POST /api/advertisements/import', () => {
  it('reads back its own export unchanged, then updates by id from an edited copy', async () => {
    const ids = [
      await create({
        name: 'Quote "Co", Ltd',
        primary_text: 'Line one\nline two',
        collections: [collection],
      }),
      await create({ name: '=HYPERLINK("http://x")', tags: ['a, b', 'c'], type: [], seasonal: null }),
      await create({ name: ' Plain', logo: null, gender: [], objective: [], analysis: '-dash first' }),
    ];
    const before = await Promise.all(ids.map(getAd));
    const csv = await exportCsv();
    const again = await imported(csv);
    expect(again).toMatchObject({
      outcome: 'imported',
      inserted: 0,
      updated: 0,
      unchanged: 3,
      error_count: 0,
    });
    expect(again.unknown_columns).toEqual([]);
    expect(await Promise.all(ids.map(getAd))).toEqual(before);

    const edited = csv.replace('Line one', 'Line 1');
    const update = await imported(edited);
    expect(update).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
    expect((await getAd(ids[0] as number)).primary_text).toBe('Line 1\nline two');
  });

  it('validates fixed lists and dependent rules as the form does, with the line of each row', async () => {
    const subOfOther = ALL_SUBINDUSTRIES.find((s) => s) as string;
    const csv =
      'name,industry,subindustry,type,seasonal,call_to_action,collections\n' +
      `Good,Tech,,,,Shop Now,${collection}\n` +
      `BadSub,Tech,${subOfOther},,,,\n` +
      'BadSeason,,,UGC,Summer,,\n' +
      'BadCta,,,,,Click me,\n' +
      'BadCollection,,,,,,99999\n';
    const data = await imported(csv, { dry_run: true });
    expect(data.outcome).toBe('dry_run');
    expect(data.inserted).toBe(1);
    expect(data.errors).toEqual([
      { line: 3, field: 'subindustry', message: expect.any(String) },
      { line: 4, field: 'seasonal', message: "Seasonal needs the type 'Seasonal'" },
      { line: 5, field: 'call_to_action', message: expect.any(String) },
      { line: 6, field: 'collections', message: 'Unknown collections: 99999' },
    ]);
  });

  it('inserts rows without an id, and an id no ad has, under fresh ids from the sequence', async () => {
    const before = await create({ name: 'Before import' });
    const data = await imported('id,name,visible\n,New One,true\n900000,Made up,false\n');
    expect(data).toMatchObject({ inserted: 2, updated: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/advertisements/900000', headers })).statusCode,
    ).toBe(404);
    const next = await create({ name: 'After import' });
    expect(next).toBe(before + 3);
  });

  it('an id at the end of the range takes a fresh id: later ads are still created', async () => {
    const data = await imported('id,name\n2147483647,Largest id\n');
    expect(data).toMatchObject({ outcome: 'imported', inserted: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/advertisements/2147483647', headers })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('after Delete forever, an import never gives the deleted id to a new ad, nor its History', async () => {
    const gone = await create({ name: 'Deleted forever' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/advertisements/${gone}`,
      headers,
      payload: validAd({ name: 'Edited' }),
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/advertisements/${gone}`, headers })).statusCode,
    ).toBeLessThan(300);
    const trash = (await t.app.inject({ method: 'GET', url: '/api/advertisements/trash', headers })).json()
      .data.items as { id: number; record_id: number }[];
    const entry = trash.find((e) => e.record_id === gone);
    const forever = await t.app.inject({
      method: 'DELETE',
      url: `/api/advertisements/trash/${entry?.id}`,
      headers,
    });
    expect(forever.statusCode, forever.body).toBeLessThan(300);

    // the file names the deleted ad's id, and has a row without one
    expect(await imported(`id,name\n${gone},Back again\n,Newcomer\n`)).toMatchObject({ inserted: 2 });
    const newest = await create({ name: 'Created after' });
    expect(newest).toBe(gone + 3);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/advertisements/${gone}`, headers })).statusCode,
    ).toBe(404);
    for (const id of [gone + 1, gone + 2]) {
      const history = (
        await t.app.inject({ method: 'GET', url: `/api/advertisements/${id}/history`, headers })
      ).json().data.versions as { kind: string }[];
      expect(history.map((v) => v.kind)).toEqual(['import']);
    }
  });

  it('is for admin and super users; no token 401', async () => {
    const su = await t.signedIn('super');
    expect((await postImport(t, URL, su.headers, 'name\nBySuper\n')).json().data.inserted).toBe(1);
    expect((await postImport(t, URL, {}, 'name\nx\n')).statusCode).toBe(401);
  });
});
