import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
const idOf: Record<string, number> = {};

// One ad per searched field, each with a token found nowhere else.
const FIELDS = {
  name: { name: 'ZanzibarCoffee Roasters' },
  headline: { name: 'h', headline: 'The QUOKKAFLUFF edition' },
  primary_text: { name: 'p', primary_text: 'Try Marzipantastic today' },
  description: { name: 'd', description: 'Handmade in Oslo. Flamingoshoes for all.' },
  analysis: { name: 'a', analysis: 'Hook: the Tortellinix reveal at 0:02' },
  tags: { name: 't', tags: ['Blue', 'PangolinPower'] },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  const entries = Object.entries(FIELDS);
  const ids = await insertAds(
    t,
    entries.map(([, row]) => ({ ...row, tags: 'tags' in row ? [...row.tags] : [] })),
  );
  entries.forEach(([field], i) => {
    idOf[field] = ids[i] as number;
  });
  const [pct, under, dup1, dup2] = await insertAds(t, [
    { name: 'Sale 50% off everything' },
    { name: 'snake_case brand' },
    { name: 'Shared Word one', visible: true },
    { name: 'shared word two', visible: false },
  ]);
  Object.assign(idOf, { pct, under, dup1, dup2 });
});
afterAll(() => t.close());

async function search(q: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/advertisements_admin?search=${encodeURIComponent(q)}${extra}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { total: number; results: { id: number }[] };
  return { total: data.total, ids: data.results.map((r) => r.id) };
}

describe('GET /api/advertisements_admin?search=', () => {
  const cases: [keyof typeof FIELDS, string[]][] = [
    ['name', ['zanzibarcoffee', 'ZANZIBAR', 'barCoff', 'coffee roast']],
    ['headline', ['quokkafluff', 'QuokkaFluff', 'kkaflu']],
    ['primary_text', ['marzipantastic', 'MARZIPAN', 'pantast']],
    ['description', ['flamingoshoes', 'FlamingoShoes', 'ngosho']],
    ['analysis', ['tortellinix', 'TORTELLINIX', 'tellin']],
    ['tags', ['pangolinpower', 'PANGOLIN', 'golinpo']],
  ];
  for (const [field, queries] of cases) {
    for (const q of queries) {
      it(`finds the ad by its ${field} with "${q}" (any case, any substring)`, async () => {
        expect(await search(q)).toEqual({ total: 1, ids: [idOf[field]] });
      });
    }
  }

  it('matches across the whole phrase, and trims the keyword', async () => {
    expect((await search('  shared word  ')).ids).toEqual([idOf.dup2, idOf.dup1]);
  });

  it('combines search with the other filters', async () => {
    expect((await search('shared word', '&visible=true')).ids).toEqual([idOf.dup1]);
    expect((await search('shared word', '&visible=false')).ids).toEqual([idOf.dup2]);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    expect((await search('50%')).ids).toEqual([idOf.pct]);
    expect((await search('e_c')).ids).toEqual([idOf.under]);
    expect((await search('%')).ids).toEqual([idOf.pct]);
    expect((await search('_')).ids).toEqual([idOf.under]);
    expect((await search('0 o')).ids).toEqual([]);
  });

  it('finds nothing for a word no ad has', async () => {
    expect(await search('xylophonequartz')).toEqual({ total: 0, ids: [] });
  });

  it('refuses a keyword over 200 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/advertisements_admin?search=${'a'.repeat(201)}`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('search');
  });
});
