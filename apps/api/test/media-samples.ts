// Real media made for the media tests: pictures drawn by sharp, videos encoded by the bundled ffmpeg.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { FFMPEG_PATH, runTool } from '../src/media/run-tool.js';

/** A private folder for one test file's media, and its removal. */
export function sampleFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'adlib-media-test-'));
  return {
    dir,
    file: (name: string) => join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A picture with shapes and text in it: something a perceptual hash and a thumbnail can tell apart. */
export const scene = (width: number, height: number, variant: 'a' | 'b' = 'a') =>
  Buffer.from(
    variant === 'a'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
          <rect width="400" height="300" fill="#f4e1c1"/>
          <circle cx="110" cy="120" r="80" fill="#c0392b"/>
          <rect x="220" y="60" width="140" height="180" fill="#2c3e50"/>
          <path d="M0 300 L200 200 L400 300 Z" fill="#27ae60"/>
        </svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
          <rect width="400" height="300" fill="#1d3557"/>
          <rect x="30" y="180" width="340" height="90" fill="#f1faee"/>
          <circle cx="300" cy="90" r="60" fill="#e9c46a"/>
          <path d="M0 0 L160 0 L0 160 Z" fill="#e76f51"/>
        </svg>`,
  );

export const sceneJpeg = (width: number, height: number, variant: 'a' | 'b' = 'a', quality = 90) =>
  sharp(scene(width, height, variant))
    .jpeg({ quality })
    .toBuffer();

/** Large words in black on white, for OCR. */
export const wordsPicture = (lines: string[]) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${80 + lines.length * 110}">
        <rect width="100%" height="100%" fill="white"/>
        ${lines.map((line, i) => `<text x="50" y="${130 + i * 110}" font-family="sans-serif" font-size="80" font-weight="bold" fill="black">${line}</text>`).join('')}
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A caption on a white band across a colourful picture, as an ad's text sits on its image. */
export const captionedScene = (caption: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
        <rect width="1280" height="720" fill="#2a9d8f"/>
        <rect x="0" y="0" width="320" height="720" fill="#e63946"/>
        <rect x="640" y="0" width="320" height="720" fill="#ffd60a"/>
        <circle cx="1100" cy="150" r="120" fill="#1d3557"/>
        <rect x="160" y="420" width="960" height="130" fill="white"/>
        <text x="640" y="520" text-anchor="middle" font-family="sans-serif" font-size="100" font-weight="bold" fill="black">${caption}</text>
      </svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const crc32 = (bytes: Buffer) => {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
};

/**
 * A decompression bomb: a valid PNG announcing 30000 × 30000 pixels (900 MP, 2.7 GB decoded)
 * whose few kilobytes of data are one repeated black row.
 */
export function pixelBombPng(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc((1 + side * 3) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function ffmpeg(args: string[]) {
  const run = await runTool(FFMPEG_PATH, ['-v', 'error', '-y', ...args], 120_000);
  if (run.code !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
}

/** 2 s of H.264 at 640×360, 25 fps, with a tone: one black second, then ffmpeg's test pattern. */
export const blackThenPatternMp4 = (out: string) =>
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=black:s=640x360:r=25:d=1'],
    ...['-f', 'lavfi', '-i', 'testsrc=s=640x360:r=25:d=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0[v]', '-map', '[v]', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', out],
  ]);

/** A tiny, silent H.264 video of `seconds` (one frame a second: cheap to make even when long). */
export const silentMp4 = (out: string, seconds: number, size = '64x64') =>
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc=s=${size}:r=1:d=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', out],
  ]);

/** A phone video filmed upright: 640×360 frames stored with a quarter-turn rotation (shown 360×640). */
export async function uprightPhoneMp4(out: string) {
  const stored = `${out}.stored.mp4`;
  await silentMp4(stored, 2, '640x360');
  await ffmpeg(['-i', stored, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', out]);
  rmSync(stored, { force: true });
}

/** 4 s of H.264 with its index first (as streaming sites write it): cut in half, it still probes. */
export const indexFirstMp4 = (out: string) =>
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=s=320x180:r=25:d=4'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '25',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      out,
    ],
  ]);
