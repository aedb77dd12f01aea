import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

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
    const logo = await get('/api/demo-media/logos/acme.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('immutable');
    const l = readPng(logo.rawPayload);
    expect([l.width, l.height]).toEqual([128, 128]);
    expect(l.raw.length).toBe((128 * 3 + 1) * 128);

    const ad = readPng((await get('/api/demo-media/ads/0001-acme.png')).rawPayload);
    expect(ad.width / ad.height).toBeCloseTo(4 / 5);
    expect(ad.raw.length).toBe((ad.width * 3 + 1) * ad.height);
  });

  it('answers the same picture for the same name, another for another name', async () => {
    const a = await get('/api/demo-media/logos/acme.png');
    const again = await get('/api/demo-media/logos/acme.png');
    const b = await get('/api/demo-media/logos/zest.png');
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(false);
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
