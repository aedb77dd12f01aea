import { Image, Text } from '@mantine/core';
import { type MediaKind, mediaKindOf } from './media-kind';

export interface MediaPreviewProps {
  src: string | null | undefined;
  /** count .jpeg as an image too (SPEC: only the ad edit preview does) */
  allowJpeg?: boolean;
  /** overrides the guess from the link, e.g. for a local file's blob: URL */
  kind?: MediaKind | null;
  alt?: string;
  maxHeight?: number;
  /** shown when the link is neither a video nor an image; nothing by default */
  fallback?: React.ReactNode;
}

/** A video for .mp4 links, an image for .png/.jpg (SPEC 9), otherwise the fallback. */
export function MediaPreview({
  src,
  allowJpeg,
  kind,
  alt = 'Media preview',
  maxHeight = 320,
  fallback = null,
}: MediaPreviewProps) {
  const shown = kind ?? mediaKindOf(src, { jpeg: allowJpeg });
  if (!src || !shown)
    return fallback ? (
      <Text size="sm" c="dimmed">
        {fallback}
      </Text>
    ) : null;
  if (shown === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: library ads come without caption tracks
      <video
        src={src}
        controls
        preload="metadata"
        aria-label={alt}
        style={{ display: 'block', width: '100%', maxHeight, background: 'black', borderRadius: 8 }}
      />
    );
  }
  return <Image src={src} alt={alt} mah={maxHeight} fit="contain" radius="sm" />;
}
