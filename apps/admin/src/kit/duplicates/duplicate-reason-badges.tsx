import type { DuplicateCluster, DuplicatePair } from '@adlib/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { reasonLabels } from './duplicate-words';

/** One pair's reasons, in words. */
export function ReasonBadges({ pair }: { pair: Pick<DuplicatePair, 'reasons' | 'distance'> }) {
  return (
    <Group gap={6}>
      {reasonLabels(pair).map((label) => (
        <Badge key={label} variant="light" color="orange" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

/** Why a cluster's records look alike: its one pair's reasons, or each pair's with its ids. */
export function ClusterReasons({ pairs }: { pairs: DuplicateCluster['pairs'] }) {
  if (pairs.length === 1 && pairs[0]) return <ReasonBadges pair={pairs[0]} />;
  return (
    <Stack gap={4}>
      {pairs.map((pair) => (
        <Group key={`${pair.a}-${pair.b}`} gap="xs" wrap="wrap">
          <Text size="sm">
            #{pair.a} and #{pair.b}:
          </Text>
          <ReasonBadges pair={pair} />
        </Group>
      ))}
    </Stack>
  );
}
