import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import { errorCodes } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../src/db/schema.js';
import { insertAds, validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { validTiktok } from './tiktoks-fixtures.js';

const dataDir = mkdtempSync(join(tmpdir(), 'adlib-bad-input-'));
let t: TestApp;
let headers: Record<string, string>;
let adId: number;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  headers = (await t.signedIn('super')).headers;
  [adId = 0] = await insertAds(t, [{ name: 'Untouched', headline: 'as stored' }]);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const adRow = async () => (await t.db.select().from(advertisements).where(eq(advertisements.id, adId)))[0];
const storedFiles = () =>
  readdirSync(join(dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('text PostgreSQL cannot store', () => {
  it('answers 400 naming the field for NUL and lone surrogates, and stores nothing', async () => {
    const before = await adRow();
    for (const [field, value] of [
      ['name', 'Glow\u0000Labs'],
      ['headline', 'cut emoji \uD83D'],
      ['display_link', '\uDE00'],
      ['analysis', 'a\u0000'],
      ['tags', ['ok', 'b\u0000d']],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/advertisements/${adId}`,
        headers,
        payload: validAd({ [field]: value }),
      });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    }
    const title = await t.app.inject({
      method: 'PUT',
      url: '/api/titles-subtitles/edit/1',
      headers,
      payload: { title: 'ok', subtitle: 'x\u0000' },
    });
    expect(title.json().error.fields).toEqual({ subtitle: expect.any(String) });
    expect(await adRow()).toEqual(before);
  });
});

describe('dates outside the years a field takes', () => {
  const YEAR_MESSAGE = 'Use a year between 1900 and 2999';
  const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers, payload });

  it('answers 400 naming the field for a date and time of year 0, 1899 or 3000, and stores the bounds', async () => {
    for (const created_time of [
      '0000-01-01T00:00:00.000Z',
      '1899-12-31T23:59:59Z',
      '3000-01-01T00:00:00Z',
      '10000-01-01T00:00:00Z',
    ]) {
      const res = await post('/api/tiktoks', validTiktok({ post_id: `y-${created_time}`, created_time }));
      expect({ created_time, status: res.statusCode }).toEqual({ created_time, status: 400 });
      expect(res.json().error.fields).toEqual({ created_time: expect.any(String) });
    }
    for (const [i, created_time] of ['1900-01-01T00:00:00.000Z', '2999-12-31T23:59:59.999Z'].entries()) {
      const res = await post('/api/tiktoks', validTiktok({ post_id: `bound-${i}`, created_time }));
      expect(res.statusCode).toBe(201);
      const read = await t.app.inject({ url: `/api/tiktoks/${res.json().data.id}`, headers });
      expect(read.json().data.created_time).toBe(created_time);
    }
  });

  it('answers 400 with the year message for a month of year 0 or 3000 (TikToks and collections)', async () => {
    const tiktok = await post('/api/tiktoks', validTiktok({ post_id: 'month-0', created_for: '0000-05' }));
    expect(tiktok.json().error.fields).toEqual({ created_for: YEAR_MESSAGE });
    const collection = await post('/api/collections', { title: 'Far', collection_date: '3000-01' });
    expect(collection.json().error.fields).toEqual({ collection_date: YEAR_MESSAGE });
  });

  it('answers 400 for a seen updated_at of year 0 on an update and on a restore', async () => {
    const updated_at = '0000-01-01T00:00:00.000Z';
    const update = await post(`/api/advertisements/${adId}`, validAd({ updated_at }), 'PUT');
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fields).toEqual({ updated_at: YEAR_MESSAGE });
    const restore = await post(`/api/advertisements/${adId}/history/1/restore`, { updated_at });
    expect(restore.statusCode).toBe(400);
    expect(restore.json().error.fields).toEqual({ updated_at: YEAR_MESSAGE });
  });
});

describe('ids and numbers beyond their column', () => {
  it('answers 404 for a path id beyond the id column on PUT, DELETE and the visibility toggle', async () => {
    for (const id of ['2147483648', '99999999999', '9007199254740993']) {
      for (const [method, url, payload] of [
        ['PUT', `/api/advertisements/${id}`, validAd()],
        ['DELETE', `/api/advertisements/${id}`, undefined],
        ['PUT', `/api/advertisements/visibility/${id}`, { visible: true }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json().error.code).toBe('not_found');
      }
    }
  });

  it('answers 400 naming the field for ids in a body beyond the column', async () => {
    const cases = [
      ['/api/advertisements', validAd({ user_id: 2 ** 31 }), 'user_id'],
      ['/api/advertisements', validAd({ collections: [2 ** 31] }), 'collections'],
      ['/api/advertisements/bulk', { ids: [adId, 99999999999], action: 'delete' }, 'ids'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect(await adRow()).toBeDefined();
  });

  it('answers 400 for a page beyond what an offset can reach', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements_admin?page=9007199254740993',
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('page');
  });
});

const B = 'hardeningBoundary';
const part = (name: string, value: string, file = false) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${value}\r\n`;
const PNG_TEXT = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
).toString('latin1');

describe('malformed multipart uploads', () => {
  it('answer 400 or 415 in the envelope, change no ad and leave no file', async () => {
    const before = await adRow();
    const id = String(adId);
    const fields = part('id', id) + part('folder', 'media');
    const cases: [string, string | undefined, string][] = [
      ['no body', `multipart/form-data; boundary=${B}`, ''],
      ['no boundary', 'multipart/form-data', `${fields}--${B}--\r\n`],
      ['boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, fields],
      [
        'missing closing boundary',
        `multipart/form-data; boundary=${B}`,
        fields + part('file', PNG_TEXT, true),
      ],
      [
        'wrong closing boundary',
        `multipart/form-data; boundary=${B}`,
        `${fields + part('file', PNG_TEXT, true)}--other--\r\n`,
      ],
      [
        'garbage between parts',
        `multipart/form-data; boundary=${B}`,
        `${part('id', id)}\u0000garbage\r\n${part('folder', 'media')}--${B}--\r\n`,
      ],
      [
        'id twice',
        `multipart/form-data; boundary=${B}`,
        `${fields}${part('id', '1')}${part('file', PNG_TEXT, true)}--${B}--\r\n`,
      ],
      [
        'id twice, file first',
        `multipart/form-data; boundary=${B}`,
        `${part('file', PNG_TEXT, true)}${fields}${part('id', id)}--${B}--\r\n`,
      ],
      [
        'id beyond the column',
        `multipart/form-data; boundary=${B}`,
        `${part('id', '2147483648')}${part('folder', 'media')}${part('file', PNG_TEXT, true)}--${B}--\r\n`,
      ],
      [
        'id beyond the column, file first',
        `multipart/form-data; boundary=${B}`,
        `${part('file', PNG_TEXT, true)}${part('id', '99999999999')}${part('folder', 'media')}--${B}--\r\n`,
      ],
    ];
    for (const [label, contentType, body] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/advertisements/upload',
        headers: { ...headers, ...(contentType && { 'content-type': contentType }) },
        payload: Buffer.from(body, 'latin1'),
      });
      expect({ label, status: [400, 415].includes(res.statusCode) }).toEqual({ label, status: true });
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: expect.stringMatching(/^(validation_failed|unsupported_media_type)$/) },
      });
      if (label.startsWith('id ')) expect(res.json().error.fields).toHaveProperty('id');
    }
    expect(await adRow()).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });
});

describe("Fastify's own errors", () => {
  it('answer every FST_ERR_* the server can raise in the envelope with a stable code', async () => {
    const names = Object.keys(errorCodes) as (keyof typeof errorCodes)[];
    const { app } = await t.build(
      {},
      {
        extend: (a) => {
          a.get('/api/raise/:name', { config: { role: 'public' } }, async (request) => {
            const Raise = errorCodes[(request.params as { name: keyof typeof errorCodes }).name];
            throw new Raise('a', 'b', 'c');
          });
        },
      },
    );
    for (const name of names) {
      const raised = new errorCodes[name]('a', 'b', 'c');
      const res = await app.inject({ method: 'GET', url: `/api/raise/${name}` });
      const expected =
        raised.statusCode && raised.statusCode >= 400 && raised.statusCode < 500 ? raised.statusCode : 500;
      expect({ name, status: res.statusCode }).toEqual({ name, status: expected });
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['error', 'success']);
      expect(body.success).toBe(false);
      expect(ERROR_CODES).toContain(body.error.code);
      expect(res.body).not.toContain('FST_ERR');
    }
  });
});
