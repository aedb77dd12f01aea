import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../src/db/demo/pictures.js';
import { DEMO_VIDEOS_DIR } from '../src/db/demo/videos.js';
import {
  BANDS,
  bandsOf,
  CROP_DISTANCE,
  compareMedia,
  copyKey,
  hashesOf,
  indexedHashesOf,
  type MediaSignals,
  NEAR_DISTANCE,
  NEAR_FRAMES,
} from '../src/duplicates/signals.js';
import { CROPS, cropRegion } from '../src/media/crop-hash.js';
import { hammingDistance } from '../src/media/perceptual-hash.js';
import { processMedia } from '../src/media/process-media.js';
import { FFMPEG_PATH, runTool } from '../src/media/run-tool.js';
import { sampleFolder, sceneJpeg } from './media-samples.js';

const folder = sampleFolder();
afterAll(() => folder.remove());

/** What media processing stores for a file, as the duplicate index reads it. */
async function signalsOf(source: { buffer: Buffer } | { path: string }): Promise<MediaSignals> {
  const bytes = 'buffer' in source ? source.buffer : readFileSync(source.path);
  const made = (await processMedia(source)).derivatives;
  return {
    digest: createHash('sha256').update(bytes).digest('hex'),
    phash: made.hash,
    frames: 'strip' in made ? made.strip.map((frame) => frame.hash) : null,
    crops: 'strip' in made ? null : made.cropHashes,
  };
}

const distance = (a: MediaSignals, b: MediaSignals) => hammingDistance(a.phash ?? '', b.phash ?? '');
const AD = demoPicture('ads', 'quinora-1');

