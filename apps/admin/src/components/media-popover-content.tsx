import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CopyUrlButton } from './copy-url-button';
import { MediaPreview } from './media-preview';

export interface MediaPopoverContentProps {
  /** the media source (ads) or download link (TikToks) */
  url: string | null | undefined;
  /** text under the preview, e.g. the ad's analysis */
  text?: string | null;
  allowJpeg?: boolean;
  /** names the record the card describes, e.g. "Acme · #333": a card beside one of many rows must say which */
  title?: string;
}

/** What a list row's card shows: the record's name, the whole link with Copy URL, a small preview, a text. */
export function MediaPopoverContent({ url, text, allowJpeg, title }: MediaPopoverContentProps) {
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
      <MediaPreview src={url} allowJpeg={allowJpeg} maxHeight={140} />
      {text && (
        <Text size="xs" style={{ whiteSpace: 'pre-line' }} lineClamp={4} title={text}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
