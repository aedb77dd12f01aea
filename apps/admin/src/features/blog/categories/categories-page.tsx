import type { CategoryRecord } from '@adlib/shared';
import { Card, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { TrashLink } from '../../../kit/trash/trash-link';
import { categories, useReorderCategories } from '../api';
import { blogArea, blogPaths } from '../manifest';
import { AddCategoryForm } from './add-category-form';
import { CategoryRow } from './category-row';

/** /blog/categories: the categories in their order; add, rename, move and delete. */
export function CategoriesPage() {
  const list = categories.useAll();
  const reorder = useReorderCategories();
  const queryClient = useQueryClient();
  const rows = list.data ?? [];

  const move = (from: number, to: number) => {
    const next = [...rows];
    const [moved] = next.splice(from, 1) as [CategoryRecord];
    next.splice(to, 0, moved);
    // shown at once; the list is fetched again when the order is saved (or refused)
    queryClient.setQueryData(categories.keys.lists(), next);
    reorder.mutate(next.map((c) => c.id));
  };

  return (
    <>
      <PageHeader
        title="Blog categories"
        back={{ to: blogPaths.articles, label: 'Blog' }}
        description="The order here is the order readers see. A new category starts at the top."
        actions={<TrashLink area={blogArea} path="categories/trash" />}
      />
      <Stack maw={860}>
        <AddCategoryForm />
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <Skeleton h={160} aria-busy="true" aria-label="Loading the categories" />
        ) : rows.length === 0 ? (
          <Text c="dimmed">No categories yet.</Text>
        ) : (
          <Card withBorder padding={0} radius="md">
            <Table aria-label="Categories" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th visibleFrom="sm">Articles</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c, i) => (
                  <CategoryRow
                    key={c.id}
                    category={c}
                    position={i}
                    count={rows.length}
                    onMove={move}
                    moving={reorder.isPending}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </Stack>
    </>
  );
}
