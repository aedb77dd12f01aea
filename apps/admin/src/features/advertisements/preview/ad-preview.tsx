import type { AdvertisementInput } from '@adlib/shared';
import { Avatar, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ClampedText } from '../../../components/clamped-text';
import { mediaKindOfFile } from '../../../components/media-kind';
import { MediaPreview } from '../../../components/media-preview';
import { useFileUrl } from '../../../kit/form/use-file-url';

/**
 * The live preview of the new and edit screens, drawn like a feed post from what the form holds now:
 * logo, name, primary text, media (.jpeg counts here), display link, description, headline
 * and the call-to-action button. A picked file is previewed before it is uploaded.
 */
export function AdPreview({ file }: { file: File | null }) {
  const v = useWatch<AdvertisementInput>();
  const fileUrl = useFileUrl(file);

  return (
    <Paper withBorder radius="md" shadow="xs" aria-label="Ad preview" component="section">
      <Stack gap="sm" py="sm">
        <Group gap="sm" px="sm" wrap="nowrap">
          <Avatar src={v.logo || null} name={v.name || '?'} color="initials" radius="xl" alt="" />
          <Box miw={0}>
            <Text fw={600} size="sm" truncate="end">
              {v.name || 'Brand name'}
            </Text>
            <Text size="xs" c="dimmed">
              Sponsored
            </Text>
          </Box>
        </Group>
        <ClampedText text={v.primary_text ?? ''} />
        <MediaPreview
          src={fileUrl ?? v.media_source}
          kind={file ? mediaKindOfFile(file) : undefined}
          allowJpeg
          maxHeight={420}
          fallback={v.media_source ? 'No preview for this link' : 'No media yet'}
        />
        <Group justify="space-between" wrap="nowrap" px="sm" gap="sm" align="center">
          <Box miw={0}>
            {v.display_link && (
              <Text size="xs" c="dimmed" tt="uppercase" truncate="end">
                {v.display_link}
              </Text>
            )}
            {v.headline && (
              <Text fw={600} size="sm" lineClamp={2}>
                {v.headline}
              </Text>
            )}
            {v.description && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {v.description}
              </Text>
            )}
          </Box>
          {v.call_to_action && (
            <Button variant="default" size="xs" style={{ flexShrink: 0 }} tabIndex={-1}>
              {v.call_to_action}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
