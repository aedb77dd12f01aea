import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS_DIR } from '../src/db/demo/videos.js';
import { ugcCreators } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';
import { type FilePart, file, MP4, multipart, PNG } from './media-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

let t: TestApp;
let dataDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adlib-creators-upload-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  headers = (await t.signedIn('super')).headers;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FOLDER = 'ugc_creators';
const OLD = [
  'https://cdn.example.com/1.mp4',
  'https://cdn.example.com/2.mp4',
  '',
  'https://cdn.example.com/4.mp4',
];

function upload(url: string, parts: [string, string | FilePart][], auth = headers) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': contentType }, payload });
}
const uploadVideos = (parts: [string, string | FilePart][]) => upload('/api/ugc-creators/upload', parts);
const uploadProfile = (parts: [string, string | FilePart][]) =>
  upload('/api/ugc-creators/upload_profile', parts);

const newCreator = async () =>
  (
    await insertCreators(t, [
      { name: 'Uploader', videos: OLD, profile_picture: 'https://cdn.example.com/me.png' },
    ])
  )[0] as number;
async function row(id: number) {
  const [r] = await t.db.select().from(ugcCreators).where(eq(ugcCreators.id, id));
  if (!r) throw new Error('creator gone');
  return r;
}
const storedFiles = () => {
  const root = join(dataDir, 'media');
  try {
    // uploaded files; not the media jobs' derivatives (derived/), which they write meanwhile
    return (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => !f.startsWith('derived') && statSync(join(root, f)).isFile(),
    );
  } catch {
    return [];
  }
};
const mp4 = (name: string) => file(MP4, name, 'video/mp4');

describe('POST /api/ugc-creators/upload (video slots)', () => {
  it('stores a real MP4 per slot sent, keeps the other slots, answers the six values', async () => {
    const id = await newCreator();
    const res = await uploadVideos([
      ['id', String(id)],
      ['folder', FOLDER],
      ['3', mp4('three.mp4')],
      ['6', mp4('six.mp4')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { values } = res.json().data;
    const url = expect.stringMatching(/^http:\/\/localhost:8080\/media\/ugc_creators\/[0-9a-f-]{36}\.mp4$/);
    expect(values).toEqual([OLD[0], OLD[1], url, OLD[3], null, url]);
    expect(values[2]).not.toBe(values[5]);
    expect((await row(id)).videos).toEqual([OLD[0], OLD[1], values[2], OLD[3], '', values[5]]);
    const served = await t.app.inject({ method: 'GET', url: new URL(values[2]).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(MP4);
  });

  it('keeps a slot sent empty (a file input left empty) at its value', async () => {
    const id = await newCreator();
    const res = await uploadVideos([
      ['id', String(id)],
      ['folder', FOLDER],
      ['1', file(Buffer.alloc(0), '', 'application/octet-stream')],
      ['2', mp4('two.mp4')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.values[0]).toBe(OLD[0]);
    expect(res.json().data.values[1]).not.toBe(OLD[1]);
  });

  it('refuses an image in a video slot with 400 naming the slot, and changes nothing', async () => {
    const id = await newCreator();
    const before = await row(id);
    const filesBefore = storedFiles().length;
    const res = await uploadVideos([
      ['id', String(id)],
      ['folder', FOLDER],
      ['1', mp4('fine.mp4')],
      ['4', file(PNG, 'picture.png', 'video/mp4')],
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('UGC Creator Video 4'),
      fields: { '4': expect.stringContaining('MP4') },
    });
    expect(await row(id)).toEqual(before);
    // the MP4 of slot 1, stored before slot 4 was read, went too
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a file over MAX_UPLOAD_MB with 400 naming its slot, and keeps nothing', async () => {
    const smallDir = mkdtempSync(join(tmpdir(), 'adlib-creators-small-'));
    const small = await createTestApp({ DATA_DIR: smallDir, MAX_UPLOAD_MB: '0.01' });
    try {
      const auth = (await small.signedIn('super')).headers;
      const [id] = await insertCreators(small, [{ name: 'Big files', videos: OLD }]);
      // a real clip of the demo library: about 12 KB, over the 10 KB cap
      const big = readFileSync(join(DEMO_VIDEOS_DIR, 'clip-1.mp4'));
      expect(big.length).toBeGreaterThan(0.01 * 1024 * 1024);
      const { payload, contentType } = multipart([
        ['id', String(id)],
        ['folder', FOLDER],
        ['1', mp4('small.mp4')],
        ['5', file(big, 'big.mp4', 'video/mp4')],
      ]);
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/ugc-creators/upload',
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        message: expect.stringContaining('UGC Creator Video 5'),
        fields: { '5': 'File too large' },
      });
      const [after] = await small.db
        .select()
        .from(ugcCreators)
        .where(eq(ugcCreators.id, id as number));
      expect(after?.videos).toEqual(OLD);
      const media = join(smallDir, 'media');
      const left = existsSync(media)
        ? (readdirSync(media, { recursive: true }) as string[]).filter((f) =>
            statSync(join(media, f)).isFile(),
          )
        : [];
      expect(left).toEqual([]);
    } finally {
      await small.close();
      rmSync(smallDir, { recursive: true, force: true });
    }
  });

  it('refuses a request without any file, an unknown creator and a wrong folder', async () => {
    const id = await newCreator();
    const none = await uploadVideos([
      ['id', String(id)],
      ['folder', FOLDER],
    ]);
    expect(none.statusCode).toBe(400);
    const unknown = await uploadVideos([
      ['id', '999999'],
      ['folder', FOLDER],
      ['1', mp4('a.mp4')],
    ]);
    expect(unknown.statusCode).toBe(404);
    const folder = await uploadVideos([
      ['id', String(id)],
      ['folder', 'media'],
      ['1', mp4('a.mp4')],
    ]);
    expect(folder.statusCode).toBe(400);
    expect(folder.json().error.fields.folder).toBe(`Use '${FOLDER}'`);
  });
});

describe('POST /api/ugc-creators/upload_profile', () => {
  it('accepts an image and sets profile_picture to its URL', async () => {
    const id = await newCreator();
    const res = await uploadProfile([
      ['id', String(id)],
      ['folder', FOLDER],
      ['file', file(PNG, 'me.png', 'image/png')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^http:\/\/localhost:8080\/media\/ugc_creators\/[0-9a-f-]{36}\.png$/);
    expect((await row(id)).profile_picture).toBe(url);
  });

  it('refuses a video, keeping the picture it had', async () => {
    const id = await newCreator();
    const res = await uploadProfile([
      ['id', String(id)],
      ['folder', FOLDER],
      ['file', mp4('me.mp4')],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Upload a PNG, JPEG or WebP image');
    expect((await row(id)).profile_picture).toBe('https://cdn.example.com/me.png');
  });

  it('is for super users only', async () => {
    const id = await newCreator();
    const admin = (await t.signedIn('admin')).headers;
    const parts: [string, string | FilePart][] = [
      ['id', String(id)],
      ['folder', FOLDER],
      ['file', file(PNG, 'me.png')],
    ];
    expect((await upload('/api/ugc-creators/upload_profile', parts, admin)).statusCode).toBe(403);
    expect((await upload('/api/ugc-creators/upload', parts, {})).statusCode).toBe(401);
  });
});
