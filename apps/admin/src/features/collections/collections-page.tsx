import { Button, Card, Group, Loader, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useUnsavedChanges } from '../../kit/form/use-unsaved-changes';
import { FilterChips } from '../../kit/list/filter-chips';
import { TrashLink } from '../../kit/trash/trash-link';
import { useAddressFilters } from './address-filters';
import { collections as collectionsResource, roles as rolesResource } from './api';
import { CollectionRow } from './collection-row';
import classes from './collections-table.module.css';
import { collectionsArea } from './manifest';

/** SPEC 2 "Collections page": one row per collection, edited in place, New Row at the bottom. */
export function CollectionsPage() {
  const list = collectionsResource.useAll();
  const roleList = rolesResource.useAll();
  const create = collectionsResource.useSave();
  const [added, setAdded] = useState<number | null>(null);
  const [dirtyRows, setDirtyRows] = useState<ReadonlySet<number>>(new Set());
  useUnsavedChanges(dirtyRows.size > 0);
  const filters = useAddressFilters(list.data, added);

  const onDirtyChange = useCallback((id: number, dirty: boolean) => {
    setDirtyRows((rows) => {
      if (rows.has(id) === dirty) return rows;
      const next = new Set(rows);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  // SPEC 7: the blank row; the API gives it the first order plus 10, so it sorts to the top
  const onNewRow = async () => {
    const saved = await create.mutateAsync({ id: undefined, body: {} }).catch(() => null);
    if (saved) setAdded(saved.id);
  };
  const roleNames = (roleList.data ?? []).map((r) => r.name);

  return (
    <>
      <PageHeader
        title="Collections"
        description="Monthly and seasonal sets of ads. Edit a row in place, then Save it."
        actions={<TrashLink area={collectionsArea} />}
      />
      <FilterChips chips={filters.chips} onResetAll={filters.resetAll} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : filters.error ? (
        <ErrorState error={filters.error.error} onRetry={() => void filters.error?.retry()} />
      ) : list.isPending || filters.pending ? (
        <Group justify="center" py="xl" aria-busy="true" aria-label="Loading the collections">
          <Loader />
        </Group>
      ) : list.data.length === 0 || filters.shown?.length === 0 ? (
        <Card withBorder radius="md" py="xl" mt={filters.filtered ? 'sm' : 0}>
          <Text c="dimmed" ta="center">
            {filters.filtered ? 'No collection matches.' : 'No collections yet. Add one with New Row.'}
          </Text>
        </Card>
      ) : (
        <Card withBorder padding={0} radius="md" mt={filters.filtered ? 'sm' : 0}>
          <Table.ScrollContainer minWidth={1100} className={classes.scroll}>
            <Table verticalSpacing="xs" horizontalSpacing="xs" className={classes.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  {/* the widest column: every other one holds inputs of a set width */}
                  <Table.Th w="100%">Title</Table.Th>
                  <Table.Th>New</Table.Th>
                  <Table.Th>Public</Table.Th>
                  <Table.Th>Advertisements</Table.Th>
                  <Table.Th>Collection Month</Table.Th>
                  <Table.Th>Tags and Roles</Table.Th>
                  <Table.Th className={classes.actions}>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(filters.shown ?? list.data).map((c) => (
                  <CollectionRow
                    key={c.id}
                    collection={c}
                    roleNames={roleNames}
                    focusTitle={c.id === added}
                    onDirtyChange={onDirtyChange}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Card withBorder radius="md" mt="md" p="sm" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {dirtyRows.size > 0 ? `${dirtyRows.size} row(s) with unsaved changes` : ' '}
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={onNewRow} loading={create.isPending}>
            New Row
          </Button>
        </Group>
      </Card>
    </>
  );
}
