import { type Derivative, webpDerivative } from './derivative.js';
import { bestFrameIndex, isBlank, luminanceOf } from './frame-score.js';
import type { VideoInfo } from './media-info.js';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from './media-limits.js';
import { type MediaSource, withLocalFile } from './media-source.js';
import { perceptualHash } from './perceptual-hash.js';
import { type PictureDerivatives, pictureDerivatives } from './picture-derivatives.js';
import type { RawImage } from './raw-image.js';
import { extractFrame, frameSize } from './video-frames.js';

/** Frames of the scrubbing strip, evenly spread over the video. */
export const STRIP_FRAMES = 8;
/** A strip frame's width: a gallery tile's. */
export const STRIP_WIDTH = 320;
/** The poster's longest side: the hover card's. */
export const POSTER_SIDE = 1280;
/** ffmpeg decodes this many frames at once: the machine has two cores, and requests need them too. */
const PARALLEL_DECODES = 2;

export interface StripFrame extends Derivative {
  atSeconds: number;
  /** pHash of the frame */
  hash: string;
}

/** The poster's thumbnails, placeholder and hash, with the poster itself and the strip. */
export interface VideoDerivatives extends PictureDerivatives {
  poster: Derivative;
  posterAtSeconds: number;
  strip: StripFrame[];
}

/** The middle of each of `count` equal parts of the video, shifted by `offset` of a part. */
const evenTimes = (duration: number, count: number, offset: number) =>
  Array.from({ length: count }, (_, i) => ((i + offset) * duration) / count);

async function mapInPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += PARALLEL_DECODES)
    results.push(...(await Promise.all(items.slice(at, at + PARALLEL_DECODES).map(work))));
  return results;
}

/**
 * A video's poster, strip and the poster's thumbnails, placeholder and hash. The strip's frames
 * are the poster's candidates: the poster is the most varied frame that is not blank, so a video
 * opening on black (a fade-in) never gets a black poster. When every strip frame is blank, a
 * second set between them is tried before settling for the best of all.
 */
export async function makeVideoDerivatives(
  source: MediaSource,
  info: VideoInfo,
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<VideoDerivatives> {
  const size = frameSize(info.width, info.height, POSTER_SIDE);
  return withLocalFile(source, async (path) => {
    const decode = (times: number[]) => mapInPairs(times, (t) => extractFrame(path, t, size, limits));
    const stripTimes = evenTimes(info.durationSeconds, STRIP_FRAMES, 0.5);
    const stripFrames = await decode(stripTimes);
    const candidates: { frame: RawImage; at: number }[] = stripFrames.map((frame, i) => ({
      frame,
      at: stripTimes[i] ?? 0,
    }));
    if (candidates.every((c) => isBlank(luminanceOf(c.frame)))) {
      const moreTimes = evenTimes(info.durationSeconds, STRIP_FRAMES, 0.25);
      const more = await decode(moreTimes);
      candidates.push(...more.map((frame, i) => ({ frame, at: moreTimes[i] ?? 0 })));
    }
    const chosen = candidates[bestFrameIndex(candidates.map((c) => luminanceOf(c.frame)))] ?? candidates[0];
    if (!chosen) throw new Error('a video always has strip frames');
    const [poster, picture, strip] = await Promise.all([
      webpDerivative('poster', chosen.frame, POSTER_SIDE),
      pictureDerivatives(chosen.frame),
      Promise.all(
        stripFrames.map(async (frame, i) => ({
          ...(await webpDerivative(`strip-${i}`, frame, STRIP_WIDTH)),
          atSeconds: Math.round((stripTimes[i] ?? 0) * 1000) / 1000,
          hash: perceptualHash(frame),
        })),
      ),
    ]);
    return { ...picture, poster, posterAtSeconds: Math.round(chosen.at * 1000) / 1000, strip };
  });
}
