import { MediaError } from './media-error.js';
import type { MediaLimits } from './media-limits.js';
import type { RawImage } from './raw-image.js';
import { FFMPEG_PATH, runTool } from './run-tool.js';

/** The size frames are decoded at: inside `maxSide` × `maxSide`, even sides (as yuv420 wants). */
export function frameSize(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

const frameArgs = (
  path: string,
  atSeconds: number,
  size: { width: number; height: number },
  exact: boolean,
) => [
  ...[
    '-v',
    'error',
    '-nostdin',
    ...(exact ? [] : ['-noaccurate_seek']),
    '-ss',
    atSeconds.toFixed(3),
    '-i',
    path,
  ],
  ...['-frames:v', '1', '-an', '-sn', '-vf', `scale=${size.width}:${size.height}`],
  ...['-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
];

/**
 * The frame shown at `atSeconds`, as RGBA pixels of the given size. ffmpeg seeks to the key frame
 * before it and decodes up to the time (so the cost is bounded by the key-frame interval), and
 * applies the rotation of a phone video. That exact seek drops every frame that starts before the
 * time, so in a video of few frames (a slideshow at 1 frame a second) the last frame is never
 * reached: then the key frame before the time is taken. A time where no frame can be decoded
 * either way is "corrupt" (a truncated file whose index promised more).
 */
export async function extractFrame(
  path: string,
  atSeconds: number,
  size: { width: number; height: number },
  limits: MediaLimits,
): Promise<RawImage> {
  const expected = size.width * size.height * 4;
  let run = await runTool(FFMPEG_PATH, frameArgs(path, atSeconds, size, true), limits.toolTimeoutMs);
  if (run.code === 0 && run.stdout.length === 0)
    run = await runTool(FFMPEG_PATH, frameArgs(path, atSeconds, size, false), limits.toolTimeoutMs);
  if (run.code !== 0 || run.stdout.length !== expected)
    throw new MediaError('corrupt', `no frame can be decoded at ${atSeconds.toFixed(2)} s: ${run.stderr}`);
  return { data: run.stdout, width: size.width, height: size.height, channels: 4 };
}
