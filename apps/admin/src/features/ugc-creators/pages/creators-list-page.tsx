import type { UgcCreatorListItem } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BulkActionBar } from '../../../kit/list/bulk-action-bar';
import { InfiniteList } from '../../../kit/list/infinite-list';
import { ListTotal } from '../../../kit/list/list-total';
import { useBulkRows } from '../../../kit/list/use-bulk-rows';
import { useListPage } from '../../../kit/list/use-list-page';
import { TrashLink } from '../../../kit/trash/trash-link';
import { ugcCreators } from '../api';
import { CREATOR_BULK_ACTIONS_SHOWN, type CreatorBulkAction, useCreatorBulkEdit } from '../list/bulk-actions';
import { creatorColumns } from '../list/creator-columns';
import { CREATOR_FILTER_KEYS, CreatorFilterBar } from '../list/filters';
import { creatorPaths, ugcCreatorsArea } from '../manifest';

const creatorKey = (c: UgcCreatorListItem) => c.id;
const creatorLabel = (c: UgcCreatorListItem) => `${c.name} (#${c.id})`;
const NOUN = ['creator', 'creators'] as const;
const NO_FIXED = {};

/** SPEC 2 "UGC Creators table", with selection and bulk actions (issue 19). */
export function CreatorsListPage() {
  const { pathname, search } = useLocation();
  const listPage = useListPage({
    keys: CREATOR_FILTER_KEYS,
    fixed: NO_FIXED,
    useList: ugcCreators.useInfiniteList,
  });
  const { url, pages, selection, isFiltered } = listPage;
  const columns = useMemo(() => creatorColumns(pathname + search), [pathname, search]);
  const bulk = ugcCreators.useBulk<CreatorBulkAction>('Bulk action failed');
  const bulkEdit = useCreatorBulkEdit();
  const bulkRows = useBulkRows(listPage, ugcCreators.countBulk);
  return (
    <>
      <PageHeader
        title="UGC Creators"
        actions={
          <Group gap="sm">
            <ListTotal total={pages.total} estimate={pages.totalIsEstimate} noun={NOUN} />
            <TrashLink area={ugcCreatorsArea} />
            <Button component={Link} to={creatorPaths.ugcCreatorNew} leftSection={<IconPlus size={16} />}>
              Create UGC Creator
            </Button>
          </Group>
        }
      />
      <CreatorFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      <BulkActionBar
        {...bulkRows}
        noun={NOUN}
        actions={CREATOR_BULK_ACTIONS_SHOWN}
        bulk={bulk}
        edit={bulkEdit}
      />
      <InfiniteList<UgcCreatorListItem, number>
        label="UGC creators"
        pages={pages}
        columns={columns}
        rowKey={creatorKey}
        rowLabel={creatorLabel}
        selection={selection}
        emptyText={isFiltered ? 'No creators match these filters.' : 'No creators yet.'}
      />
    </>
  );
}
