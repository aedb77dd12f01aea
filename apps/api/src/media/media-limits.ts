/** What a media file may cost to process. The defaults suit the product's ads, TikToks and clips. */
export interface MediaLimits {
  /** width × height of an image or a video frame; larger files are refused before decoding */
  maxPixels: number;
  /** seconds of video */
  maxVideoSeconds: number;
  /** one run of ffmpeg or ffprobe; the process is killed when it is over */
  toolTimeoutMs: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  maxPixels: 50_000_000,
  maxVideoSeconds: 15 * 60,
  toolTimeoutMs: 30_000,
};
