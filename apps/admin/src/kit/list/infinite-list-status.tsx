import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { InfiniteListFooter } from './infinite-list-footer';

/** Below the rows: the first page loading, the empty list, or the footer of loaded pages. */
export function InfiniteListStatus<T>({
  pages,
  emptyText,
}: {
  pages: InfinitePages<T>;
  emptyText?: ReactNode;
}) {
  if (pages.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (pages.items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText ?? 'Nothing to show.'}
      </Text>
    );
  return <InfiniteListFooter pages={pages} />;
}
