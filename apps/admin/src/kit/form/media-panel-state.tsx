import type { MediaRecord } from '@adlib/shared';
import { Badge, Loader } from '@mantine/core';

/** What the panel says of each state, in words and colour. */
export const MEDIA_STATE_LABELS: Record<MediaRecord['state'], { label: string; color: string }> = {
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
