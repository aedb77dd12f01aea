import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAds, insertCollection, linkAd, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
let ids: number[];
let collection: number;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('admin')).headers;
  ids = await insertAds(t, [
    {
      name: 'Quote "Co", Ltd',
      visible: true,
      primary_text: 'Line one\nline two',
      tags: ['a', 'b'],
      type: ['UGC', 'Humor'],
      industry: 'Fashion',
      created_at: new Date('2024-03-01T10:00:00.000Z'),
    },
    { name: 'Plain', visible: false, industry: 'Fashion' },
    { name: '=HYPERLINK("http://evil")', visible: true, industry: 'Tech' },
  ]);
  // enough rows to cross several export batches
  await insertAds(
    t,
    Array.from({ length: 2100 }, (_, i) => ({
      name: `bulk${String(i).padStart(4, '0')}`,
      visible: i % 2 === 0,
    })),
  );
  collection = await insertCollection(t, 'Exported');
  await linkAd(t, ids[0] as number, collection);
});
afterAll(() => t.close());

/** A small RFC 4180 parser, to read the export as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const exportCsv = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/advertisements/export.csv${query}`, headers });

describe('GET /api/advertisements/export.csv', () => {
  it('answers a CSV attachment with a header row and properly quoted cells', async () => {
    const res = await exportCsv('?industry=Fashion');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="advertisements-.*\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.slice(0, 3)).toEqual(['id', 'user_id', 'name']);
    expect(header).toContain('collections');
    expect(header).not.toContain('search_text');
    expect(rows).toHaveLength(2);
    const col = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    // default order: newest id first
    expect(rows.map((r) => col(r, 'id'))).toEqual([String(ids[1]), String(ids[0])]);
    const quoted = rows[1];
    expect(col(quoted, 'name')).toBe('Quote "Co", Ltd');
    expect(col(quoted, 'primary_text')).toBe('Line one\nline two');
    expect(col(quoted, 'tags')).toBe('a; b');
    expect(col(quoted, 'type')).toBe('UGC; Humor');
    expect(col(quoted, 'visible')).toBe('true');
    expect(col(quoted, 'collections')).toBe(String(collection));
    expect(col(quoted, 'created_at')).toBe('2024-03-01T10:00:00.000Z');
    expect(res.body).toContain('"Quote ""Co"", Ltd"');
  });

  it('applies every list filter and order', async () => {
    const res = await exportCsv('?visible=true&industry=Fashion');
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows.map((r) => r[0])).toEqual([String(ids[0])]);
    const byName = parseCsv((await exportCsv('?order_by=name&search=bulk000')).body.slice(1)).slice(1);
    expect(byName.map((r) => r[2])).toEqual(Array.from({ length: 10 }, (_, i) => `bulk000${i}`));
  });

  it('keeps a formula-looking cell as text (CSV injection)', async () => {
    const rows = parseCsv((await exportCsv('?industry=Tech')).body.slice(1)).slice(1);
    expect(rows[0]?.[2]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('streams every matching row across batches, once each, in order', async () => {
    const rows = parseCsv((await exportCsv()).body.slice(1)).slice(1);
    expect(rows).toHaveLength(2103);
    const exported = rows.map((r) => Number(r[0]));
    expect(new Set(exported).size).toBe(2103);
    expect(exported).toEqual([...exported].sort((a, b) => b - a));
    const visible = parseCsv((await exportCsv('?visible=false&order_by=created_at')).body.slice(1)).slice(1);
    expect(visible).toHaveLength(1051);
  });

  it('refuses invalid filters with 400', async () => {
    const res = await exportCsv('?order_by=price');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('order_by');
  });
});

describe('formula-looking cells of every type', () => {
  const FORMULA = '=HYPERLINK("http://evil")';
  let adId: number;
  let before: unknown;
  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd({
        name: "'=already quoted",
        industry: 'Pets',
        subindustry: null,
        tags: [FORMULA, 'ok'],
        analysis: '-2+3',
        headline: '-5',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    adId = created.json().data.id;
    before = (await t.app.inject({ url: `/api/advertisements/${adId}`, headers })).json().data;
  });

  it('guards a list cell and keeps a plain number a number', async () => {
    const [header = [], row = []] = parseCsv((await exportCsv('?industry=Pets')).body.slice(1));
    const col = (name: string) => row[header.indexOf(name)];
    expect(col('tags')).toBe(`'${FORMULA}; ok`);
    expect(col('analysis')).toBe("'-2+3");
    expect(col('name')).toBe("''=already quoted");
    expect(col('headline')).toBe('-5');
  });

  it('imports its own export back unchanged', async () => {
    const csv = (await exportCsv('?industry=Pets')).body;
    const res = await postImport(t, '/api/advertisements/import', headers, csv);
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1, error_count: 0 });
    expect((await t.app.inject({ url: `/api/advertisements/${adId}`, headers })).json().data).toEqual(before);
  });
});
