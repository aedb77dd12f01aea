import { rgbaToThumbHash } from 'thumbhash';
import { type RawImage, sharpOf } from './raw-image.js';

/**
 * The picture is encoded this small: ThumbHash keeps at most 7 of the lowest frequencies a side
 * (its decoder paints 32 pixels a side), which 32 pixels hold as well as its maximum of 100, and
 * its encoder (JavaScript, on the thread that answers requests) costs in proportion to the
 * pixels: 1.4 ms of that thread's time per picture at 64 px a side, a quarter of it at 32.
 */
const THUMBHASH_SIDE = 32;

/**
 * A ThumbHash of the picture in base64 (about 30 characters): list rows carry it, and the panel
 * paints it as a blurred preview while the thumbnail loads.
 */
export async function placeholderOf(image: RawImage): Promise<string> {
  const { data, info } = await sharpOf(image)
    .resize({ width: THUMBHASH_SIDE, height: THUMBHASH_SIDE, fit: 'inside' })
    // ThumbHash reads RGBA; sharp adds the alpha after the resize, which stays 8-bit for RGB
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
