import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lowerPixelThreads } from '../src/media/background-priority.js';
import { derivativeKey, sourceDigest } from '../src/media/derivative-keys.js';
import { makeImageDerivatives } from '../src/media/image-derivatives.js';
import { MediaError } from '../src/media/media-error.js';
import { hammingDistance } from '../src/media/perceptual-hash.js';
import { derivativeFiles, processMedia } from '../src/media/process-media.js';
import { pixelBombPng, sampleFolder, scene, sceneJpeg } from './media-samples.js';

const webpSize = async (buffer: Buffer) => {
  const meta = await sharp(buffer).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('image derivatives', () => {
  it('a large JPEG gets WebP thumbnails 320 and 640 wide, a placeholder and a hash', async () => {
    const made = await makeImageDerivatives({ buffer: await sceneJpeg(1600, 1200) });
    expect(made.thumbnails.map((t) => [t.name, t.contentType, t.width, t.height])).toEqual([
      ['thumb-320', 'image/webp', 320, 240],
      ['thumb-640', 'image/webp', 640, 480],
    ]);
    for (const t of made.thumbnails)
      expect(await webpSize(t.buffer)).toEqual({ format: 'webp', width: t.width, height: t.height });
    // ThumbHash: a few dozen base64 characters that decode to bytes
    expect(made.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(made.placeholder.length).toBeLessThanOrEqual(40);
    expect(made.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a small image is never enlarged', async () => {
    const png = await sharp(scene(200, 150)).png().toBuffer();
    const made = await makeImageDerivatives({ buffer: png });
    expect(made.thumbnails.map((t) => [t.width, t.height])).toEqual([
      [200, 150],
      [200, 150],
    ]);
  });

  it('a photo is turned upright by its EXIF orientation', async () => {
    const turned = await sharp(await sceneJpeg(800, 600))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const made = await makeImageDerivatives({ buffer: turned });
    expect(made.thumbnails.map((t) => [t.width, t.height])).toEqual([
      [320, 427],
      [600, 800],
    ]);
  });

  it('a transparent PNG keeps its transparency', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const [thumb] = (await makeImageDerivatives({ buffer: png })).thumbnails;
    expect((await sharp(thumb?.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('the perceptual hash survives a JPEG re-encode and a resize, and tells another picture apart', async () => {
    const original = await makeImageDerivatives({ buffer: await sceneJpeg(1200, 900, 'a', 92) });
    const reencoded = await sharp(await sceneJpeg(1200, 900, 'a', 92))
      .resize(500)
      .jpeg({ quality: 45 })
      .toBuffer();
    const copy = await makeImageDerivatives({ buffer: reencoded });
    const other = await makeImageDerivatives({ buffer: await sceneJpeg(1200, 900, 'b') });
    expect(hammingDistance(original.hash, copy.hash)).toBeLessThanOrEqual(4);
    expect(hammingDistance(original.hash, other.hash)).toBeGreaterThan(16);
  });

  it('hammingDistance counts the differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });

  it('a truncated JPEG is "corrupt", a pixel bomb "too-many-pixels": never half a picture or a crash', async () => {
    const jpeg = await sceneJpeg(1200, 900);
    const reasons = await Promise.all(
      [jpeg.subarray(0, jpeg.length >> 1), pixelBombPng()].map((buffer) =>
        makeImageDerivatives({ buffer }).then(
          () => 'made',
          (e: unknown) => (e instanceof MediaError ? e.reason : String(e)),
        ),
      ),
    );
    expect(reasons).toEqual(['corrupt', 'too-many-pixels']);
  });

  it('processMedia gives the metadata and the files to store', async () => {
    const folder = sampleFolder();
    try {
      const path = folder.file('photo.jpg');
      await sharp(scene(1000, 750)).jpeg().toFile(path);
      const processed = await processMedia({ path });
      expect(processed.info).toMatchObject({
        kind: 'image',
        contentType: 'image/jpeg',
        width: 1000,
        height: 750,
      });
      expect(derivativeFiles(processed).map((f) => f.name)).toEqual(['thumb-320', 'thumb-640']);
    } finally {
      folder.remove();
    }
  });
});

describe('derivative keys', () => {
  it('the same bytes, from a file or a buffer, map to the same keys; other bytes to others', async () => {
    const folder = sampleFolder();
    try {
      const bytes = await sceneJpeg(100, 75);
      const path = folder.file('a.jpg');
      writeFileSync(path, bytes);
      const fromBuffer = await sourceDigest({ buffer: bytes });
      const fromFile = await sourceDigest({ path });
      const fromOther = await sourceDigest({ buffer: await sceneJpeg(100, 75, 'b') });
      expect(fromBuffer).toMatch(/^[0-9a-f]{64}$/);
      expect(derivativeKey(fromBuffer, 'thumb-320')).toBe(
        `derived/${fromBuffer.slice(0, 2)}/${fromBuffer}/v1/thumb-320.webp`,
      );
      expect(fromFile).toBe(fromBuffer);
      expect(fromOther).not.toBe(fromBuffer);
    } finally {
      folder.remove();
    }
  });

  it('refuses a name that could leave its folder', () => {
    const digest = 'a'.repeat(64);
    expect(() => derivativeKey(digest, '../poster')).toThrow();
    expect(() => derivativeKey(digest, 'strip-1', 'webp/x')).toThrow();
    expect(() => derivativeKey('not-a-digest', 'poster')).toThrow();
  });
});

describe('the pixel work at the lowest CPU priority', () => {
  /** Each thread's name and nice value (/proc/self/task/<tid>/stat: the 19th field). */
  const threads = () =>
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return {
        name: readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
        nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]),
      };
    });

  it.runIf(process.platform === 'linux')(
    "libvips's threads are lowered to nice 10; the thread that serves requests is not",
    async () => {
      await processMedia({ buffer: await sceneJpeg(1920, 1080) });
      const pixels = () => threads().filter((t) => t.name === 'libvips worker');
      expect(pixels().length).toBeGreaterThan(0);
      expect(lowerPixelThreads()).toBeGreaterThanOrEqual(0);
      expect(pixels().map((t) => t.nice)).toEqual(pixels().map(() => 10));
      const own = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
      expect(Number(own.slice(own.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);
    },
  );
});
