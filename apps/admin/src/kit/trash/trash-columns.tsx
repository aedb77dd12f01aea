import type { TrashItem } from '@adlib/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { RelativeTime } from '../../components/relative-time';
import type { RecordColumn } from '../list/record-table';
import { type TrashItemActions, trashItemName } from './use-trash-item-actions';

/** A deleted record's two buttons; both wait while either runs for it. */
function TrashItemButtons({ item, actions }: { item: TrashItem; actions: TrashItemActions }) {
  const busy = actions.restoring(item.id) || actions.deleting(item.id);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRestore size={14} />}
        loading={actions.restoring(item.id)}
        disabled={busy}
        onClick={() => void actions.onRestore(item)}
        aria-label={`Restore ${trashItemName(item)}`}
      >
        Restore
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrashX size={14} />}
        loading={actions.deleting(item.id)}
        disabled={busy}
        onClick={() => void actions.onDeleteForever(item)}
        aria-label={`Delete ${trashItemName(item)} forever`}
      >
        Delete forever
      </Button>
    </Group>
  );
}

/** The Trash table's columns: the record, who deleted it, when, and its buttons. */
export const trashColumns = (actions: TrashItemActions): RecordColumn<TrashItem>[] => [
  {
    header: 'Record',
    card: 'title',
    cell: (item) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {trashItemName(item)}
        </Text>
        <Text size="xs" c="dimmed">
          #{item.record_id}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Deleted by',
    w: 220,
    cell: (item) =>
      item.deleted_by ? (
        <Text size="sm" title={item.deleted_by.email}>
          {item.deleted_by.name}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Unknown
        </Text>
      ),
  },
  { header: 'Deleted', w: 190, cell: (item) => <RelativeTime value={String(item.deleted_at)} /> },
  {
    header: 'Actions',
    w: 270,
    card: 'actions',
    cell: (item) => <TrashItemButtons item={item} actions={actions} />,
  },
];
