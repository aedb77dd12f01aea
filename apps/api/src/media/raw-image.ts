import sharp from 'sharp';
import { sharpFailure } from './media-error.js';
import type { MediaLimits } from './media-limits.js';
import { type MediaSource, sharpInput } from './media-source.js';

/**
 * Decoded pixels, row by row: RGB, or RGBA when the picture has an alpha channel (a PNG, a WebP,
 * a video frame). Every derivative of a picture is made from one decoded copy, so a 1080p JPEG is
 * decoded once, not once per thumbnail and hash. A JPEG has no alpha and stays three channels:
 * an alpha plane of 255s made every later resize a quarter larger and sent it through libvips's
 * premultiplied floating-point path (1.5–2 times the CPU of its 8-bit one).
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** sharp's view of a RawImage, for the next resize or encode. */
export const sharpOf = (image: RawImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });

/**
 * An image decoded upright (EXIF orientation applied) in sRGB, shrunk to fit `maxSide` and never
 * enlarged: RGB, RGBA when it has an alpha channel. The resize is in the decoding pipeline, so a
 * JPEG is decoded at a half, a quarter or an eighth of its size by libjpeg (shrink-on-load)
 * before the last resize. The pixel cap is enforced by the decoder itself (a bomb never reaches
 * memory), and a truncated file fails as "corrupt" instead of yielding half a picture.
 */
export async function decodeImage(
  source: MediaSource,
  limits: MediaLimits,
  maxSide: number,
): Promise<RawImage> {
  try {
    const { data, info } = await sharp(sharpInput(source), {
      limitInputPixels: limits.maxPixels,
      failOn: 'truncated',
    })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide * 4, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    // sRGB makes a grey picture three channels, and a grey one with alpha four
    return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
  } catch (error) {
    throw sharpFailure(error);
  }
}

/** Whether any pixel is see-through, known once per decoded picture (each thumbnail asks). */
const transparent = new WeakMap<Buffer, boolean>();

/**
 * Whether any pixel is see-through: an opaque picture's WebP is smaller without an alpha plane.
 * Read four bytes at a time where the pixels are aligned for it: it runs on the thread that
 * answers requests.
 */
export function hasTransparency(image: RawImage): boolean {
  if (image.channels === 3) return false;
  const known = transparent.get(image.data);
  if (known !== undefined) return known;
  const { data } = image;
  let found = false;
  if (data.byteOffset % 4 === 0) {
    const pixels = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
    // alpha is the high byte of each little-endian pixel
    for (let at = 0; at < pixels.length && !found; at++) found = (pixels[at] ?? 0) < 0xff000000;
  } else for (let at = 3; at < data.length && !found; at += 4) found = data[at] !== 255;
  transparent.set(data, found);
  return found;
}
