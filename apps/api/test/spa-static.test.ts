import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// A built admin app of our own, laid out as `vite build` plus apps/admin/precompress.ts leave it.
const script = `console.log(${JSON.stringify('ads '.repeat(400))});`;
const html = `<!doctype html><title>admin</title><script type="module" src="/assets/index-Ab12Cd.js"></script>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'adlib-spa-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const write = (file: string, body: string, compressed = true) => {
    writeFileSync(join(dist, file), body);
    if (!compressed) return;
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
  };
  write('index.html', html);
  write('assets/index-Ab12Cd.js', script);
  write('assets/tiny-Ef34Gh.css', 'a{}', false); // too small to be worth a compressed copy
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write('.vite/manifest.json', '{"index.html":{"file":"assets/index-Ab12Cd.js"}}', false);
  t = await createTestApp({ ADMIN_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('hashed assets', () => {
  it('sends the brotli copy to a browser that accepts br, kept for a year', async () => {
    const res = await get('/assets/index-Ab12Cd.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-Ab12Cd.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-Ab12Cd.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(script);
    }
  });

  it('sends a file without compressed copies as it is, whatever the client accepts', async () => {
    const res = await get('/assets/tiny-Ef34Gh.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.body).toBe('a{}');
  });
});

describe('index.html', () => {
  it('answers the root and every client route, compressed, and is never cached', async () => {
    for (const url of ['/', '/advertisements/visible?search=shoe', '/signin']) {
      const res = await get(url, 'br');
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('is sent uncompressed to a client that asks for no encoding', async () => {
    const res = await get('/advertisements/new');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(html);
  });

  it('leaves other public files revalidated, not immutable', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('what the browser never needs', () => {
  it('answers 404 for the build manifest and other dot folders', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/.env', '/assets/../.vite/manifest.json']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).toBe('Not found');
    }
  });

  it('answers 404 for the compressed copies asked for by name and for missing assets', async () => {
    for (const url of ['/assets/index-Ab12Cd.js.br', '/index.html.gz', '/assets/gone-Zz99.js']) {
      const res = await get(url, 'br');
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toBe('Not found');
    }
  });

  it('keeps the API 404 envelope for unknown /api paths', async () => {
    const res = await get('/api/nope', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });
});
