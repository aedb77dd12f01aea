import sharp from 'sharp';
import { sharpFailure } from './media-error.js';
import type { MediaLimits } from './media-limits.js';
import { type MediaSource, sharpInput } from './media-source.js';

/**
 * Decoded RGBA pixels, row by row. Every derivative of a picture is made from one decoded copy,
 * so a 1080p JPEG is decoded once, not once per thumbnail and hash.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** sharp's view of a RawImage, for the next resize or encode. */
export const sharpOf = (image: RawImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });

/**
 * An image decoded upright (EXIF orientation applied) in sRGB, shrunk to fit `maxSide` and never
 * enlarged. The pixel cap is enforced by the decoder itself (a bomb never reaches memory), and a
 * truncated file fails as "corrupt" instead of yielding half a picture.
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
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw sharpFailure(error);
  }
}

/** Whether any pixel is see-through: an opaque picture's WebP is smaller without an alpha plane. */
export function hasTransparency(image: RawImage): boolean {
  for (let at = 3; at < image.data.length; at += 4) if (image.data[at] !== 255) return true;
  return false;
}
