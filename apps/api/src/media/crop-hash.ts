import { perceptualHash, type Region } from './perceptual-hash.js';
import type { RawImage } from './raw-image.js';

/**
 * The crops a copy of a creative most often arrives with (issue 26): a side trimmed by 10 % (a
 * platform's frame, a screenshot, a logo cut off), or every side by 5 % (a zoom). Each as a share
 * of the width and of the height taken off each side: left, top, right, bottom.
 */
export const CROPS = [
  [0.1, 0, 0, 0],
  [0, 0.1, 0, 0],
  [0, 0, 0.1, 0],
  [0, 0, 0, 0.1],
  [0.05, 0.05, 0.05, 0.05],
] as const;

/** The region of a picture a crop keeps. */
export function cropRegion(
  width: number,
  height: number,
  [left, top, right, bottom]: readonly number[],
): Region {
  const x = Math.round(width * (left ?? 0));
  const y = Math.round(height * (top ?? 0));
  return {
    left: x,
    top: y,
    width: Math.max(1, width - x - Math.round(width * (right ?? 0))),
    height: Math.max(1, height - y - Math.round(height * (bottom ?? 0))),
  };
}

/**
 * The crop hashes of a picture: the perceptual hash (perceptual-hash.ts) of each of CROPS, in
 * that order. What a cropped copy of the picture hashes to, so that a copy cropped after the
 * original came in, or an original that comes in after its cropped copy, is found: the
 * duplicate rule (duplicates/signals.ts) compares one picture's hash with the other's crop
 * hashes, both ways, at CROP_DISTANCE.
 */
export function cropHashes(image: RawImage): string[] {
  return CROPS.map((crop) => perceptualHash(image, cropRegion(image.width, image.height, crop)));
}
