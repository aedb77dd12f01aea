import { rgbaToThumbHash } from 'thumbhash';
import { type RawImage, sharpOf } from './raw-image.js';

/** ThumbHash encodes pictures of at most 100 × 100 pixels. */
const THUMBHASH_SIDE = 100;

/**
 * A ThumbHash of the picture in base64 (about 30 characters): list rows carry it, and the panel
 * paints it as a blurred preview while the thumbnail loads.
 */
export async function placeholderOf(image: RawImage): Promise<string> {
  const { data, info } = await sharpOf(image)
    .resize({ width: THUMBHASH_SIDE, height: THUMBHASH_SIDE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
