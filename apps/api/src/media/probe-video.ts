import { z } from 'zod';
import { MediaError } from './media-error.js';
import type { MediaLimits } from './media-limits.js';
import { FFPROBE_PATH, runTool } from './run-tool.js';

/** The part of `ffprobe -print_format json -show_format -show_streams` that is read. */
const ffprobeOutput = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        tags: z.object({ rotate: z.string().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});

export interface VideoStreamInfo {
  width: number;
  height: number;
  durationSeconds: number;
  frameRate: number;
  codec: string;
  hasAudio: boolean;
}

/** "30000/1001" → 29.97; "0/0" (unknown) → 0. */
const rate = (fraction: string | undefined) => {
  const [num, den] = (fraction ?? '').split('/').map(Number);
  return num && den ? Math.round((num / den) * 1000) / 1000 : 0;
};

/**
 * A video's streams as ffprobe reads them. A file ffprobe cannot read is "corrupt"; one longer
 * than the cap is "too-long", before any frame is decoded.
 */
export async function probeVideoStreams(path: string, limits: MediaLimits): Promise<VideoStreamInfo> {
  const run = await runTool(
    FFPROBE_PATH,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    limits.toolTimeoutMs,
  );
  if (run.code !== 0) throw new MediaError('corrupt', `ffprobe cannot read the video: ${run.stderr}`);
  let parsed: z.infer<typeof ffprobeOutput>;
  try {
    parsed = ffprobeOutput.parse(JSON.parse(run.stdout.toString('utf8')));
  } catch {
    throw new MediaError('corrupt', 'ffprobe gave no readable description of the video');
  }
  const video = parsed.streams.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height || !video.codec_name)
    throw new MediaError('corrupt', 'the file has no readable video stream');
  const durationSeconds = Number(parsed.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new MediaError('corrupt', 'the video has no duration');
  if (durationSeconds > limits.maxVideoSeconds)
    throw new MediaError(
      'too-long',
      `the video lasts ${Math.round(durationSeconds)} s, over the cap of ${limits.maxVideoSeconds} s`,
    );
  if (video.width * video.height > limits.maxPixels)
    throw new MediaError('too-many-pixels', `${video.width}×${video.height} frames are over the pixel cap`);
  // a phone video filmed upright is stored sideways with a rotation that players (and ffmpeg) apply
  const rotation =
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0);
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    durationSeconds: Math.round(durationSeconds * 1000) / 1000,
    frameRate: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
    codec: video.codec_name,
    hasAudio: parsed.streams.some((s) => s.codec_type === 'audio'),
  };
}
