import type { UgcCreatorListItem } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { InfiniteList } from '../../../kit/list/infinite-list';
import { ListTotal } from '../../../kit/list/list-total';
import { useListPage } from '../../../kit/list/use-list-page';
import { TrashLink } from '../../../kit/trash/trash-link';
import { ugcCreators } from '../api';
import { creatorColumns } from '../list/creator-columns';
import { CREATOR_FILTER_KEYS, CreatorFilterBar } from '../list/filters';
import { creatorPaths, ugcCreatorsArea } from '../manifest';

const creatorKey = (c: UgcCreatorListItem) => c.id;
const NOUN = ['creator', 'creators'] as const;
const NO_FIXED = {};

/** SPEC 2 "UGC Creators table". */
export function CreatorsListPage() {
  const { pathname, search } = useLocation();
  const { url, pages, isFiltered } = useListPage({
    keys: CREATOR_FILTER_KEYS,
    fixed: NO_FIXED,
    useList: ugcCreators.useInfiniteList,
  });
  const columns = useMemo(() => creatorColumns(pathname + search), [pathname, search]);
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
      <InfiniteList<UgcCreatorListItem, number>
        label="UGC creators"
        pages={pages}
        columns={columns}
        rowKey={creatorKey}
        emptyText={isFiltered ? 'No creators match these filters.' : 'No creators yet.'}
      />
    </>
  );
}
