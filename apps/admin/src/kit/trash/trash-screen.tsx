import { Button, Card, Center, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import type { TrashScreenDeclaration } from '../area/area-manifest';
import { RecordTable } from '../list/record-table';
import { trashColumns } from './trash-columns';
import { useTrashPages } from './use-trash';
import { useTrashItemActions } from './use-trash-item-actions';

function TrashLoading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading the trash">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

function TrashEmpty({ title }: { title: string }) {
  return (
    <Card withBorder radius="md" py="xl">
      <Center>
        <Stack gap={4} align="center">
          <Text fw={500}>The trash is empty</Text>
          <Text size="sm" c="dimmed">
            Deleted {title.toLowerCase()} appear here, ready to be restored.
          </Text>
        </Stack>
      </Center>
    </Card>
  );
}

/**
 * An area's Trash (decision 018): what was deleted, by whom and when, newest first, with
 * Restore and Delete forever (which asks first, naming the record). The same screen for
 * every area, declared in its manifest.
 */
export function TrashScreen({ trash }: { trash: TrashScreenDeclaration }) {
  const pages = useTrashPages(trash);
  const actions = useTrashItemActions(trash);
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <PageHeader
        title={`${trash.title} trash`}
        back={{ to: trash.list, label: trash.title }}
        description="Deleted records stay here until restored, deleted forever, or purged after the retention period."
      />
      {pages.isPending ? (
        <TrashLoading />
      ) : pages.isError ? (
        <ErrorState
          error={pages.error}
          title="Could not load the trash"
          onRetry={() => void pages.refetch()}
        />
      ) : items.length === 0 ? (
        <TrashEmpty title={trash.title} />
      ) : (
        <>
          <RecordTable rows={items} columns={trashColumns(actions)} minWidth={760} />
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
