import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.js';
import { advertisements, auditLog } from '../src/db/schema.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startS3Server } from './s3-server.js';

/**
 * The S3 driver against a real S3-compatible server (s3rver, pure JavaScript) started on
 * loopback: what a browser gets from the URL the API hands out, and what the API answers
 * when the bucket refuses or cannot be reached.
 */
const BUCKET = 'ad-media';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** An MP4 opening (ftyp box, brand isom) and 64 KiB of numbered bytes: enough to seek in. */
const MP4 = Buffer.concat([
  Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex'),
  Buffer.from(Array.from({ length: 65536 }, (_, i) => i % 251)),
]);

let s3: Awaited<ReturnType<typeof startS3Server>>;
let endpoint: string;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  endpoint = s3.endpoint;
  t = await createTestApp(s3.env);
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function multipart(fields: [string, string][], file?: { data: Buffer; filename: string }) {
  const boundary = 's3-test-boundary';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          file.data,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(app: TestApp['app'], id: number, data: Buffer, filename = 'upload.bin') {
  const { payload, contentType } = multipart(
    [
      ['id', String(id)],
      ['folder', 'media'],
    ],
    { data, filename },
  );
  return app.inject({
    method: 'POST',
    url: '/api/advertisements/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

async function adRow(id: number) {
  const [row] = await t.db.select().from(advertisements).where(eq(advertisements.id, id));
  return row;
}

/** What the bucket holds under the media folder, as S3's ListObjectsV2 tells it. */
async function bucketKeys() {
  const res = await fetch(`${endpoint}/${BUCKET}?list-type=2&prefix=media/`);
  const xml = await res.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
}

describe('S3 storage against a real S3-compatible server', () => {
  it('stores an upload that its URL serves with the sniffed type, and in byte ranges', async () => {
    const [id] = await insertAds(t, [{ name: 'Video on S3' }]);
    const res = await upload(t.app, id as number, MP4, 'clip.txt');
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/media/[0-9a-f-]{36}\\.mp4$`));
    expect((await adRow(id as number))?.media_source).toBe(url);

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(MP4);

    // what a video player sends when the viewer seeks
    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(MP4.subarray(1000, 2000));
  });

  it('serves an image with its type, whatever the file was called', async () => {
    const [id] = await insertAds(t, [{ name: 'Image on S3' }]);
    const res = await upload(t.app, id as number, PNG, 'photo.gif');
    expect(res.statusCode, res.body).toBe(200);
    const served = await fetch(res.json().data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('deletes: the object is gone from the bucket and its URL answers 404', async () => {
    const [id] = await insertAds(t, [{ name: 'Deleted from S3' }]);
    const { url } = (await upload(t.app, id as number, PNG)).json().data as { url: string };
    const key = url.slice(`${endpoint}/${BUCKET}/`.length);
    expect(await bucketKeys()).toContain(key);
    await t.app.storage.delete(key);
    expect(await bucketKeys()).not.toContain(key);
    expect((await fetch(url)).status).toBe(404);
    // deleting what is not there is not an error
    await expect(t.app.storage.delete(key)).resolves.toBeUndefined();
  });

  it('removes the stored object again when the upload is refused after the file (unknown ad)', async () => {
    const before = await bucketKeys();
    const { payload, contentType } = multipart([]);
    const withFileFirst = Buffer.concat([
      Buffer.from(
        '--s3-test-boundary\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n',
      ),
      PNG,
      Buffer.from(
        '\r\n--s3-test-boundary\r\nContent-Disposition: form-data; name="id"\r\n\r\n999999\r\n' +
          '--s3-test-boundary\r\nContent-Disposition: form-data; name="folder"\r\n\r\nmedia\r\n',
      ),
      payload,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/upload',
      headers: { ...headers, 'content-type': contentType },
      payload: withFileFirst,
    });
    expect(res.statusCode).toBe(404);
    expect(await bucketKeys()).toEqual(before);
  });
});

describe('S3 storage that refuses or cannot be reached', () => {
  async function expectUnavailable(app: TestApp['app']) {
    const [id] = await insertAds(t, [{ name: 'Upload that fails' }]);
    // only this ad's entries: the media jobs earlier uploads queued write their own (system)
    // history entries for those ads whenever they finish
    const auditOfAd = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entity_id, String(id)))
      ).length;
    const auditBefore = await auditOfAd();
    const res = await upload(app, id as number, PNG);
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'storage_unavailable', message: 'The media storage is not available; try again later' },
    });
    // nothing recorded: the ad keeps no media, the audit log has no upload
    expect((await adRow(id as number))?.media_source ?? null).toBeNull();
    expect(await auditOfAd()).toBe(auditBefore);
  }

  it('answers 502 storage_unavailable when the bucket refuses the credentials', async () => {
    // s3rver checks the key id (it does not recompute SigV4 signatures: the stand-in test in
    // advertisements-upload-s3 pins the signing)
    const { app } = await t.build({ S3_ACCESS_KEY_ID: 'UNKNOWNKEY' });
    const before = await bucketKeys();
    await expectUnavailable(app);
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers 502 storage_unavailable when the bucket does not exist', async () => {
    const { app } = await t.build({ S3_BUCKET: 'no-such-bucket' });
    await expectUnavailable(app);
  });

  it('answers 502 storage_unavailable when nothing listens at the endpoint', async () => {
    // nothing listens there: connecting is refused
    const { app } = await t.build({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    await expectUnavailable(app);
  });
});
