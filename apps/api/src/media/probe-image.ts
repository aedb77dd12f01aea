import sharp from 'sharp';
import { MediaError, sharpFailure } from './media-error.js';
import type { MediaLimits } from './media-limits.js';
import { type MediaSource, sharpInput } from './media-source.js';

/** EXIF orientations 5 to 8 turn the picture a quarter: the displayed width is the stored height. */
const turnsAQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

/**
 * An image's displayed size, read from its header only (cheap). A header announcing more pixels
 * than the cap is refused here, before anything decodes it; a truncated body is found by the
 * derivatives, which decode every pixel.
 */
export async function probeImageSize(
  source: MediaSource,
  limits: MediaLimits,
): Promise<{ width: number; height: number }> {
  const meta = await sharp(sharpInput(source), { limitInputPixels: limits.maxPixels })
    .metadata()
    .catch((error: unknown) => {
      throw sharpFailure(error);
    });
  // an animated GIF or WebP: one frame's height (the first frame is the one processed)
  const stored = { width: meta.width, height: meta.pageHeight ?? meta.height };
  if (!stored.width || !stored.height) throw new MediaError('corrupt', 'the image header has no size');
  if (stored.width * stored.height > limits.maxPixels)
    throw new MediaError(
      'too-many-pixels',
      `${stored.width}×${stored.height} is over the cap of ${limits.maxPixels} pixels`,
    );
  return turnsAQuarter(meta.orientation) ? { width: stored.height, height: stored.width } : stored;
}
