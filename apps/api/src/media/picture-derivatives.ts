import { cropHashes } from './crop-hash.js';
import { type Derivative, WEBP_EFFORT, webpDerivative } from './derivative.js';
import { perceptualHash } from './perceptual-hash.js';
import { placeholderOf } from './placeholder.js';
import type { RawImage } from './raw-image.js';

/**
 * The WebP thumbnails: a list row's (and a gallery tile's), and a retina or hover card's. The
 * 640-px one is encoded at effort 1, not 2: 7.4 ms of CPU instead of 12.1 for a 1080p JPEG's,
 * 13.7 KB instead of 12.1 (docs/performance.md, "Less CPU per picture"); the 320-px one, which
 * every list row loads, keeps effort 2 (at 1 it saved 0.3 ms for 17 % more bytes).
 */
export const THUMBNAILS = [
  { width: 320, effort: WEBP_EFFORT },
  { width: 640, effort: 1 },
] as const;
/** A picture is decoded this wide at most: the largest thumbnail. */
export const LARGEST_THUMBNAIL = 640;

/** What every picture gets, an image or a video's poster. */
export interface PictureDerivatives {
  /** thumb-320 and thumb-640, narrower when the picture is (never enlarged) */
  thumbnails: Derivative[];
  /** ThumbHash, base64 */
  placeholder: string;
  /** pHash, 16 hex digits */
  hash: string;
  /** the pHashes of the crops a copy most often arrives with (crop-hash.ts CROPS, in order) */
  cropHashes: string[];
}

export async function pictureDerivatives(image: RawImage): Promise<PictureDerivatives> {
  // the WebPs are encoded on libvips's threads while this thread reads the hashes and placeholder
  const encoding = Promise.all(
    THUMBNAILS.map(({ width, effort }) => webpDerivative(`thumb-${width}`, image, width, effort)),
  );
  const placeholder = placeholderOf(image);
  const hash = perceptualHash(image);
  const crops = cropHashes(image);
  return { thumbnails: await encoding, placeholder, hash, cropHashes: crops };
}
