import type { Derivative } from './derivative.js';
import { makeImageDerivatives } from './image-derivatives.js';
import type { ImageInfo, VideoInfo } from './media-info.js';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from './media-limits.js';
import type { MediaSource } from './media-source.js';
import type { PictureDerivatives } from './picture-derivatives.js';
import { probe } from './probe.js';
import { makeVideoDerivatives, type VideoDerivatives } from './video-derivatives.js';

/**
 * What processing makes, numbered: a row keeps the number it was made with (media.recipe), and
 * a backfill processes again the rows of an older one, so that every hash compares with every
 * other. 1: the grey pHash; 2: the crop- and colour-tolerant pHash with hue codes duplicates
 * compare (issue 26); 3: a version without hue angles, steadier under crops but matching 8×
 * more pairs of different demo pictures (160 of 87,990 against 20), withdrawn; 4: 2's hash
 * again (perceptual-hash.ts), so that rows made by 3 are made again.
 */
// 5: 4's hash, and a picture's crop hashes (crop-hash.ts, media.crop_phashes); 6: the same hashes
// and placeholder from box averages of the decoded copy (area-sums.ts), not sharp resizes: a few
// bits differ, so every row is hashed again (recall held in bench:duplicates, decision 023)
export const MEDIA_RECIPE = 6;

export type ProcessedMedia =
  | { info: ImageInfo; derivatives: PictureDerivatives }
  | { info: VideoInfo; derivatives: VideoDerivatives };

/**
 * Everything but the on-screen text, for one media: what a queue job calls. Rejects with a
 * MediaError whose reason the job keeps when the file is refused.
 */
export async function processMedia(
  source: MediaSource,
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<ProcessedMedia> {
  const info = await probe(source, limits);
  return info.kind === 'image'
    ? { info, derivatives: await makeImageDerivatives(source, limits) }
    : { info, derivatives: await makeVideoDerivatives(source, info, limits) };
}

/** The files to store for a processed media: thumbnails, and for a video its poster and strip. */
export function derivativeFiles(processed: ProcessedMedia): Derivative[] {
  const made = processed.derivatives;
  return 'poster' in made ? [...made.thumbnails, made.poster, ...made.strip] : made.thumbnails;
}