describe('fingerprints', () => {
  it('survive a re-encode and a resize, and tell other creatives apart', async () => {
    const original = await signalsOf({ buffer: AD });
    const reencoded = await signalsOf({ buffer: await sharp(AD).jpeg({ quality: 40 }).toBuffer() });
    const resized = await signalsOf({ buffer: await sharp(AD).resize(240).jpeg({ quality: 85 }).toBuffer() });
    expect(distance(original, reencoded)).toBeLessThanOrEqual(2);
    expect(distance(original, resized)).toBeLessThanOrEqual(2);
    expect(compareMedia(original, reencoded)?.reasons).toEqual(['near-picture']);
    expect(compareMedia(original, resized)?.reasons).toEqual(['near-picture']);

    for (const other of [demoPicture('faces', 'quinora'), await sceneJpeg(480, 600, 'b')]) {
      const signals = await signalsOf({ buffer: other });
      expect(distance(original, signals)).toBeGreaterThan(NEAR_DISTANCE);
      expect(compareMedia(original, signals)).toBeNull();
    }
  });

  it('survive a 10 % crop, a small colour shift and a new text band over the bottom', async () => {
    const original = await signalsOf({ buffer: AD });
    const band = await sharp({ create: { width: 480, height: 90, channels: 3, background: '#1d2430' } })
      .png()
      .toBuffer();
    const copies = [
      sharp(AD).extract({ left: 48, top: 0, width: 432, height: 600 }),
      sharp(AD).modulate({ hue: 5, saturation: 0.9 }),
      sharp(AD).composite([{ input: band, left: 0, top: 510 }]),
    ];
    for (const copy of copies) {
      const signals = await signalsOf({ buffer: await copy.jpeg({ quality: 85 }).toBuffer() });
      expect(distance(original, signals)).toBeLessThanOrEqual(NEAR_DISTANCE);
    }
  });

  it('find a copy cropped by 10 % of one side or 5 % of every side, either way round, and not other pictures', async () => {
    // solando-2's hash itself moves 9-13 bits under each of these crops; kailoop-1's 5-7
    const others = await Promise.all(
      ['quinora-1', 'tamloop-1', 'solando-1', 'kailoop-2'].map((name) =>
        signalsOf({ buffer: demoPicture('ads', name) }),
      ),
    );
    let beyondNear = 0;
    for (const name of ['solando-2', 'kailoop-1']) {
      const png = demoPicture('ads', name);
      const original = await signalsOf({ buffer: png });
      for (const crop of CROPS) {
        const box = cropRegion(480, 600, crop);
        const copy = await signalsOf({
          buffer: await sharp(png).extract(box).jpeg({ quality: 85 }).toBuffer(),
        });
        if (distance(original, copy) > NEAR_DISTANCE) beyondNear++;
        expect(compareMedia(original, copy)?.reasons, `${name} ${crop.join(',')}`).toEqual(['near-picture']);
        expect(compareMedia(copy, original)?.reasons, `${name} ${crop.join(',')}`).toEqual(['near-picture']);
        for (const other of others) expect(compareMedia(copy, other)).toBeNull();
      }
      for (const other of others) expect(compareMedia(original, other)).toBeNull();
    }
    // the picture's own hash alone would miss these: the crop hashes find them
    expect(beyondNear).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('tell apart another colourway of the layout: a 25° hue turn, a demo picture of other hues', async () => {
    const original = await signalsOf({ buffer: AD });
    // quinora-1 and tamloop-1: one layout, top hues 4° apart, bottom hues 66° apart
    const others = [
      await sharp(AD).modulate({ hue: 25 }).jpeg({ quality: 85 }).toBuffer(),
      demoPicture('ads', 'tamloop-1'),
    ];
    for (const other of others) {
      const signals = await signalsOf({ buffer: other });
      expect(distance(original, signals)).toBeGreaterThan(NEAR_DISTANCE);
      expect(compareMedia(original, signals)).toBeNull();
    }
  });

  it('of a grey picture survive a re-encode: no colour is not noise blown up into bits', async () => {
    // a grey photo as cameras write it: three channels, a trace of colour left by the JPEG
    const grey = await sharp(await sceneJpeg(800, 600, 'a'))
      .modulate({ saturation: 0.02 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const copy = await sharp(grey).resize(300).jpeg({ quality: 35 }).toBuffer();
    expect(
      distance(await signalsOf({ buffer: grey }), await signalsOf({ buffer: copy })),
    ).toBeLessThanOrEqual(2);
  });

  it("a re-encoded clip's strip frames are near the original's; another clip's are not", async () => {
    const clip = join(DEMO_VIDEOS_DIR, 'clip-1.mp4');
    const copy = folder.file('clip-1-crf30.mp4');
    const run = await runTool(
      FFMPEG_PATH,
      ['-v', 'error', '-y', '-i', clip, '-an', '-c:v', 'libx264', '-crf', '30', '-pix_fmt', 'yuv420p', copy],
      60_000,
    );
    expect(run.code).toBe(0);
    const original = await signalsOf({ path: clip });
    expect(compareMedia(original, await signalsOf({ path: copy }))?.reasons).toEqual(['near-frames']);
    expect(compareMedia(original, await signalsOf({ path: join(DEMO_VIDEOS_DIR, 'clip-2.mp4') }))).toBeNull();
  }, 60_000);
});

describe('compareMedia', () => {
  const picture = (digest: string, phash: string): MediaSignals => ({ digest, phash, frames: null });

  it('same bytes are the same file, whatever the hashes', () => {
    expect(compareMedia(picture('d1', 'ffff000000000000'), picture('d1', '0000ffffffffffff'))).toEqual({
      reasons: ['same-file'],
      distance: 64,
    });
    expect(
      compareMedia({ digest: 'd1', phash: null, frames: null }, { digest: 'd1', phash: null, frames: null }),
    ).toEqual({ reasons: ['same-file'], distance: null });
  });

  it('pictures within NEAR_DISTANCE bits are near, one bit more is not', () => {
    const base = '0000000000000000';
    const within = (1n << BigInt(NEAR_DISTANCE)) - 1n; // NEAR_DISTANCE bits set
    const near = within.toString(16).padStart(16, '0');
    const far = ((within << 1n) | 1n).toString(16).padStart(16, '0');
    expect(compareMedia(picture('a', base), picture('b', near))).toEqual({
      reasons: ['near-picture'],
      distance: NEAR_DISTANCE,
    });
    expect(compareMedia(picture('a', base), picture('b', far))).toBeNull();
    expect(compareMedia(picture('a', base), picture('a', near))?.reasons).toEqual([
      'same-file',
      'near-picture',
    ]);
  });

  it('videos are near when NEAR_FRAMES of their strip frames are', () => {
    const frames = Array.from({ length: 8 }, (_, i) => `${'0123456789abcdef'[i * 2]}`.repeat(16));
    const flipped = (hash: string) => (BigInt(`0x${hash}`) ^ 1n).toString(16).padStart(16, '0');
    const video = (digest: string, hashes: string[]): MediaSignals => ({
      digest,
      phash: hashes[0] ?? null,
      frames: hashes,
    });
    const a = video('a', frames);
    expect(compareMedia(a, video('b', frames.map(flipped)))?.reasons).toEqual(['near-frames']);
    // only NEAR_FRAMES - 1 frames in common: another video with the same opening shot
    const fewer = frames.map((hash, i) => (i < NEAR_FRAMES - 1 ? hash : '5a5a5a5a5a5a5a5a'));
    expect(compareMedia(a, video('b', fewer))).toBeNull();
    // a short video with fewer frames than NEAR_FRAMES needs all of them
    expect(compareMedia(video('c', frames.slice(0, 3)), video('d', frames.slice(0, 3)))?.reasons).toEqual([
      'near-frames',
    ]);
  });
});

describe('bands', () => {
  it('split a hash into BANDS numbers, and a hash fewer than BANDS bits away shares one', () => {
    const hash = '0123456789abcdef';
    const bands = bandsOf(hash);
    expect(bands).toHaveLength(BANDS);
    const rebuilt = bands.reduce((bits, band, i) => bits | (BigInt(band) << BigInt((i * 64) / BANDS)), 0n);
    expect(rebuilt.toString(16).padStart(16, '0')).toBe(hash);
    // BANDS - 1 flipped bits, one in each of the first bands: the last band is untouched
    let near = BigInt(`0x${hash}`);
    for (let band = 0; band < BANDS - 1; band++) near ^= 1n << BigInt((band * 64) / BANDS);
    const nearBands = bandsOf(near.toString(16).padStart(16, '0'));
    expect(nearBands.filter((band, i) => band === bands[i])).toHaveLength(1);
  });

  it('a picture is near a copy within CROP_DISTANCE of one of its crop hashes, either way round', () => {
    const crops = ['ffffffff00000000', '00000000ffffffff'];
    const original: MediaSignals = { digest: 'a', phash: '0000000000000000', frames: null, crops };
    const copy = (bits: number): MediaSignals => ({
      digest: 'b',
      phash: (BigInt('0xffffffff00000000') ^ ((1n << BigInt(bits)) - 1n)).toString(16).padStart(16, '0'),
      frames: null,
    });
    expect(compareMedia(original, copy(CROP_DISTANCE))).toEqual({
      reasons: ['near-picture'],
      distance: CROP_DISTANCE,
    });
    expect(compareMedia(copy(CROP_DISTANCE), original)?.reasons).toEqual(['near-picture']);
    expect(compareMedia(original, copy(CROP_DISTANCE + 1))).toBeNull();
    expect(indexedHashesOf(original)).toEqual(['0000000000000000', ...crops]);
  });

  it("a media is indexed under its picture's hash and each strip frame's", () => {
    expect(hashesOf({ digest: 'd', phash: 'aaaaaaaaaaaaaaaa', frames: ['bbbbbbbbbbbbbbbb'] })).toEqual([
      'aaaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbbb',
    ]);
    expect(hashesOf({ digest: 'd', phash: null, frames: null })).toEqual([]);
  });
});

describe('copyKey', () => {
  it('compares the brand, primary text and headline, ignoring case, punctuation and spacing', () => {
    const key = copyKey({ name: 'Quinora', primary_text: 'Summer  sale — 30% off!', headline: 'Shop now.' });
    expect(key).toBe('quinora | summer sale 30 off | shop now');
    expect(copyKey({ name: 'QUINORA', primary_text: 'summer sale: 30 % OFF', headline: 'shop, now' })).toBe(
      key,
    );
    expect(
      copyKey({ name: 'Other brand', primary_text: 'Summer sale 30% off', headline: 'Shop now' }),
    ).not.toBe(key);
  });

  it('is null without copy: a brand alone is not a creative', () => {
    expect(copyKey({ name: 'Quinora', primary_text: null, headline: '  ' })).toBeNull();
    expect(copyKey({ name: 'Quinora', primary_text: '', headline: null })).toBeNull();
  });
});
