import type { InsightPreset, InsightTile as TileName } from '@adlib/shared';
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { useInsight } from './api';
import { downloadCsv, isEmpty, summaryOf } from './figures';
import { InsightChart } from './insight-chart';
import { InsightFigures } from './insight-figures';
import { InsightTable } from './insight-table';
import { type InsightTargets, TILES } from './tiles';

/**
 * One tile: its own query, so loading, empty and error are its own (one slow tile never holds
 * the others); the figures with their change, the chart or its table, a text summary, CSV.
 */
export function InsightTile({
  tile,
  range,
  targets,
}: {
  tile: TileName;
  range: InsightPreset;
  targets: InsightTargets;
}) {
  const declared = TILES[tile];
  const query = useInsight(tile, declared.ranged ? range : '30d');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const summaryId = useId();
  const answer = query.data;
  // marks are drawn from an answer only: its range is the days they count
  const days = answer?.range ?? { from: '', to: '' };
  const cell = (row: string, column: string) => declared.cell?.(targets, row, column, days) ?? null;
  const figure = (key: string) => declared.figure?.(targets, key, days) ?? null;
  const part = (key: string, p: string) => declared.part?.(targets, key, p, days) ?? null;
  const showsChart = declared.chart !== 'figures';

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={4} size="h5" id={titleId}>
              {declared.title}
            </Title>
            <Text size="xs" c="dimmed">
              {declared.about}
            </Text>
          </div>
          {answer && (
            <Button
              size="compact-xs"
              variant="subtle"
              // the title wraps, the button keeps its width (a phone cut it)
              style={{ flexShrink: 0 }}
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Download CSV of ${declared.title}`}
              onClick={() => downloadCsv(answer)}
            >
              CSV
            </Button>
          )}
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={`Loading ${declared.title}`}>
            <Skeleton h={28} w="40%" />
            <Skeleton h={showsChart ? 180 : 40} />
          </Stack>
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            onRetry={() => void query.refetch()}
            title={`Could not load ${declared.title}`}
          />
        ) : isEmpty(query.data) ? (
          <Text size="sm" c="dimmed" py="md">
            {declared.empty}
          </Text>
        ) : (
          <>
            <InsightFigures
              figures={query.data.figures}
              link={figure}
              partLink={part}
              ratio={declared.ratio}
            />
            <Text id={summaryId} size="sm">
              {summaryOf(query.data)}
            </Text>
            {showsChart && (
              <SegmentedControl
                size="xs"
                w="fit-content"
                value={view}
                onChange={(v) => setView(v === 'table' ? 'table' : 'chart')}
                aria-label={`Show ${declared.title} as`}
                data={[
                  { value: 'chart', label: 'Chart' },
                  { value: 'table', label: 'Table' },
                ]}
              />
            )}
            {showsChart && view === 'chart' ? (
              <div role="figure" aria-label={declared.title} aria-describedby={summaryId}>
                <InsightChart
                  answer={query.data}
                  kind={declared.chart === 'figures' ? 'bars' : declared.chart}
                  link={cell}
                  noun={declared.chart === 'heatmap' ? 'visible ads' : ''}
                  clickable={declared.cell !== undefined}
                  stacks={declared.stacks}
                />
              </div>
            ) : (
              <InsightTable table={query.data.table} caption={declared.title} link={cell} />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
