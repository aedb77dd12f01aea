import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CopyUrlButton } from './copy-url-button';
import { MediaPreview } from './media-preview';

export interface MediaPopoverContentProps {
  /** the media source (ads) or download link (TikToks) */
  url: string | null | undefined;
  /** text under the preview, e.g. the ad's analysis */
  text?: string | null;
  allowJpeg?: boolean;
}

/** What a list row's card shows: the link with Copy URL, a preview, and a text. */
export function MediaPopoverContent({ url, text, allowJpeg }: MediaPopoverContentProps) {
  return (
    <Stack gap="xs">
      {url ? (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Anchor
            href={url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            truncate="end"
            title={url}
            style={{ flex: 1, minWidth: 0 }}
          >
            {url}
          </Anchor>
          <CopyUrlButton url={url} />
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No media link
        </Text>
      )}
      <MediaPreview src={url} allowJpeg={allowJpeg} maxHeight={220} />
      {text && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={8}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
