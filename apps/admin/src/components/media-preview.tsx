import { Image, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
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
  fallback?: ReactNode;
}

const Note = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed" ta="center" py="xs">
    {children}
  </Text>
);

/** A video for .mp4 links, an image for .png/.jpg (SPEC 9), otherwise the fallback. */
export function MediaPreview({
  src,
  allowJpeg,
  kind,
  alt = 'Media preview',
  maxHeight = 320,
  fallback = null,
}: MediaPreviewProps) {
  // a dead link says so instead of showing the browser's broken-image icon
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = kind ?? mediaKindOf(src, { jpeg: allowJpeg });
  if (!src || !shown) return fallback ? <Note>{fallback}</Note> : null;
  if (failedSrc === src) return <Note>The preview could not be loaded.</Note>;
  if (shown === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: library ads come without caption tracks
      <video
        src={src}
        controls
        preload="metadata"
        aria-label={alt}
        onError={() => setFailedSrc(src)}
        style={{ display: 'block', width: '100%', maxHeight, background: 'black', borderRadius: 8 }}
      />
    );
  }
  return (
    <Image src={src} alt={alt} mah={maxHeight} fit="contain" radius="sm" onError={() => setFailedSrc(src)} />
  );
}
