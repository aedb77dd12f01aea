import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from './media-limits.js';
import type { MediaSource } from './media-source.js';
import { LARGEST_THUMBNAIL, type PictureDerivatives, pictureDerivatives } from './picture-derivatives.js';
import { decodeImage } from './raw-image.js';

/**
 * An image's thumbnails, placeholder and perceptual hash. Decodes the whole file, so a truncated
 * or corrupt image fails here with reason "corrupt", and a pixel bomb with "too-many-pixels".
 */
export async function makeImageDerivatives(
  source: MediaSource,
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<PictureDerivatives> {
  return pictureDerivatives(await decodeImage(source, limits, LARGEST_THUMBNAIL));
}
