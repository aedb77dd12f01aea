import { Button, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useMediaRecord } from './media-api';
import { mediaKindOf } from './media-kind';
import { placeholderUrl } from './media-placeholder';
import classes from './media-poster.module.css';
import { MediaPreview } from './media-preview';

export interface MediaPosterProps {
  /** the media's URL as the record holds it (the original file) */
  source: string | null | undefined;
  /** what the list row carries: its 320-px thumbnail and placeholder, shown until the server answers */
  thumb?: string | null;
  placeholder?: string | null;
  /** count .jpeg as an image too */
  allowJpeg?: boolean;
  /** the box's height in px */
  height?: number;
  /** names the video's Play button and the picture: 'Acme · #333' */
  label?: string;
}

/**
 * A small preview that never downloads a video to show it: the poster (a video) or the
 * 640-px thumbnail (an image) from GET /api/media, the row's thumbnail and placeholder until it
 * answers. A video plays only when asked (Play), and only then is the original fetched. An
 * image the server has not processed (an old link) is shown from its original, as before.
 */
export function MediaPoster({
  source,
  thumb,
  placeholder,
  allowJpeg,
  height = 140,
  label,
}: MediaPosterProps) {
  const media = useMediaRecord(source);
  const [playing, setPlaying] = useState<string | null>(null);
  if (!source) return null;
  const d = media.data?.derivatives ?? {};
  const kind = media.data?.info?.kind ?? mediaKindOf(source, { jpeg: allowJpeg });
  const picture =
    (kind === 'video' ? (d.poster ?? d['thumb-640']) : (d['thumb-640'] ?? d['thumb-320'])) ?? thumb ?? null;
  const blur = placeholderUrl(media.data?.placeholder ?? placeholder);

  if (kind === 'video' && playing === source)
    return (
      // biome-ignore lint/a11y/useMediaCaption: library ads come without caption tracks
      <video
        className={classes.video}
        src={source}
        poster={picture ?? undefined}
        controls
        autoPlay // the user pressed Play: this is the one time it starts by itself
        aria-label={label ? `Video of ${label}` : 'Video'}
        style={{ maxHeight: height * 2 }}
      />
    );
  // nothing processed and the server is done answering: an image shows its original, as before
  if (!picture && !blur && kind === 'image' && !media.isPending)
    return <MediaPreview src={source} allowJpeg={allowJpeg} maxHeight={height} />;
  if (!picture && !blur && kind !== 'video')
    return media.isPending ? null : (
      <Text size="xs" c="dimmed">
        No preview for this link
      </Text>
    );
  return (
    <div
      className={classes.box}
      style={{ height, backgroundImage: blur ? `url(${blur})` : undefined }}
      data-testid="media-poster"
    >
      {picture && (
        <img
          key={picture}
          className={classes.picture}
          src={picture}
          alt={label ? `Preview of ${label}` : 'Preview'}
          decoding="async"
        />
      )}
      {kind === 'video' && (
        <Button
          className={classes.play}
          size="xs"
          radius="xl"
          leftSection={<IconPlayerPlayFilled size={12} />}
          onClick={() => setPlaying(source)}
        >
          Play
        </Button>
      )}
    </div>
  );
}
