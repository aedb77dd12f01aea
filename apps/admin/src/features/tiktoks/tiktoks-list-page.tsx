import type { TiktokListItem } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { MediaPopoverContent } from '../../components/media-popover-content';
import { PageHeader } from '../../components/page-header';
import { BulkActionBar } from '../../kit/list/bulk-action-bar';
import { ExportCsvButton } from '../../kit/list/export-csv-button';
import { ImportButton } from '../../kit/list/import-dialog';
import { InfiniteList } from '../../kit/list/infinite-list';
import { ListTotal } from '../../kit/list/list-total';
import { useBulkRows } from '../../kit/list/use-bulk-rows';
import { useListPage } from '../../kit/list/use-list-page';
import { TrashLink } from '../../kit/trash/trash-link';
import { type TiktokBulkAction, tiktoks } from './api';
import { tiktokPaths, tiktoksArea } from './manifest';
import { TIKTOK_BULK_ACTIONS, useTiktokBulkEdit } from './tiktok-bulk-actions';
import { tiktokColumns } from './tiktok-columns';
import { TIKTOK_FILTER_KEYS, TiktokFilterBar } from './tiktok-filters';

// Module-level, so the rows (memoised) do not re-render on every scroll frame.
const tiktokKey = (t: TiktokListItem) => t.id;
const tiktokLabel = (t: TiktokListItem) => `${t.username} (#${t.id})`;
// SPEC 2: the download link with Copy URL, and a video preview for .mp4
const tiktokPopover = (t: TiktokListItem) => <MediaPopoverContent url={t.download_link} />;
const TIKTOK_NOUN = ['TikTok', 'TikToks'] as const;
const NO_FIXED = {};

/** SPEC 2 "TikToks list": filters, the scrolled list with its bulk actions, Create Tiktok. */
export function TiktoksListPage() {
  const { pathname, search } = useLocation();
  const importFile = tiktoks.useImportFile();
  const listPage = useListPage({
    keys: TIKTOK_FILTER_KEYS,
    fixed: NO_FIXED,
    useList: tiktoks.useInfiniteList,
  });
  const { url, filters, pages, selection, isFiltered } = listPage;
  const columns = useMemo(() => tiktokColumns(pathname + search), [pathname, search]);
  const bulk = tiktoks.useBulk<TiktokBulkAction>('Bulk action failed');
  const bulkRows = useBulkRows(listPage, tiktoks.countBulk);
  const bulkEdit = useTiktokBulkEdit();

  return (
    <>
      <PageHeader
        title="TikToks"
        actions={
          <Group gap="sm">
            <ListTotal total={pages.total} estimate={pages.totalIsEstimate} noun={TIKTOK_NOUN} />
            <ImportButton what="TikToks" run={importFile} />
            <ExportCsvButton run={(onProgress) => tiktoks.exportCsv(filters, onProgress)} />
            <TrashLink area={tiktoksArea} />
            <Button component={Link} to={tiktokPaths.tiktokNew} leftSection={<IconPlus size={16} />}>
              Create Tiktok
            </Button>
          </Group>
        }
      />
      <TiktokFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      <BulkActionBar
        {...bulkRows}
        noun={TIKTOK_NOUN}
        actions={TIKTOK_BULK_ACTIONS}
        bulk={bulk}
        edit={bulkEdit}
      />
      <InfiniteList<TiktokListItem, number>
        label="TikToks"
        pages={pages}
        columns={columns}
        rowKey={tiktokKey}
        rowLabel={tiktokLabel}
        selection={selection}
        emptyText={isFiltered ? 'No TikToks match these filters.' : 'No TikToks yet.'}
        popover={tiktokPopover}
      />
    </>
  );
}
