import type { TrashItem } from '@adlib/shared';
import { Button, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { confirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { RelativeTime } from '../../components/relative-time';
import type { TrashScreenDeclaration } from '../area/area-manifest';
import { type RecordColumn, RecordTable } from '../list/record-table';
import { useTrashActions, useTrashPages } from './use-trash';

const nameOf = (item: TrashItem) => item.label || `#${item.record_id}`;
const failed = (title: string, err: unknown) =>
  notifications.show({ color: 'red', title, message: err instanceof Error ? err.message : String(err) });

/**
 * An area's Trash (decision 018): what was deleted, by whom and when, newest first, with
 * Restore and Delete forever (which asks first, naming the record). The same screen for
 * every area, declared in its manifest.
 */
export function TrashScreen({ trash }: { trash: TrashScreenDeclaration }) {
  const pages = useTrashPages(trash);
  const { restore, removeForever } = useTrashActions(trash);
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const busyWith = (id: number) =>
    (restore.isPending && restore.variables === id) ||
    (removeForever.isPending && removeForever.variables === id);

  const onRestore = async (item: TrashItem) => {
    try {
      await restore.mutateAsync(item.id);
      notifications.show({ color: 'green', message: `“${nameOf(item)}” restored` });
    } catch (err) {
      // a clash: "another TikTok already has this post id"
      failed(`“${nameOf(item)}” not restored`, err);
    }
  };
  const onDeleteForever = async (item: TrashItem) => {
    const sure = await confirmDialog({
      title: 'Delete forever',
      text: `“${nameOf(item)}” will be deleted for good, with the files uploaded for it. This cannot be undone.`,
      confirmLabel: 'Delete forever',
    });
    if (!sure) return;
    try {
      await removeForever.mutateAsync(item.id);
      notifications.show({ color: 'green', message: `“${nameOf(item)}” deleted forever` });
    } catch (err) {
      failed('Not deleted', err);
    }
  };

  const columns: RecordColumn<TrashItem>[] = [
    {
      header: 'Record',
      card: 'title',
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {nameOf(item)}
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
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={14} />}
            loading={restore.isPending && restore.variables === item.id}
            disabled={busyWith(item.id)}
            onClick={() => void onRestore(item)}
            aria-label={`Restore ${nameOf(item)}`}
          >
            Restore
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrashX size={14} />}
            loading={removeForever.isPending && removeForever.variables === item.id}
            disabled={busyWith(item.id)}
            onClick={() => void onDeleteForever(item)}
            aria-label={`Delete ${nameOf(item)} forever`}
          >
            Delete forever
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`${trash.title} trash`}
        back={{ to: trash.list, label: trash.title }}
        description="Deleted records stay here until restored, deleted forever, or purged after the retention period."
      />
      {pages.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the trash">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={44} radius="sm" />
          ))}
        </Stack>
      ) : pages.isError ? (
        <ErrorState
          error={pages.error}
          title="Could not load the trash"
          onRetry={() => void pages.refetch()}
        />
      ) : items.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Center>
            <Stack gap={4} align="center">
              <Text fw={500}>The trash is empty</Text>
              <Text size="sm" c="dimmed">
                Deleted {trash.title.toLowerCase()} appear here, ready to be restored.
              </Text>
            </Stack>
          </Center>
        </Card>
      ) : (
        <>
          <RecordTable rows={items} columns={columns} minWidth={760} />
          {pages.hasNextPage && (
            <Center mt="md">
              <Button
                variant="default"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
    </>
  );
}
