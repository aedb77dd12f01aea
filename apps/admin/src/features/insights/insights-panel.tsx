import {
  CUSTOMER_TILES,
  INSIGHT_PRESETS,
  type InsightPreset,
  LIBRARY_TILES,
  type InsightTile as TileName,
} from '@adlib/shared';
import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { InsightTile } from './insight-tile';
import type { InsightTargets } from './tiles';

const PRESET_LABELS: Record<InsightPreset, string> = {
  '7d': '7 d',
  '30d': '30 d',
  '90d': '90 d',
  '12m': '12 months',
};
const isPreset = (v: string | null): v is InsightPreset =>
  (INSIGHT_PRESETS as readonly (string | null)[]).includes(v);
/** Tiles that need the whole width (the coverage grid has a column per type). */
const WIDE = new Set<TileName>(['coverage']);

function TileGrid({
  tiles,
  range,
  targets,
}: {
  tiles: readonly TileName[];
  range: InsightPreset;
  targets: InsightTargets;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {tiles.map((tile) => (
        <div key={tile} style={WIDE.has(tile) ? { gridColumn: '1 / -1' } : undefined}>
          <InsightTile tile={tile} range={range} targets={targets} />
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * Home's insights (issue 32): the range (kept in the URL, so a shared link shows the same), the
 * library's tiles for every staff member and the customers' for super.
 */
export function InsightsPanel({ staffRole, targets }: { staffRole: string; targets: InsightTargets }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: InsightPreset = isPreset(asked) ? asked : '30d';
  const setRange = (v: string) =>
    setParams(
      (p) => {
        p.set('range', v);
        return p;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            Insights
          </Title>
          <Text size="sm" c="dimmed">
            Each figure is compared with the period before; a linked figure opens its list.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Date range"
          value={range}
          onChange={setRange}
          data={INSIGHT_PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] }))}
        />
      </Group>
      <Title order={3} size="h4">
        Library
      </Title>
      <TileGrid tiles={LIBRARY_TILES} range={range} targets={targets} />
      {staffRole === 'super' && (
        <>
          <Title order={3} size="h4">
            Customers
          </Title>
          <TileGrid tiles={CUSTOMER_TILES} range={range} targets={targets} />
        </>
      )}
    </Stack>
  );
}
