import { cropHashes } from './crop-hash.js';
import { type Derivative, webpDerivative } from './derivative.js';
import { perceptualHash } from './perceptual-hash.js';
import { placeholderOf } from './placeholder.js';
import type { RawImage } from './raw-image.js';

/** The widths of the WebP thumbnails: a list row's (and a gallery tile's) and a retina or hover card's. */
export const THUMBNAIL_WIDTHS = [320, 640] as const;
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
  const [thumbnails, placeholder, hash, crops] = await Promise.all([
    Promise.all(THUMBNAIL_WIDTHS.map((width) => webpDerivative(`thumb-${width}`, image, width))),
    placeholderOf(image),
    perceptualHash(image),
    cropHashes(image),
  ]);
  return { thumbnails, placeholder, hash, cropHashes: crops };
}
