import { Button, Group, Loader, Text } from '@mantine/core';
import type { InfinitePages } from '../resource/use-infinite-pages';

/** Below the rows: "loading more", a retry for a failed page, or the end of the list. */
export function InfiniteListFooter({ pages }: { pages: InfinitePages<unknown> }) {
  return (
    <Group justify="center" gap="xs" py="sm" mih={48} aria-live="polite">
      {pages.isFetchingMore ? (
        <>
          <Loader size="sm" aria-label="Loading more" />
          <Text size="sm" c="dimmed">
            Loading more…
          </Text>
        </>
      ) : pages.moreFailed ? (
        <>
          <Text size="sm" c="red">
            The next page could not be loaded.
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={pages.retry}>
            Retry
          </Button>
        </>
      ) : !pages.hasMore ? (
        <Text size="sm" c="dimmed">
          All {pages.items.length.toLocaleString('en-US')} loaded
        </Text>
      ) : null}
    </Group>
  );
}
