import { Button, Card, Center, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { DuplicateClusterCard } from './duplicate-cluster-card';
import { counted } from './duplicate-words';
import { useDuplicateActions, useDuplicateClusters } from './duplicates-api';
import type { DuplicatesDeclaration } from './duplicates-declaration';
import { MergeExactButton } from './merge-exact-button';

const OPEN: readonly [string, string] = ['open cluster', 'open clusters'];

/**
 * An area's review screen (issue 26): clusters of likely duplicates, newest first, a page at a
 * time (Load more), each merged or dismissed on its own; the exact ones all at once.
 */
export function DuplicatesReviewScreen({ declaration: d }: { declaration: DuplicatesDeclaration }) {
  const { query, clusters, total } = useDuplicateClusters(d.area);
  const actions = useDuplicateActions(d);

  return (
    <>
      <PageHeader
        back={d.list}
        title={d.title}
        description={`${d.noun[1].charAt(0).toUpperCase()}${d.noun[1].slice(1)} that look like one creative, newest first. Merge keeps one record and moves the others' collections and tags onto it; Not duplicates is remembered.`}
        actions={
          <>
            {total !== null && total > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {counted(total, OPEN)}
              </Text>
            )}
            <MergeExactButton declaration={d} actions={actions} />
          </>
        }
      />
      {query.isPending ? (
        <Stack aria-busy="true" aria-label="Loading the duplicates">
          <Skeleton h={260} />
          <Skeleton h={260} />
        </Stack>
      ) : query.isError && clusters.length === 0 ? (
        <ErrorState
          title="Could not load the duplicates"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : clusters.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Center>
            <Text c="dimmed">No likely duplicates</Text>
          </Center>
        </Card>
      ) : (
        <Stack gap="md">
          {clusters.map((cluster) => (
            <DuplicateClusterCard
              // a merge or a dismiss changes the members: the key changes with them
              key={`${cluster.key}:${cluster.members.map((m) => m.id).join(',')}`}
              cluster={cluster}
              declaration={d}
              actions={actions}
            />
          ))}
          {query.isFetchNextPageError && (
            <ErrorState
              title="Could not load more duplicates"
              error={query.error}
              onRetry={() => void query.fetchNextPage()}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Center>
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Load more
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </>
  );
}
