import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luminanceOf } from '../src/media/frame-score.js';
import { MediaError } from '../src/media/media-error.js';
import { hammingDistance } from '../src/media/perceptual-hash.js';
import { probe } from '../src/media/probe.js';
import { derivativeFiles, type ProcessedMedia, processMedia } from '../src/media/process-media.js';
import { makeVideoDerivatives } from '../src/media/video-derivatives.js';
import { blackThenPatternMp4, indexFirstMp4, sampleFolder, uprightPhoneMp4 } from './media-samples.js';

const folder = sampleFolder();
const clip = folder.file('clip.mp4');
let processed: ProcessedMedia;

beforeAll(async () => {
  await blackThenPatternMp4(clip);
  processed = await processMedia({ path: clip });
}, 60_000);
afterAll(() => folder.remove());

const video = () => {
  if (!('poster' in processed.derivatives)) throw new Error('a video has a poster');
  return processed.derivatives;
};
const pixels = async (webp: Buffer) => {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 as const };
};

describe('video derivatives (2 s of H.264 opening on a black second)', () => {
  it('the poster is a frame of the picture, never of the black second', async () => {
    const { poster, posterAtSeconds } = video();
    expect(posterAtSeconds).toBeGreaterThanOrEqual(1);
    expect([poster.contentType, poster.width, poster.height]).toEqual(['image/webp', 640, 360]);
    const light = luminanceOf(await pixels(poster.buffer));
    expect(light.mean).toBeGreaterThan(40);
    expect(light.deviation).toBeGreaterThan(20);
  });

  it('a strip of 8 frames evenly spaced, 320 wide, each with a perceptual hash', async () => {
    const { strip } = video();
    expect(strip.map((f) => f.name)).toEqual(Array.from({ length: 8 }, (_, i) => `strip-${i}`));
    expect(strip.map((f) => f.atSeconds)).toEqual([0.125, 0.375, 0.625, 0.875, 1.125, 1.375, 1.625, 1.875]);
    for (const frame of strip) {
      expect([frame.contentType, frame.width, frame.height]).toEqual(['image/webp', 320, 180]);
      expect(frame.hash).toMatch(/^[0-9a-f]{16}$/);
    }
    // the black frames are black, the pattern's are not
    expect(luminanceOf(await pixels(strip[0]?.buffer ?? Buffer.alloc(0))).mean).toBeLessThan(5);
    expect(luminanceOf(await pixels(strip[7]?.buffer ?? Buffer.alloc(0))).mean).toBeGreaterThan(40);
  });

  it('the poster has thumbnails, a placeholder and a hash like an image', () => {
    const made = video();
    expect(made.thumbnails.map((t) => [t.name, t.width, t.height])).toEqual([
      ['thumb-320', 320, 180],
      ['thumb-640', 640, 360],
    ]);
    expect(made.placeholder.length).toBeGreaterThan(10);
    // the poster is one of the strip's frames: its hash is that frame's
    const same = made.strip.find((f) => f.atSeconds === made.posterAtSeconds);
    expect(hammingDistance(made.hash, same?.hash ?? '')).toBeLessThanOrEqual(2);
    expect(derivativeFiles(processed)).toHaveLength(2 + 1 + 8);
  });

  it('a truncated upload whose index is intact probes, then its derivatives fail as "corrupt"', async () => {
    const whole = folder.file('index-first.mp4');
    await indexFirstMp4(whole);
    const bytes = readFileSync(whole);
    const half = { buffer: bytes.subarray(0, bytes.length >> 1) };
    const info = await probe(half);
    if (info.kind !== 'video') throw new Error('it still probes as a video');
    const reason = await makeVideoDerivatives(half, info).then(
      () => 'made',
      (e: unknown) => (e instanceof MediaError ? e.reason : String(e)),
    );
    expect(reason).toBe('corrupt');
  });
});

describe('a phone video filmed upright (stored sideways with a rotation)', () => {
  it('is measured, and its poster and thumbnails made, as it is shown: 360 × 640', async () => {
    const path = folder.file('upright.mp4');
    await uprightPhoneMp4(path);
    const upright = await processMedia({ path });
    expect(upright.info).toMatchObject({ kind: 'video', width: 360, height: 640, hasAudio: false });
    if (!('poster' in upright.derivatives)) throw new Error('a video has a poster');
    const { poster, thumbnails, strip } = upright.derivatives;
    expect([poster.width, poster.height]).toEqual([360, 640]);
    expect(thumbnails.map((t) => [t.width, t.height])).toEqual([
      [320, 569],
      [360, 640],
    ]);
    expect([strip[0]?.width, strip[0]?.height]).toEqual([320, 569]);
  });
});
