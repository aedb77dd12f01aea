import type { AdvertisementListItem } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { InfiniteList } from '../../../components/infinite-list';
import { MediaPopoverContent } from '../../../components/media-popover-content';
import { PageHeader } from '../../../components/page-header';
import { useRowSelection } from '../../../components/use-row-selection';
import { useUrlFilters } from '../../../components/use-url-filters';
import { paths } from '../../../config/paths';
import type { AdvertisementListFilters } from '../api/list-filters';
import { useAdvertisementList } from '../api/use-advertisement-list';
import { useSetVisibility } from '../api/use-set-visibility';
import { advertisementColumns } from '../list/advertisement-columns';
import { AdvertisementFilterBar } from '../list/advertisement-filter-bar';
import { BulkActionsBar } from '../list/bulk-actions-bar';
import { ExportCsvButton } from '../list/export-csv-button';
import { AD_FILTER_KEYS } from '../list/filter-keys';
import { ListTotal } from '../list/list-total';

// Module-level, so the rows (memoised) do not re-render on every scroll frame.
const adKey = (ad: AdvertisementListItem) => ad.id;
const adLabel = (ad: AdvertisementListItem) => `${ad.name} (#${ad.id})`;
const adPopover = (ad: AdvertisementListItem) => (
  <MediaPopoverContent url={ad.media_source} text={ad.analysis} />
);

/** SPEC 2 "Advertisements lists": the visible list (with filters) or the not-visible one. */
export function AdvertisementsListPage({ visible }: { visible: boolean }) {
  const { pathname, search } = useLocation();
  const url = useUrlFilters(AD_FILTER_KEYS);
  // SPEC gives filters to the visible list only; the other list ignores any in its URL.
  const filters: AdvertisementListFilters = useMemo(
    () => (visible ? { visible, ...url.filters } : { visible }),
    [visible, url.filters],
  );
  const pages = useAdvertisementList(filters);
  const selection = useRowSelection<number>(JSON.stringify(filters));
  const setVisibility = useSetVisibility();
  const { mutate: setVisible } = setVisibility;
  const columns = useMemo(
    () =>
      advertisementColumns({
        visibleList: visible,
        returnTo: pathname + search,
        onVisibleChange: (id, next) => setVisible({ id, visible: next }),
      }),
    [visible, pathname, search, setVisible],
  );
  const selectedIds = pages.items.filter((ad) => selection.selected.has(ad.id)).map((ad) => ad.id);

  return (
    <>
      <PageHeader
        title={visible ? 'Visible Advertisements' : 'No Visible Advertisements'}
        actions={
          <Group gap="sm">
            <ListTotal total={pages.total} estimate={pages.totalIsEstimate} />
            <ExportCsvButton filters={filters} />
            <Button component={Link} to={paths.advertisementNew} leftSection={<IconPlus size={16} />}>
              Create Ad
            </Button>
          </Group>
        }
      />
      {visible && (
        <AdvertisementFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      )}
      <BulkActionsBar ids={selectedIds} visibleList={visible} onDone={selection.clear} />
      <InfiniteList<AdvertisementListItem, number>
        label={visible ? 'Visible advertisements' : 'Not visible advertisements'}
        pages={pages}
        columns={columns}
        rowKey={adKey}
        rowLabel={adLabel}
        selection={selection}
        emptyText={
          Object.keys(url.filters).length && visible
            ? 'No advertisements match these filters.'
            : 'No advertisements yet.'
        }
        popover={adPopover}
      />
    </>
  );
}
