import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, media } from '../src/db/schema.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/** A stand-in S3 endpoint on loopback: records each request, stores PUT bodies. */
interface S3Call {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let s3: Server;
const calls: S3Call[] = [];
const objects = new Map<string, Buffer>();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  s3 = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method === 'PUT') objects.set(req.url ?? '', body);
      if (req.method === 'DELETE') objects.delete(req.url ?? '');
      res.statusCode = req.method === 'DELETE' ? 204 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  const { port } = s3.address() as AddressInfo;
  t = await createTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'ad-media',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.example.com/',
  });
  headers = (await t.signedIn('admin')).headers;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => s3.close(resolve));
});

function upload(id: string, data: Buffer) {
  const boundary = 'b0undary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nmedia\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/advertisements/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('POST /api/advertisements/upload with S3 storage', () => {
  it('PUTs the file into the bucket, signed, and points media_source at the public URL', async () => {
    const [id] = await insertAds(t, [{ name: 'S3 ad' }]);
    const res = await upload(String(id), PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^https:\/\/cdn\.example\.com\/media\/[0-9a-f-]{36}\.png$/);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/ad-media/${url.replace('https://cdn.example.com/', '')}`);
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
    expect(put?.body).toEqual(PNG);
    const [row] = await t.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.id, id as number));
    expect(row?.media_source).toBe(url);
  });

  /** An earlier upload's media job reads the bucket too: counted calls wait until it is done. */
  async function mediaJobsDone() {
    const busy = () =>
      t.db
        .select()
        .from(media)
        .where(inArray(media.state, ['queued', 'processing']));
    for (let i = 0; i < 200 && (await busy()).length; i++) await new Promise((done) => setTimeout(done, 50));
  }

  it('sends nothing to the bucket for a refused file', async () => {
    const [id] = await insertAds(t, [{ name: 'S3 refused' }]);
    await mediaJobsDone();
    const before = calls.length;
    const res = await upload(String(id), Buffer.from('not an image at all, just text'));
    expect(res.statusCode).toBe(415);
    expect(calls.length).toBe(before);
  });

  it('deletes the object again when the ad is unknown (fields after the file)', async () => {
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n999999\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nmedia\r\n--${boundary}--\r\n`,
      ),
    ]);
    await mediaJobsDone();
    const objectsBefore = objects.size;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/upload',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(404);
    expect(calls.at(-1)?.method).toBe('DELETE');
    expect(objects.size).toBe(objectsBefore);
  });

  it('serves nothing under /media itself (the bucket serves the files)', async () => {
    for (const url of ['/media', '/media/media/x.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
