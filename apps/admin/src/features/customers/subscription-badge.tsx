import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@adlib/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<SubscriptionStatus, string> = {
  none: 'gray',
  trialing: 'blue',
  active: 'green',
  past_due: 'orange',
  paused: 'yellow',
  canceled: 'red',
};

/** A subscription status as a coloured badge: green is paying, orange and red need a look. */
export function SubscriptionBadge({ status }: { status: string }) {
  const known = status in COLORS ? (status as SubscriptionStatus) : undefined;
  return (
    <Badge color={known ? COLORS[known] : 'gray'} variant="light" data-testid="subscription-badge">
      {known ? SUBSCRIPTION_STATUS_LABELS[known] : status}
    </Badge>
  );
}
