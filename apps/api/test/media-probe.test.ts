import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError, type MediaErrorReason } from '../src/media/media-error.js';
import { DEFAULT_MEDIA_LIMITS } from '../src/media/media-limits.js';
import { probe } from '../src/media/probe.js';
import { FFMPEG_PATH, runTool } from '../src/media/run-tool.js';
import {
  blackThenPatternMp4,
  pixelBombPng,
  sampleFolder,
  scene,
  sceneJpeg,
  silentMp4,
} from './media-samples.js';

const folder = sampleFolder();
const clip = folder.file('clip.mp4');
const long = folder.file('long.mp4');

beforeAll(async () => {
  await Promise.all([blackThenPatternMp4(clip), silentMp4(long, 16 * 60)]);
}, 60_000);
afterAll(() => folder.remove());

/** The reason a promise is refused with, or a failure when it is not refused with a MediaError. */
async function reasonOf(promise: Promise<unknown>): Promise<MediaErrorReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof MediaError)) throw new Error(`expected a MediaError, got ${String(error)}`);
  return error.reason;
}

describe('probe: the metadata of a media file', () => {
  it('reads a PNG from its bytes', async () => {
    const png = await sharp(scene(400, 300)).png().toBuffer();
    expect(await probe({ buffer: png })).toEqual({
      kind: 'image',
      contentType: 'image/png',
      bytes: png.length,
      width: 400,
      height: 300,
    });
  });

  it('reads a JPEG from a file, with the size as displayed after its EXIF orientation', async () => {
    const path = folder.file('turned.jpg');
    // stored 400 × 300, shown turned a quarter (orientation 6)
    writeFileSync(
      path,
      await sharp(await sceneJpeg(400, 300))
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    expect(await probe({ path })).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      width: 300,
      height: 400,
    });
  });

  it('reads an H.264 video: duration, frame rate, codec, audio', async () => {
    const info = await probe({ path: clip });
    expect(info).toMatchObject({ kind: 'video', contentType: 'video/mp4', width: 640, height: 360 });
    if (info.kind !== 'video') throw new Error('a video');
    expect(info.durationSeconds).toBeCloseTo(2, 0);
    expect(info.frameRate).toBe(25);
    expect(info.codec).toBe('h264');
    expect(info.hasAudio).toBe(true);
    expect(info.bytes).toBeGreaterThan(1000);
  });

  it('tells a silent video from one with sound', async () => {
    expect(await probe({ path: long }, { ...DEFAULT_MEDIA_LIMITS, maxVideoSeconds: 3600 })).toMatchObject({
      kind: 'video',
      hasAudio: false,
    });
  });
});

describe('probe: hostile and broken files are refused with a reason', () => {
  it('an empty file', async () => {
    const path = folder.file('empty.png');
    writeFileSync(path, Buffer.alloc(0));
    expect(await reasonOf(probe({ path }))).toBe('empty');
  });

  it('a type we do not process (text, SVG)', async () => {
    expect(await reasonOf(probe({ buffer: Buffer.from('hello, world') }))).toBe('unsupported-type');
    expect(await reasonOf(probe({ buffer: scene(40, 30) }))).toBe('unsupported-type');
  });

  it('an image that is only a signature and noise', async () => {
    const noise = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 7),
    ]);
    expect(await reasonOf(probe({ buffer: noise }))).toBe('corrupt');
  });

  it('a truncated video (the second half, with its index, is missing)', async () => {
    const mp4 = readFileSync(clip);
    expect(await reasonOf(probe({ buffer: mp4.subarray(0, mp4.length >> 1) }))).toBe('corrupt');
  });

  it('a decompression bomb, from its header, before decoding', async () => {
    const started = performance.now();
    expect(await reasonOf(probe({ buffer: pixelBombPng() }))).toBe('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a video longer than the cap (16 minutes against 15)', async () => {
    expect(await reasonOf(probe({ path: long }))).toBe('too-long');
  });
});

describe('runTool: a bundled program that runs too long', () => {
  it('is killed at its timeout, and the call says "timeout" once it has exited', async () => {
    const started = performance.now();
    const endless = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc', '-f', 'null', '-'];
    expect(await reasonOf(runTool(FFMPEG_PATH, endless, 300))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('is killed when it writes more than a frame could be (memory stays bounded)', async () => {
    const flood = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=1280x720', '-f', 'rawvideo', 'pipe:1'];
    expect(await reasonOf(runTool(FFMPEG_PATH, flood, 20_000))).toBe('corrupt');
  });

  it.runIf(process.platform === 'linux')('runs at the lowest CPU priority (nice 19)', async () => {
    // `nice` without arguments prints the niceness it runs at (after the start settled)
    const run = await runTool('/bin/sh', ['-c', 'sleep 0.2; nice'], 5000);
    expect(run.stdout.toString().trim()).toBe('19');
  });

  it('a program that is not there is "tool-missing"', async () => {
    expect(await reasonOf(runTool('/nonexistent/ffmpeg', [], 1000))).toBe('tool-missing');
  });
});
