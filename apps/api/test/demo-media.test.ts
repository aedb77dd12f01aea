import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPictureNames } from '../src/db/seed-demo.js';
import { SNIFF_BYTES, sniffMediaType } from '../src/storage/sniff.js';
import { type App, createTestApp, type TestApp } from './helpers.js';

// The routes exist where the demo library is seeded (SEED_DEMO); the pictures need no rows.
let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await createTestApp();
  app = (await t.build({ SEED_DEMO: 'true' })).app;
});
afterAll(() => t.close());

const get = (url: string) => app.inject({ url });
const names = demoPictureNames();
const [logoA, logoB] = [...names.logos];
const [adPicture] = [...names.ads];
const [face] = [...names.faces];

/** Width, height and the decoded scanlines of an 8-bit RGB PNG (what a browser would read). */
function readPng(bytes: Buffer) {
  let at = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  return { width, height, raw: inflateSync(Buffer.concat(idat)) };
}

describe('GET /api/demo-media/{folder}/{name}.png', () => {
  it('draws a whole, decodable logo and a 4:5 ad picture, without a token', async () => {
    const logo = await get(`/api/demo-media/logos/${logoA}.png`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('immutable');
    const l = readPng(logo.rawPayload);
    expect([l.width, l.height]).toEqual([128, 128]);
    expect(l.raw.length).toBe((128 * 3 + 1) * 128);

    const ad = readPng((await get(`/api/demo-media/ads/${adPicture}.png`)).rawPayload);
    expect(ad.width / ad.height).toBeCloseTo(4 / 5);
    expect(ad.raw.length).toBe((ad.width * 3 + 1) * ad.height);
  });

  it('answers the same picture for the same name, another for another name', async () => {
    const a = await get(`/api/demo-media/logos/${logoA}.png`);
    const again = await get(`/api/demo-media/logos/${logoA}.png`);
    const b = await get(`/api/demo-media/logos/${logoB}.png`);
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(false);
  });

  it('answers 404 for a well-formed name the demo library does not use, drawing nothing', async () => {
    for (const url of [
      '/api/demo-media/logos/acme.png',
      '/api/demo-media/ads/0001-acme.png',
      `/api/demo-media/faces/${logoA}.png`,
      `/api/demo-media/ads/${logoA}-4.png`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('is not there at all without the demo library (SEED_DEMO=false)', async () => {
    const { app: plain } = await t.build({ SEED_DEMO: 'false' });
    expect((await plain.inject({ url: `/api/demo-media/logos/${logoA}.png` })).statusCode).toBe(404);
    expect((await plain.inject({ url: '/api/demo-media/videos/clip-1.mp4' })).statusCode).toBe(404);
    const spec = (await plain.inject({ url: '/api/openapi.json' })).json() as { paths: object };
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/api/demo-media'))).toEqual([]);
  });

  it('refuses other folders and names with a 400 in the envelope', async () => {
    for (const url of [
      '/api/demo-media/secrets/acme.png',
      '/api/demo-media/logos/acme.jpg',
      '/api/demo-media/logos/..%2Fx.png',
      '/api/demo-media/logos/ACME.png',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().success).toBe(false);
    }
  });
});

/** The top-level boxes of an ISO media file: type and size, in order. */
function topBoxes(bytes: Buffer) {
  const boxes: { type: string; size: number }[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    if (size < 8) break;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), size });
    at += size;
  }
  return boxes;
}

describe('GET /api/demo-media/videos/{clip}.mp4', () => {
  it('answers a whole H.264 MP4, index first, that the upload sniffer takes for video', async () => {
    const res = await get('/api/demo-media/videos/clip-1.mp4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toContain('immutable');
    const bytes = res.rawPayload;
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    const boxes = topBoxes(bytes);
    // moov before mdat: a browser can start playing from the first bytes
    expect(boxes.map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(boxes.reduce((sum, b) => sum + b.size, 0)).toBe(bytes.length);
    const moov = bytes.toString('latin1', boxes[0]?.size, (boxes[0]?.size ?? 0) + (boxes[1]?.size ?? 0));
    for (const inner of ['avc1', 'avcC', 'stsz', 'stco']) expect(moov).toContain(inner);
    expect(sniffMediaType(bytes.subarray(0, SNIFF_BYTES))?.mime).toBe('video/mp4');
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('answers 206 with the asked bytes for a Range, 416 beyond the end', async () => {
    const whole = (await get('/api/demo-media/videos/clip-2.mp4')).rawPayload;
    const part = await app.inject({
      url: '/api/demo-media/videos/clip-2.mp4',
      headers: { range: 'bytes=100-299' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 100-299/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(100, 300))).toBe(true);

    const beyond = await app.inject({
      url: '/api/demo-media/videos/clip-2.mp4',
      headers: { range: `bytes=${whole.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses names that are not one of the clips', async () => {
    for (const url of ['/api/demo-media/videos/clip-9.mp4', '/api/demo-media/videos/..%2Fpackage.json']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
  });
});

describe('GET /api/demo-media/faces/{name}.png', () => {
  it('draws a round portrait: white corners, a coloured disc, another colour at the shoulders', async () => {
    const res = await get(`/api/demo-media/faces/${face}.png`);
    expect(res.statusCode).toBe(200);
    const { width, raw } = readPng(res.rawPayload);
    const at = (x: number, y: number) => [
      ...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3),
    ];
    expect(at(1, 1)).toEqual([255, 255, 255]);
    const background = at(64, 6);
    expect(background).not.toEqual([255, 255, 255]);
    expect(at(64, 124)).not.toEqual(background);
    expect(at(64, 52)).not.toEqual(background);
  });
});
