import type { ResponseOf, webhooksContract } from '@adlib/shared';
import { Badge, Button, Code, Group, Pagination, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { RelativeTime } from '../../components/relative-time';
import { type RecordColumn, RecordTable } from '../../kit/list/record-table';
import { DELIVERIES_PAGE_SIZE, type DeliveryState, useDeliveries, useReplay, useReplayFailed } from './api';
import { EVENT_TYPE_OPTIONS } from './endpoint-form';

type Delivery = ResponseOf<typeof webhooksContract.deliveries>['results'][number];

const STATES: Record<DeliveryState, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** Each try: when, status, duration, the request's headers, the answer's first KB. */
function Tries({ delivery }: { delivery: Delivery }) {
  if (!delivery.tries.length)
    return (
      <Text size="sm" c="dimmed">
        Not sent yet
      </Text>
    );
  return (
    <Stack gap={4}>
      {delivery.tries.map((t) => (
        <details key={t.id}>
          <summary>
            <Text span size="sm" c={t.ok ? undefined : 'red'}>
              {t.status ?? 'no answer'} · {t.duration_ms} ms · <RelativeTime value={t.at} />
            </Text>
          </summary>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {`${Object.entries(t.request_headers)
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')}\n\n${delivery.body}\n\n— answer —\n${t.response}`}
          </Code>
        </details>
      ))}
    </Stack>
  );
}

/** An endpoint's deliveries: filtered by event type and outcome, Replay one or all failed. */
export function DeliveryLog({ endpoint }: { endpoint: { id: number; url: string } }) {
  const [state, setState] = useState<DeliveryState | ''>('');
  const [eventType, setEventType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpoint.id, {
    page,
    state: state || undefined,
    event_type: eventType ?? undefined,
  });
  const replay = useReplay();
  const replayFailed = useReplayFailed();
  const pages = Math.ceil((log.data?.total ?? 0) / DELIVERIES_PAGE_SIZE);

  const done = (message: string) => notifications.show({ color: 'green', message });
  // a failure is told by the app's notification (the mutation's errorTitle): once
  const failed = () => undefined;

  const columns: RecordColumn<Delivery>[] = [
    {
      header: 'Event',
      card: 'title',
      w: 200,
      cell: (d) => (
        <Text size="sm" fw={500}>
          {d.event_type}
        </Text>
      ),
    },
    {
      header: 'Outcome',
      w: 120,
      cell: (d) => (
        <Badge color={STATES[d.state].color} variant="light" tt="none">
          {STATES[d.state].label}
        </Badge>
      ),
    },
    { header: 'Attempts', cell: (d) => d.attempts },
    { header: 'Tries', w: 320, cell: (d) => <Tries delivery={d} /> },
    { header: 'Created', cell: (d) => <RelativeTime value={d.created_at} /> },
    {
      header: 'Actions',
      card: 'actions',
      cell: (d) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Replay ${d.event_type} delivery #${d.id}`}
          loading={replay.isPending && replay.variables?.deliveryId === d.id}
          onClick={() =>
            replay.mutateAsync({ id: endpoint.id, deliveryId: d.id }).then(() => done('Queued again'), failed)
          }
        >
          Replay
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm" mt="lg">
      <Text component="h2" fw={600}>
        Delivery log of {endpoint.url}
      </Text>
      <Group gap="sm" align="end">
        <SegmentedControl
          aria-label="Outcome"
          value={state}
          onChange={(v) => {
            setState(v as DeliveryState | '');
            setPage(1);
          }}
          data={[
            { value: '', label: 'All' },
            { value: 'delivered', label: 'Delivered' },
            { value: 'pending', label: 'Pending' },
            { value: 'failed', label: 'Failed' },
          ]}
        />
        <Select
          aria-label="Event type"
          placeholder="Every event type"
          data={EVENT_TYPE_OPTIONS.filter((t) => !t.includes('*'))}
          value={eventType}
          onChange={(v) => {
            setEventType(v);
            setPage(1);
          }}
          searchable
          clearable
        />
        <Button
          variant="default"
          loading={replayFailed.isPending}
          onClick={() =>
            replayFailed
              .mutateAsync(endpoint.id)
              .then((r) => done(`${r.count} failed deliveries queued again`), failed)
          }
        >
          Replay all failed
        </Button>
      </Group>
      {log.isError ? (
        <ErrorState error={log.error} title="Could not load the log" onRetry={() => void log.refetch()} />
      ) : log.data && log.data.results.length === 0 ? (
        <Text c="dimmed">No deliveries{state || eventType ? ' match these filters' : ' yet'}.</Text>
      ) : (
        <RecordTable rows={log.data?.results ?? []} columns={columns} minWidth={980} label="Deliveries" />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
