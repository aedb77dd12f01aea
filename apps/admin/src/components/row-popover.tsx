import { Anchor, Group, HoverCard, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { CopyUrlButton } from './copy-url-button';
import { MediaPreview } from './media-preview';

/** SPEC 2: rows after the tenth open their popover upwards. */
const FLIP_AFTER_INDEX = 9;

export interface RowPopoverProps {
  /** the row's position in the list, which decides whether the card opens below or above */
  index: number;
  sourceUrl: string | null | undefined;
  analysis?: string | null;
  allowJpeg?: boolean;
  /** the row element; it becomes the hover target */
  children: ReactElement;
}

/**
 * The card shown while a list row is hovered: the media link with Copy URL, a preview and
 * the analysis. Besides SPEC's up/down rule, floating-ui flips and shifts the card when
 * there is no room, so it always stays on screen.
 */
export function RowPopover({ index, sourceUrl, analysis, allowJpeg, children }: RowPopoverProps) {
  return (
    <HoverCard
      position={index > FLIP_AFTER_INDEX ? 'top' : 'bottom'}
      width={380}
      shadow="md"
      openDelay={250}
      closeDelay={150}
      interactive
      middlewares={{ flip: true, shift: { padding: 8 } }}
    >
      <HoverCard.Target>{children}</HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap="xs">
          {sourceUrl ? (
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Anchor
                href={sourceUrl}
                target="_blank"
                rel="noreferrer"
                size="sm"
                truncate="end"
                title={sourceUrl}
                style={{ flex: 1, minWidth: 0 }}
              >
                {sourceUrl}
              </Anchor>
              <CopyUrlButton url={sourceUrl} />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No media link
            </Text>
          )}
          <MediaPreview src={sourceUrl} allowJpeg={allowJpeg} maxHeight={220} />
          {analysis && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={8}>
              {analysis}
            </Text>
          )}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
