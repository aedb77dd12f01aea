import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { type FilePart, isoMedia, MOV, MP4, multipart, PLAYABLE_MP4, PNG, WEBM } from './media-fixtures.js';
import { insertTiktoks } from './tiktoks-fixtures.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-tiktok-upload-'));
  // 1 MB cap, so that "oversize" is a small buffer
  t = await createTestApp({ DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' });
  headers = (await t.signedIn('super')).headers;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const file = (data: Buffer, filename: string, contentType: string): FilePart => ({
  data,
  filename,
  contentType,
});
const upload = (id: number, f: FilePart, folder = 'tiktok_media') => {
  const { payload, contentType } = multipart([
    ['id', String(id)],
    ['folder', folder],
    ['file', f],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/tiktoks/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
};
const storedVideos = () => {
  try {
    return readdirSync(join(dataDir, 'media', 'tiktok_media'));
  } catch {
    return [];
  }
};
const newPost = async (post_id: string) =>
  (
    await insertTiktoks(t, [{ username: 'up', post_id, download_link: 'https://old.example.com/v.mp4' }])
  )[0] as number;
const downloadLink = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/tiktoks/${id}`, headers })).json().data.download_link;

describe('POST /api/tiktoks/upload', () => {
  it('stores an MP4 in tiktok_media, sets download_link to the served URL, which serves ranges', async () => {
    const id = await newPost('u-1');
    const res = await upload(id, file(MP4, 'clip.mp4', 'video/mp4'));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/\/media\/tiktok_media\/[\w-]+\.mp4$/);
    expect(await downloadLink(id)).toBe(url);
    const part = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(MP4.subarray(0, 8));
    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/audit-log?entity=tiktok&entity_id=${id}`, headers })
    ).json().data.records;
    expect(audit[0].action).toBe('upload');
  });

  it('takes a playable H.264 clip as it is, and serves it back byte for byte', async () => {
    const id = await newPost('u-real');
    const res = await upload(id, file(PLAYABLE_MP4, 'real.mp4', 'video/mp4'));
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: new URL(res.json().data.url).pathname });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(PLAYABLE_MP4)).toBe(true);
  });

  it('takes WebM and MOV too, by their bytes', async () => {
    const id = await newPost('u-2');
    expect((await upload(id, file(WEBM, 'clip.webm', 'video/webm'))).statusCode).toBe(200);
    expect(await downloadLink(id)).toMatch(/\.webm$/);
    // named and typed as something else: the bytes decide
    const mov = await upload(id, file(MOV, 'clip.bin', 'application/octet-stream'));
    expect(mov.statusCode, mov.body).toBe(200);
    expect(await downloadLink(id)).toMatch(/\.mov$/);
  });

  it('refuses a PNG (video only), an oversize file and the wrong folder, changing nothing', async () => {
    const id = await newPost('u-3');
    const before = storedVideos().length;
    const png = await upload(id, file(PNG, 'clip.mp4', 'video/mp4'));
    expect(png.statusCode).toBe(415);
    expect(png.json().error.fields).toEqual({ file: 'Not an MP4, MOV or WebM video' });
    // an MP4 container holding audio only is not a video
    const m4a = await upload(id, file(isoMedia('M4A ', ['M4A ', 'mp42', 'isom']), 'song.mp4', 'video/mp4'));
    expect(m4a.statusCode).toBe(415);
    const big = Buffer.concat([MP4, Buffer.alloc(1024 * 1024 + 10)]);
    const oversize = await upload(id, file(big, 'big.mp4', 'video/mp4'));
    expect(oversize.statusCode).toBe(413);
    const folder = await upload(id, file(MP4, 'clip.mp4', 'video/mp4'), 'media');
    expect(folder.statusCode).toBe(400);
    expect(folder.json().error.fields).toEqual({ folder: "Use 'tiktok_media'" });
    expect(await downloadLink(id)).toBe('https://old.example.com/v.mp4');
    expect(storedVideos()).toHaveLength(before);
  });

  it('answers 404 for a post that does not exist', async () => {
    expect((await upload(999999, file(MP4, 'clip.mp4', 'video/mp4'))).statusCode).toBe(404);
  });
});
