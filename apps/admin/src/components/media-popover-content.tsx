import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CopyUrlButton } from './copy-url-button';
import { MediaPoster } from './media-poster';

export interface MediaPopoverContentProps {
  /** the media source (ads) or download link (TikToks) */
  url: string | null | undefined;
  /** text under the preview, e.g. the ad's analysis */
  text?: string | null;
  allowJpeg?: boolean;
  /** names the record the card describes, e.g. "Acme · #333": a card beside one of many rows must say which */
  title?: string;
  /** the row's thumbnail and placeholder, shown while the poster loads */
  thumb?: string | null;
  placeholder?: string | null;
}

/**
 * What a list row's card shows: the record's name, the whole link with Copy URL, a small
 * preview (the poster or thumbnail, never the original video until Play), a text.
 */
export function MediaPopoverContent(props: MediaPopoverContentProps) {
  const { url, text, allowJpeg, title } = props;
  return (
    <Stack gap={6}>
      {title && (
        // the card's heading (a bold line over the rest, a heading to a screen reader too)
        <Text component="h2" size="sm" fw={600} lineClamp={2} title={title}>
          {title}
        </Text>
      )}
      {url ? (
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          {/* the whole link, wrapped anywhere (URLs have no spaces to break at) */}
          <Anchor
            href={url}
            target="_blank"
            rel="noreferrer"
            size="xs"
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {url}
          </Anchor>
          <CopyUrlButton url={url} />
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No media link
        </Text>
      )}
      <MediaPoster
        source={url}
        thumb={props.thumb}
        placeholder={props.placeholder}
        allowJpeg={allowJpeg}
        label={title}
      />
      {text && (
        <Text size="xs" style={{ whiteSpace: 'pre-line' }} lineClamp={4} title={text}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
