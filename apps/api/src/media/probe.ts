import { SNIFF_BYTES, sniffMediaType } from '../storage/sniff.js';
import { MediaError } from './media-error.js';
import type { MediaInfo } from './media-info.js';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from './media-limits.js';
import { type MediaSource, readHead, sourceBytes, withLocalFile } from './media-source.js';
import { probeImageSize } from './probe-image.js';
import { probeVideoStreams } from './probe-video.js';

/**
 * The metadata of a media file, or a MediaError saying why it is refused: empty, not an image or
 * video we accept (the type comes from the bytes, as for uploads), corrupt, too many pixels,
 * too long. Images are read from their header only; videos by ffprobe under a timeout.
 */
export async function probe(
  source: MediaSource,
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<MediaInfo> {
  const bytes = await sourceBytes(source);
  if (bytes === 0) throw new MediaError('empty', 'the file is empty (0 bytes)');
  const type = sniffMediaType(await readHead(source, SNIFF_BYTES));
  if (!type) throw new MediaError('unsupported-type', 'the file is not an image or a video we process');
  if (type.mime.startsWith('image/')) {
    const size = await probeImageSize(source, limits);
    return { kind: 'image', contentType: type.mime, bytes, ...size };
  }
  const video = await withLocalFile(source, (path) => probeVideoStreams(path, limits));
  return { kind: 'video', contentType: type.mime, bytes, ...video };
}
