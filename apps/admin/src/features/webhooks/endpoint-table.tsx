import type { ResponseOf, webhooksContract } from '@adlib/shared';
import { Badge, Button, Group, Text } from '@mantine/core';
import { type RecordColumn, RecordTable } from '../../kit/list/record-table';

export type Endpoint = ResponseOf<typeof webhooksContract.list>['results'][number];

export interface EndpointActions {
  onLog: (e: Endpoint) => void;
  onTest: (e: Endpoint) => void;
  onEdit: (e: Endpoint) => void;
  onRotate: (e: Endpoint) => void;
  onRemove: (e: Endpoint) => void;
  /** the endpoint whose log is open */
  selected?: number;
}

function Status({ endpoint }: { endpoint: Endpoint }) {
  if (endpoint.active)
    return (
      <Badge color="green" variant="light" tt="none">
        Active
      </Badge>
    );
  return (
    <>
      <Badge color={endpoint.paused_reason ? 'red' : 'gray'} variant="light" tt="none">
        Paused
      </Badge>
      {endpoint.paused_reason && (
        <Text size="xs" c="red" mt={4}>
          {endpoint.paused_reason}
        </Text>
      )}
    </>
  );
}

const columns = (a: EndpointActions): RecordColumn<Endpoint>[] => [
  {
    header: 'URL',
    card: 'title',
    w: 300,
    cell: (e) => (
      <>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {e.url}
        </Text>
        {e.description && (
          <Text size="xs" c="dimmed">
            {e.description}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Event types', w: 120, cell: (e) => e.event_types.join(', ') },
  { header: 'Status', w: 120, cell: (e) => <Status endpoint={e} /> },
  { header: 'Failed', cell: (e) => (e.failed ? <Text c="red">{e.failed}</Text> : '0') },
  {
    header: 'Actions',
    card: 'actions',
    cell: (e) => (
      // wraps on a phone's card: every action stays in reach (390 px)
      <Group gap={6} wrap="wrap">
        <Button
          size="xs"
          variant={a.selected === e.id ? 'filled' : 'light'}
          onClick={() => a.onLog(e)}
          aria-label={`Delivery log of ${e.url}`}
        >
          Log
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => a.onTest(e)}
          aria-label={`Send test event to ${e.url}`}
        >
          Send test event
        </Button>
        <Button size="xs" variant="default" onClick={() => a.onEdit(e)} aria-label={`Edit ${e.url}`}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => a.onRotate(e)}
          aria-label={`Rotate the secret of ${e.url}`}
        >
          Rotate secret
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => a.onRemove(e)}
          aria-label={`Remove ${e.url}`}
        >
          Remove
        </Button>
      </Group>
    ),
  },
];

/** The endpoints: the kit's short table, cards on a phone. */
export function EndpointTable({
  endpoints,
  actions,
}: {
  endpoints: readonly Endpoint[];
  actions: EndpointActions;
}) {
  return <RecordTable rows={endpoints} columns={columns(actions)} minWidth={980} label="Webhook endpoints" />;
}
