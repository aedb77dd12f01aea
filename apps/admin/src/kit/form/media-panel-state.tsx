import type { MediaRecord } from '@adlib/shared';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRetryMedia } from './use-media';

/** What the panel says of each state, in words and colour. */
const MEDIA_STATE_LABELS: Record<MediaRecord['state'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  processing: { label: 'Processing…', color: 'blue' },
  ready: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** The state as a badge; a spinner while it works. Unknown (no media row): "Not processed yet". */
export function MediaStateBadge({ state }: { state: MediaRecord['state'] | null }) {
  if (state === null)
    return (
      <Badge color="gray" variant="outline">
        Not processed yet
      </Badge>
    );
  const { label, color } = MEDIA_STATE_LABELS[state];
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={state === 'processing' ? <Loader size={10} color={color} aria-hidden /> : undefined}
    >
      {label}
    </Badge>
  );
}

/**
 * What can be done about a media's state: a failure's reason with Retry, a URL never processed
 * with Process (both POST /api/media/retry); nothing while it works or once it is ready.
 */
export function MediaStateActions({ source, media }: { source: string; media: MediaRecord | null }) {
  const retry = useRetryMedia();
  if (media !== null && media.state !== 'failed') return null;
  return (
    <Stack gap={4}>
      {media === null ? (
        <Text size="sm" c="dimmed">
          A saved record's media is processed on its own; Process does it now.
        </Text>
      ) : (
        media.reason && (
          <Text size="sm" c="red">
            Reason: {media.reason}
          </Text>
        )
      )}
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={retry.isPending}
          onClick={() => retry.mutate(source)}
        >
          {media === null ? 'Process' : 'Retry'}
        </Button>
        {retry.isError && (
          <Text size="sm" c="red" role="alert">
            {retry.error.message}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
