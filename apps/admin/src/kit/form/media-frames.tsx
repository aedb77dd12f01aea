import type { MediaRecord } from '@adlib/shared';
import { Stack, Text } from '@mantine/core';
import { type CSSProperties, useId } from 'react';
import classes from './media-panel.module.css';

/** The strip's frames in order: strip-0, strip-1 … as processing made them. */
function stripFrames(derivatives: MediaRecord['derivatives']): string[] {
  return Object.keys(derivatives)
    .filter((name) => /^strip-\d+$/.test(name))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .map((name) => derivatives[name] as string);
}

/** A video's poster, an image's larger thumbnail. */
const posterOf = (media: MediaRecord) =>
  media.derivatives.poster ?? media.derivatives['thumb-640'] ?? media.derivatives['thumb-320'];

/**
 * The poster (a video's representative frame, or the image) and a video's frame strip, from
 * the derivatives: small WebP files, loaded lazily, sized from the file's own proportions so
 * the page does not jump when they arrive.
 */
export function MediaFrames({ media }: { media: MediaRecord }) {
  const stripLabel = useId();
  const poster = posterOf(media);
  const frames = stripFrames(media.derivatives);
  const info = media.info;
  const isVideo = info?.kind === 'video';
  // width and height attributes give the box its ratio before the file arrives
  const width = 640;
  const height = info && info.width > 0 ? Math.round((width * info.height) / info.width) : 360;
  const ratio = { '--frame-ratio': `${width} / ${height}` } as CSSProperties;
  if (!poster && frames.length === 0) return null;
  return (
    <Stack gap="xs">
      {poster && (
        <img
          className={classes.poster}
          src={poster}
          alt={isVideo ? 'Poster frame of the video' : 'The image, reduced'}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      )}
      {frames.length > 0 && (
        <div>
          <Text size="xs" c="dimmed" mb={4} id={stripLabel}>
            Frames across the video
          </Text>
          <ul className={classes.strip} style={ratio} aria-labelledby={stripLabel}>
            {frames.map((src, i) => (
              <li key={src}>
                <img
                  src={src}
                  alt={`Frame ${i + 1} of ${frames.length}`}
                  width={160}
                  height={Math.round((160 * height) / width)}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
