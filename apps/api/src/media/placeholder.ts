import { rgbaToThumbHash } from 'thumbhash';
import { type RawImage, sharpOf } from './raw-image.js';

/**
 * The picture is encoded this small: ThumbHash keeps a handful of the lowest frequencies, which
 * 64 pixels a side hold as well as its maximum of 100, and its encoder (JavaScript, on the thread
 * that answers requests) costs in proportion to the pixels: 2.4 times less.
 */
const THUMBHASH_SIDE = 64;

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
