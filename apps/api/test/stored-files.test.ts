import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/db/schema.js';
import { validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { MP4, multipart, PNG } from './media-fixtures.js';
import { startS3Server } from './s3-server.js';
import { validTiktok } from './tiktoks-fixtures.js';

/**
 * Issue 31 §3, decision 020: stored files belong to what refers to them. A file stays while a
 * record or a trashed record refers to it (whichever area, however its URL got there); one
 * nothing refers to goes after the retention, or at the next sweep once its last record was
 * deleted for good; a file no upload route stored is never removed. On disk and on S3.
 */
const DAY = 24 * 3600 * 1000;
const BUCKET = 'stored-files';

interface Storage {
  env: Record<string, string>;
  close: () => Promise<void>;
}
async function localDisk(): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adlib-stored-files-'));
  return { env: { DATA_DIR: dataDir }, close: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
const s3Server = (): Promise<Storage> => startS3Server(BUCKET);

describe.each([
  { kind: 'local disk', storage: localDisk },
  { kind: 'S3 (s3rver)', storage: s3Server },
])('stored files on $kind', ({ storage: makeStorage }) => {
  let storage: Storage;
  let t: TestApp;
  let superHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    storage = await makeStorage();
    t = await createTestApp(storage.env);
    superHeaders = (await t.signedIn('super')).headers;
    adminHeaders = (await t.signedIn('admin')).headers;
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  async function ok(method: Method, url: string, payload?: object, headers = superHeaders) {
    const res = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  }
  function postForm(url: string, parts: Parameters<typeof multipart>[0]) {
    const form = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...superHeaders, 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  async function upload(url: string, folder: string, id: number, data: Buffer, filename: string) {
    const res = await postForm(url, [
      ['id', String(id)],
      ['folder', folder],
      ['file', { filename, contentType: 'application/octet-stream', data }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  }
  async function deleteTiktokForever(id: number) {
    const { batch } = await ok('DELETE', `/api/tiktoks/${id}`);
    const trashed = (await ok('GET', '/api/tiktoks/trash')).items as { id: number; batch: string }[];
    const entry = trashed.find((e) => e.batch === batch);
    expect(await ok('DELETE', `/api/tiktoks/trash/${entry?.id}`)).toEqual({ id: entry?.id });
  }
  const newTiktok = async () =>
    (await ok('POST', '/api/tiktoks', validTiktok({ post_id: `sf${randomUUID().slice(0, 12)}` })))
      .id as number;
  const tiktokVideo = (id: number) => upload('/api/tiktoks/upload', 'tiktok_media', id, MP4, 'clip.mp4');
  /** What a browser gets from the URL: the app serves local files, the bucket its objects. */
  async function served(url: string) {
    if (t.app.storage.kind === 's3') return (await fetch(url)).status;
    return (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
  }
  const sweep = (at = new Date()) => t.app.storedFiles.sweep(at);
  const later = (days: number) => new Date(Date.now() + days * DAY);

  it("the issue's attack: an admin puts a TikTok's video in an ad's logo, deletes the ad forever; the video stays", async () => {
    const tiktok = await newTiktok();
    const video = await tiktokVideo(tiktok);
    const ad = await ok('POST', '/api/advertisements', validAd({ logo: video }), adminHeaders);
    await ok('DELETE', `/api/advertisements/${ad.id}`, undefined, adminHeaders);
    const [entry] = (await ok('GET', '/api/advertisements/trash', undefined, adminHeaders)).items.filter(
      (e: { record_id: number }) => e.record_id === ad.id,
    );
    expect(await ok('DELETE', `/api/advertisements/trash/${entry.id}`, undefined, adminHeaders)).toEqual({
      id: entry.id,
    });
    await sweep();
    await sweep(later(40));
    expect(await served(video)).toBe(200);
    expect((await ok('GET', `/api/tiktoks/${tiktok}`)).download_link).toBe(video);

    // the TikTok itself deleted for good: now nothing refers to the video, and it goes
    await deleteTiktokForever(tiktok);
    await sweep();
    expect(await served(video)).toBe(404);
  });

  it("a stored file's URL typed elsewhere, even altered, keeps it when its own record is deleted for good", async () => {
    const tiktok = await newTiktok();
    const video = await tiktokVideo(tiktok);
    const typed = `${video.replace(/^https?:\/\/[^/]+/, 'https://copy.example.com')}?v=2`;
    const ad = await ok('POST', '/api/advertisements', validAd({ media_source: typed }), adminHeaders);
    await deleteTiktokForever(tiktok);
    await sweep();
    await sweep(later(40));
    expect(await served(video)).toBe(200);
    expect((await ok('GET', `/api/advertisements/${ad.id}`, undefined, adminHeaders)).media_source).toBe(
      typed,
    );
  });

  it('a replaced upload is removed once the retention has passed; the new one stays', async () => {
    const tiktok = await newTiktok();
    const first = await tiktokVideo(tiktok);
    const second = await tiktokVideo(tiktok);
    await sweep();
    // within the retention the replaced file is kept: History can still bring it back
    expect(await served(first)).toBe(200);
    await sweep(later(31));
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
  });

  it("a creator's replaced video slot and profile picture go too; what the record holds stays", async () => {
    const creator = (await ok('POST', '/api/ugc-creators', { name: `C ${randomUUID()}`, videos: [] }))
      .id as number;
    const slots = (data: Buffer) =>
      postForm('/api/ugc-creators/upload', [
        ['id', String(creator)],
        ['folder', 'ugc_creators'],
        ['1', { filename: 'a.mp4', contentType: 'video/mp4', data }],
      ]);
    const firstVideo = (await slots(MP4)).json().data.values[0] as string;
    const secondVideo = (await slots(MP4)).json().data.values[0] as string;
    const picture = () => upload('/api/ugc-creators/upload_profile', 'ugc_creators', creator, PNG, 'me.png');
    const [firstPicture, secondPicture] = [await picture(), await picture()];
    await sweep();
    await sweep(later(31));
    expect(await served(firstVideo)).toBe(404);
    expect(await served(firstPicture)).toBe(404);
    expect(await served(secondVideo)).toBe(200);
    expect(await served(secondPicture)).toBe(200);
  });

  it('History restores a replaced file within the retention, and it is kept again', async () => {
    const tiktok = await newTiktok();
    const first = await tiktokVideo(tiktok);
    await tiktokVideo(tiktok);
    await sweep();
    const versions = (await ok('GET', `/api/tiktoks/${tiktok}/history`)).versions as {
      version: number;
      changes: Record<string, { after: unknown }>;
    }[];
    const withFirst = versions.find((v) => v.changes.download_link?.after === first);
    const { updated_at } = await ok('GET', `/api/tiktoks/${tiktok}`);
    await ok('POST', `/api/tiktoks/${tiktok}/history/${withFirst?.version}/restore`, { updated_at });
    await sweep(later(31));
    expect(await served(first)).toBe(200);
  });

  it('never removes a file no upload route stored, even when its URL looks like ours', async () => {
    const key = `tiktok_media/${randomUUID()}.mp4`;
    await t.app.storage.put(key, MP4, 'video/mp4');
    const url = t.app.storage.url(key);
    const tiktok = (
      await ok('POST', '/api/tiktoks', validTiktok({ post_id: `sf${Date.now()}`, download_link: url }))
    ).id;
    await deleteTiktokForever(tiktok);
    await sweep();
    await sweep(later(40));
    expect(await served(url)).toBe(200);
  });

  it('registers what an upload stored: size, type and who; a refused upload leaves nothing', async () => {
    const tiktok = await newTiktok();
    const video = await tiktokVideo(tiktok);
    const key = video.slice(video.indexOf('tiktok_media/'));
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ size: MP4.length, type: 'video/mp4', unreferenced_since: null });
    expect(row?.stored_by).toEqual(expect.any(Number));

    const before = (await t.db.select().from(storedFiles)).length;
    const refused = await postForm('/api/tiktoks/upload', [
      ['file', { filename: 'x.mp4', contentType: 'video/mp4', data: MP4 }],
      ['id', '999999'],
      ['folder', 'tiktok_media'],
    ]);
    expect(refused.statusCode).toBe(404);
    expect((await t.db.select().from(storedFiles)).length).toBe(before);
  });
});
