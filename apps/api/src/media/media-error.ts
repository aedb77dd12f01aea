/**
 * Why a media file was refused. A queue job stores the reason with its failure, so each hostile
 * or broken file ends in a failed job that says what was wrong, never in a crash (issue 25 §2).
 */
export type MediaErrorReason =
  /** a 0-byte file */
  | 'empty'
  /** not an image or video we process (sniffed from the bytes, never from a name or a header) */
  | 'unsupported-type'
  /** truncated or damaged: the decoder could not read it */
  | 'corrupt'
  /** more pixels than the cap: a decompression bomb, or simply too large to decode safely */
  | 'too-many-pixels'
  /** a video longer than the cap */
  | 'too-long'
  /** ffmpeg, ffprobe or the OCR worker took longer than allowed and was stopped */
  | 'timeout'
  /** a bundled program could not be started (missing or not executable) */
  | 'tool-missing';

export class MediaError extends Error {
  override readonly name = 'MediaError';
  constructor(
    readonly reason: MediaErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** sharp's errors as a reason: its pixel-limit message is the only one that is not "corrupt". */
export function sharpFailure(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message)
    ? new MediaError('too-many-pixels', message)
    : new MediaError('corrupt', `the image cannot be decoded: ${message}`);
}
