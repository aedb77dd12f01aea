import type { TiktokInput as TiktokFormValues } from '@adlib/shared';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ClampedText } from '../../components/clamped-text';
import { MediaPreview } from '../../components/media-preview';

/**
 * SPEC 2 "Edit TikTok": username, a link to the TikTok, the description (click to clamp) and
 * the video when the download link is an .mp4, from what the form holds now.
 */
export function TiktokPreview() {
  const [username, link, description, video] = useWatch<TiktokFormValues>({
    name: ['username', 'tiktok_link', 'description', 'download_link'],
  }) as [string, string | null, string | null, string | null];
  return (
    <Paper withBorder radius="md" p="md" aria-label="TikTok preview" role="region">
      <Stack gap="sm">
        <Text fw={600}>@{username || 'username'}</Text>
        {link ? (
          <Anchor href={link} target="_blank" rel="noreferrer" size="sm" truncate="end">
            {link}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            No TikTok link
          </Text>
        )}
        <ClampedText text={description ?? ''} />
        {video?.includes('.mp4') && <MediaPreview src={video} kind="video" alt="TikTok video" />}
      </Stack>
    </Paper>
  );
}
