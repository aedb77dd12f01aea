import type { AdvertisementListItem } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { MediaPopoverContent } from '../../../components/media-popover-content';
import { PageHeader } from '../../../components/page-header';
import { BulkActionBar } from '../../../kit/list/bulk-action-bar';
import { ExportCsvButton } from '../../../kit/list/export-csv-button';
import { ImportButton } from '../../../kit/list/import-dialog';
import { InfiniteList } from '../../../kit/list/infinite-list';
import { ListTotal } from '../../../kit/list/list-total';
import { useBulkRows } from '../../../kit/list/use-bulk-rows';
import { useListPage } from '../../../kit/list/use-list-page';
import { TrashLink } from '../../../kit/trash/trash-link';
import { advertisements, type BulkAction, useSetVisibility } from '../api';
import { advertisementColumns } from '../list/advertisement-columns';
import { AD_BULK_NOUN, adBulkActions } from '../list/bulk-actions';
import { useAdBulkEdit } from '../list/bulk-edit-fields';
import { AD_FILTER_KEYS } from '../list/filter-keys';
import { AdvertisementFilterBar } from '../list/filters';
import { LoadFromFeedButton } from '../list/load-from-feed-button';
import { adPaths, advertisementsArea } from '../manifest';

// Module-level, so the rows (memoised) do not re-render on every scroll frame.
const adKey = (ad: AdvertisementListItem) => ad.id;
const adLabel = (ad: AdvertisementListItem) => `${ad.name} (#${ad.id})`;
const adPopover = (ad: AdvertisementListItem) => (
  <MediaPopoverContent url={ad.media_source} text={ad.analysis} title={`${ad.name} · #${ad.id}`} />
);
const AD_NOUN = ['ad', 'ads'] as const;

/** SPEC 2 "Advertisements lists": the visible list (with filters) or the not-visible one. */
export function AdvertisementsListPage({ visible }: { visible: boolean }) {
  const importFile = advertisements.useImportFile();
  const { pathname, search } = useLocation();
  // SPEC gives filters to the visible list only; the other list ignores any in its URL.
  const listPage = useListPage({
    keys: AD_FILTER_KEYS,
    fixed: { visible },
    filtered: visible,
    useList: advertisements.useInfiniteList,
  });
  const { url, filters, pages, selection, isFiltered } = listPage;
  const { mutate: setVisible } = useSetVisibility();
  const bulk = advertisements.useBulk<BulkAction>('Bulk action failed');
  const columns = useMemo(
    () =>
      advertisementColumns({
        visibleList: visible,
        returnTo: pathname + search,
        onVisibleChange: (id, value) => setVisible({ id, value }),
      }),
    [visible, pathname, search, setVisible],
  );
  const bulkRows = useBulkRows(listPage, advertisements.countBulk);
  const bulkEdit = useAdBulkEdit();

  return (
    <>
      <PageHeader
        title={visible ? 'Visible Advertisements' : 'No Visible Advertisements'}
        actions={
          <Group gap="sm">
            <ListTotal total={pages.total} estimate={pages.totalIsEstimate} noun={AD_NOUN} />
            {!visible && <LoadFromFeedButton />}
            <ImportButton what="advertisements" run={importFile} />
            <ExportCsvButton run={(onProgress) => advertisements.exportCsv(filters, onProgress)} />
            <TrashLink area={advertisementsArea} />
            <Button component={Link} to={adPaths.advertisementNew} leftSection={<IconPlus size={16} />}>
              Create Ad
            </Button>
          </Group>
        }
      />
      {visible && (
        <AdvertisementFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      )}
      <BulkActionBar
        {...bulkRows}
        noun={AD_BULK_NOUN}
        actions={adBulkActions(visible)}
        bulk={bulk}
        edit={bulkEdit}
      />
      <InfiniteList<AdvertisementListItem, number>
        label={visible ? 'Visible advertisements' : 'Not visible advertisements'}
        pages={pages}
        columns={columns}
        rowKey={adKey}
        rowLabel={adLabel}
        selection={selection}
        emptyText={isFiltered ? 'No advertisements match these filters.' : 'No advertisements yet.'}
        popover={adPopover}
      />
    </>
  );
}
