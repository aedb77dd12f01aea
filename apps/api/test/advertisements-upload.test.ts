import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, auditLog } from '../src/db/schema.js';
import { sniffMediaType } from '../src/storage/sniff.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { type FilePart, file, isoMedia, MOV, MP4, multipart, PNG, WEBM } from './media-fixtures.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-upload-'));
  // A stand-in SPA build, so that a /media URL falling through to it would show.
  const spa = join(dataDir, 'spa');
  mkdirSync(spa);
  writeFileSync(join(spa, 'index.html'), '<!doctype html><html><body>SPA</body></html>');
  t = await createTestApp({ DATA_DIR: dataDir, ADMIN_DIST_DIR: spa });
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Uploaded files; not the media jobs' derivatives (derived/), which they write meanwhile. */
function storedFiles(dir = dataDir) {
  const root = join(dir, 'media');
  return (readdirSync(root, { recursive: true }) as string[]).filter(
    (f) => !f.startsWith('derived') && statSync(join(root, f)).isFile(),
  );
}

function upload(app: TestApp, parts: [string, string | FilePart][], auth = headers) {
  const { payload, contentType } = multipart(parts);
  return app.app.inject({
    method: 'POST',
    url: '/api/advertisements/upload',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

async function adRow(app: TestApp, id: number) {
  const [row] = await app.db.select().from(advertisements).where(eq(advertisements.id, id));
  if (!row) throw new Error('ad gone');
  return row;
}

const newAd = async (app: TestApp = t) =>
  (
    await insertAds(app, [{ name: 'Uploadable', media_source: 'https://old.example.com/a.png' }])
  )[0] as number;

describe('POST /api/advertisements/upload', () => {
  it('stores a real PNG under a generated key, sets media_source, audits, answers the URL', async () => {
    const id = await newAd();
    const res = await upload(t, [
      ['id', String(id)],
      ['folder', 'media'],
      ['file', file(PNG, '../../evil name.png', 'image/png')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^http:\/\/localhost:8080\/media\/media\/[0-9a-f-]{36}\.png$/);
    expect((await adRow(t, id)).media_source).toBe(url);
    const key = url.replace('http://localhost:8080/media/', '');
    expect(readFileSync(join(dataDir, 'media', key))).toEqual(PNG);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.entity_id, String(id))));
    expect(entry).toMatchObject({
      action: 'upload',
      changes: { media_source: { before: 'https://old.example.com/a.png', after: url } },
    });

    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('stores a minimal real MP4 (ftyp box) and serves it with HTTP ranges for seeking', async () => {
    const id = await newAd();
    const res = await upload(t, [
      ['id', String(id)],
      ['folder', 'media'],
      ['file', file(MP4, 'clip.mp4', 'video/mp4')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/\.mp4$/);
    expect((await adRow(t, id)).media_source).toBe(url);

    const path = new URL(url).pathname;
    const whole = await t.app.inject({ method: 'GET', url: path });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(MP4.subarray(-10));
  });

  it('names the file by its sniffed type, whatever the client claims (mov, webm)', async () => {
    for (const [data, ext] of [
      [MOV, 'mov'],
      [WEBM, 'webm'],
    ] as const) {
      const id = await newAd();
      const res = await upload(t, [
        ['id', String(id)],
        ['folder', 'media'],
        ['file', file(data, 'video.png', 'image/png')],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('accepts fields sent after the file', async () => {
    const id = await newAd();
    const res = await upload(t, [
      ['file', file(PNG)],
      ['id', String(id)],
      ['folder', 'media'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await adRow(t, id)).media_source).toBe(res.json().data.url);
  });

  describe('a refused upload changes nothing', () => {
    async function expectUnchanged(id: number, run: () => Promise<{ statusCode: number; body: string }>) {
      const before = await adRow(t, id);
      const files = storedFiles();
      const res = await run();
      expect(await adRow(t, id)).toEqual(before);
      expect(storedFiles()).toEqual(files);
      return { status: res.statusCode, error: JSON.parse(res.body).error };
    }

    it('refuses a text file named .png with 415', async () => {
      const id = await newAd();
      const { status, error } = await expectUnchanged(id, () =>
        upload(t, [
          ['id', String(id)],
          ['folder', 'media'],
          ['file', file(Buffer.from('just some text, not an image\n'.repeat(10)), 'photo.png', 'image/png')],
        ]),
      );
      expect(status).toBe(415);
      expect(error.code).toBe('unsupported_media_type');
    });

    it('refuses an empty file, an AVIF image and a Matroska video with 415', async () => {
      const id = await newAd();
      for (const data of [
        Buffer.alloc(0),
        isoMedia('avif', ['avif', 'mif1', 'miaf']),
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska'), Buffer.alloc(60)]),
      ]) {
        const { status } = await expectUnchanged(id, () =>
          upload(t, [
            ['id', String(id)],
            ['folder', 'media'],
            ['file', file(data)],
          ]),
        );
        expect(status).toBe(415);
      }
    });

    it('answers 404 for an unknown ad, 400 for a bad folder, id or a missing file', async () => {
      const id = await newAd();
      const cases: [[string, string | FilePart][], number, string | null][] = [
        [
          [
            ['id', '999999'],
            ['folder', 'media'],
            ['file', file(PNG)],
          ],
          404,
          null,
        ],
        [
          [
            ['id', String(id)],
            ['folder', 'tiktok_media'],
            ['file', file(PNG)],
          ],
          400,
          'folder',
        ],
        [
          [
            ['id', String(id)],
            ['folder', '../etc'],
            ['file', file(PNG)],
          ],
          400,
          'folder',
        ],
        [
          [
            ['id', 'abc'],
            ['folder', 'media'],
            ['file', file(PNG)],
          ],
          400,
          'id',
        ],
        [
          [
            ['folder', 'media'],
            ['file', file(PNG)],
          ],
          400,
          'id',
        ],
        [
          [
            ['id', String(id)],
            ['folder', 'media'],
          ],
          400,
          'file',
        ],
        // fields after the file: the file is stored first, then removed
        [
          [
            ['file', file(PNG)],
            ['id', '999999'],
            ['folder', 'media'],
          ],
          404,
          null,
        ],
        [
          [
            ['file', file(PNG)],
            ['id', String(id)],
            ['folder', 'nope'],
          ],
          400,
          'folder',
        ],
      ];
      for (const [parts, status, field] of cases) {
        const result = await expectUnchanged(id, () => upload(t, parts));
        expect(result.status, JSON.stringify(parts.map(([n]) => n))).toBe(status);
        if (field) expect(result.error.fields).toHaveProperty(field);
      }
    });

    it('refuses a body that is not multipart with 415', async () => {
      const id = await newAd();
      const { status, error } = await expectUnchanged(id, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/advertisements/upload',
          headers,
          payload: { id, folder: 'media' },
        }),
      );
      expect(status).toBe(415);
      expect(error.code).toBe('unsupported_media_type');
    });

    it('refuses a file over MAX_UPLOAD_MB with 413 and keeps nothing', async () => {
      const smallDir = mkdtempSync(join(tmpdir(), 'adlib-upload-small-'));
      const small = await createTestApp({ DATA_DIR: smallDir, MAX_UPLOAD_MB: '0.01' });
      try {
        const auth = (await small.signedIn('admin')).headers;
        const id = await newAd(small);
        const before = await adRow(small, id);
        const big = Buffer.concat([PNG, Buffer.alloc(20_000)]);
        const res = await upload(
          small,
          [
            ['id', String(id)],
            ['folder', 'media'],
            ['file', file(big, 'big.png', 'image/png')],
          ],
          auth,
        );
        expect(res.statusCode).toBe(413);
        expect(res.json().error.code).toBe('payload_too_large');
        expect(await adRow(small, id)).toEqual(before);
        expect(storedFiles(smallDir)).toEqual([]);
        // just under the limit is fine
        const fits = await upload(
          small,
          [
            ['id', String(id)],
            ['folder', 'media'],
            ['file', file(Buffer.concat([PNG, Buffer.alloc(9_000)]))],
          ],
          auth,
        );
        expect(fits.statusCode, fits.body).toBe(200);
      } finally {
        await small.close();
        rmSync(smallDir, { recursive: true, force: true });
      }
    });
  });

  it('accepts files larger than the 1 MB JSON body limit', async () => {
    const id = await newAd();
    const res = await upload(t, [
      ['id', String(id)],
      ['folder', 'media'],
      ['file', file(Buffer.concat([MP4, Buffer.alloc(3 * 1024 * 1024)]))],
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs an admin or super session', async () => {
    const id = await newAd();
    const parts: [string, string | FilePart][] = [
      ['id', String(id)],
      ['folder', 'media'],
      ['file', file(PNG)],
    ];
    expect((await upload(t, parts, {})).statusCode).toBe(401);
    expect((await upload(t, parts, (await t.signedIn('monthly')).headers)).statusCode).toBe(403);
    expect((await upload(t, parts, (await t.signedIn('super')).headers)).statusCode).toBe(200);
  });
});

describe('GET /media/*', () => {
  it('answers 404 (403 for the folder itself) for what is not a stored file, never the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/advertisements/new' })).body).toContain('SPA');
    for (const url of [
      '/media',
      '/media/',
      '/media/media/',
      '/media/media/nothing.png',
      '/media/..%2fsecret.txt',
      '/media/%2e%2e%2fsecret.txt',
      '/media/media/..%2f..%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('SPA');
    }
  });

  it('never serves a file outside the media folder', async () => {
    writeFileSync(join(dataDir, 'secret.txt'), 'SECRET');
    for (const url of [
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/..\\secret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('SECRET');
    }
  });
});

describe('sniffMediaType', () => {
  it('recognises each accepted type by its bytes', () => {
    expect(sniffMediaType(PNG)?.mime).toBe('image/png');
    expect(sniffMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.mime).toBe('image/jpeg');
    expect(sniffMediaType(Buffer.from('GIF89a\x01\x00', 'latin1'))?.mime).toBe('image/gif');
    expect(sniffMediaType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))?.mime).toBe('image/webp');
    expect(sniffMediaType(MP4)).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(sniffMediaType(isoMedia('XYZW', ['mp42']))).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(sniffMediaType(MOV)).toEqual({ mime: 'video/quicktime', ext: 'mov' });
    expect(sniffMediaType(WEBM)).toEqual({ mime: 'video/webm', ext: 'webm' });
  });

  it('refuses everything else', () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
      isoMedia('M4A ', ['M4A ', 'mp42']),
      isoMedia('heic', ['mif1', 'heic']),
      Buffer.from([0x89, 0x50, 0x4e]),
    ]) {
      expect(sniffMediaType(bytes)).toBeNull();
    }
  });
});
