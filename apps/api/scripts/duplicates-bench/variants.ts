import { join } from 'node:path';
import sharp from 'sharp';
import { FFMPEG_PATH, runTool } from '../../src/media/run-tool.js';

/**
 * The copies bench:duplicates makes of a creative: what platforms and people do to an ad before
 * it arrives again. `at` (the creative's index) varies the side cropped and the direction of a
 * colour shift, so the set holds both.
 */
export const VARIANT_KINDS = [
  'reencode',
  'resize',
  'crop-side',
  'crop-all',
  'hue',
  'brightness',
  'saturation',
  'text-band',
] as const;
type VariantKind = (typeof VARIANT_KINDS)[number];

/** A cropped copy loses up to this share of a side: all of it on one edge, or half on each. */
const CROP = 0.1;
/** The new text band covers this share of the height, at the bottom. */
const BAND = 0.15;
const HEADLINES = ['NEW: 30% OFF TODAY', 'SHOP THE DROP', 'FREE SHIPPING', 'LIMITED EDITION', 'ORDER NOW'];

/** A band of new copy the width of the picture: dark, with a bright headline (sharp renders the SVG). */
async function textBand(width: number, height: number, at: number): Promise<Buffer> {
  const size = Math.round(height * 0.5);
  const text = HEADLINES[at % HEADLINES.length] ?? '';
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="#1d2430"/>
    <text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.68)}" font-family="sans-serif"
      font-size="${size}" font-weight="bold" fill="#ffd400">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Left, top, width, height of a crop that takes CROP of one side (rotating) or CROP / 2 of every side. */
function cropBox(kind: 'crop-side' | 'crop-all', width: number, height: number, at: number) {
  const dx = Math.round(width * CROP);
  const dy = Math.round(height * CROP);
  if (kind === 'crop-all')
    return { left: Math.round(dx / 2), top: Math.round(dy / 2), width: width - dx, height: height - dy };
  const side = at % 4;
  return side === 0 // left
    ? { left: dx, top: 0, width: width - dx, height }
    : side === 1 // top
      ? { left: 0, top: dy, width, height: height - dy }
      : side === 2 // right
        ? { left: 0, top: 0, width: width - dx, height }
        : { left: 0, top: 0, width, height: height - dy }; // bottom
}

/** Hue by ±25°, brightness by ±15 %, saturation by ±35 %: the direction alternates. */
const sign = (at: number) => (at % 2 === 0 ? 1 : -1);

/** A picture's copy of one kind, as the bytes that would be uploaded (mostly JPEG, as platforms serve). */
export async function pictureVariant(png: Buffer, kind: VariantKind, at: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const image = sharp(png);
  switch (kind) {
    case 'reencode':
      return image.jpeg({ quality: at % 2 === 0 ? 40 : 60 }).toBuffer();
    case 'resize': {
      const scale = at % 2 === 0 ? 0.5 : 1.6;
      return image
        .resize(Math.round(width * scale))
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'crop-side':
    case 'crop-all':
      return image
        .extract(cropBox(kind, width, height, at))
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'hue':
      return image
        .modulate({ hue: 25 * sign(at) })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'brightness':
      return image
        .modulate({ brightness: 1 + 0.15 * sign(at) })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'saturation':
      return image
        .modulate({ saturation: 1 + 0.35 * sign(at) })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'text-band': {
      const bandHeight = Math.round(height * BAND);
      const band = await textBand(width, bandHeight, at);
      return image
        .composite([{ input: band, left: 0, top: height - bandHeight }])
        .jpeg({ quality: 85 })
        .toBuffer();
    }
  }
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** ffmpeg's filter for a video's copy of one kind (text-band overlays the second input, a PNG). */
function videoFilter(kind: VariantKind, width: number, height: number, at: number): string {
  switch (kind) {
    case 'reencode':
      return 'null';
    case 'resize': {
      const scale = at % 2 === 0 ? 0.75 : 2;
      return `scale=${even(width * scale)}:${even(height * scale)}`;
    }
    case 'crop-side':
    case 'crop-all': {
      const box = cropBox(kind, width, height, at);
      return `crop=${even(box.width)}:${even(box.height)}:${box.left}:${box.top}`;
    }
    case 'hue':
      return `hue=h=${25 * sign(at)}`;
    case 'brightness':
      // eq's brightness is added to luma (-1 … 1); 0.08 is about ±15 % of a mid-grey
      return `eq=brightness=${0.08 * sign(at)}`;
    case 'saturation':
      return `eq=saturation=${1 + 0.35 * sign(at)}`;
    case 'text-band':
      return '[0:v][1:v]overlay=0:H-h';
  }
}

/** A video's copy of one kind, re-encoded with x264 (CRF 28 or 34: a platform's and a worse one's). */
export async function videoVariant(
  path: string,
  size: { width: number; height: number },
  kind: VariantKind,
  at: number,
  dir: string,
): Promise<string> {
  const out = join(dir, `video-${at}-${kind}.mp4`);
  const inputs = ['-i', path];
  if (kind === 'text-band') {
    const bandPath = join(dir, `band-${at}.png`);
    const band = await textBand(size.width, Math.round(size.height * BAND), at);
    await sharp(band).toFile(bandPath);
    inputs.push('-i', bandPath);
  }
  const filter = videoFilter(kind, size.width, size.height, at);
  const crf = kind === 'reencode' && at % 2 === 1 ? '34' : '28';
  const args = [
    ...['-v', 'error', '-y', '-nostdin', ...inputs],
    ...(kind === 'text-band' ? ['-filter_complex', filter] : ['-vf', filter]),
    ...['-an', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', crf, '-pix_fmt', 'yuv420p', out],
  ];
  const run = await runTool(FFMPEG_PATH, args, 60_000);
  if (run.code !== 0) throw new Error(`ffmpeg ${kind}: ${run.stderr}`);
  return out;
}
