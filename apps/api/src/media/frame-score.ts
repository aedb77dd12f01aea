import type { RawImage } from './raw-image.js';

/** Brightness of a frame on 0–255: its mean and how much it varies (standard deviation). */
export interface Luminance {
  mean: number;
  deviation: number;
}

/** Every 7th pixel is enough to tell a black or flat frame from a picture, and 7× cheaper. */
const STEP = 7;

export function luminanceOf(image: RawImage): Luminance {
  const { data, channels } = image;
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let at = 0; at + 2 < data.length; at += channels * STEP) {
    // Rec. 601 luma
    const y = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
    sum += y;
    squares += y * y;
    count++;
  }
  const mean = count ? sum / count : 0;
  return { mean, deviation: Math.sqrt(Math.max(0, squares / Math.max(count, 1) - mean * mean)) };
}

/**
 * A black, white or flat frame (a fade, a title card's blank, a lens cap): never a poster when
 * another frame is not.
 */
export const isBlank = ({ mean, deviation }: Luminance) => mean < 20 || mean > 240 || deviation < 10;

/** The frame that shows the most: the most varied among the frames that are not blank. */
export function bestFrameIndex(frames: Luminance[]): number {
  let best = 0;
  const score = (l: Luminance) => (isBlank(l) ? -1 : l.deviation);
  frames.forEach((l, i) => {
    const current = frames[best];
    if (current && score(l) > score(current)) best = i;
  });
  return best;
}
