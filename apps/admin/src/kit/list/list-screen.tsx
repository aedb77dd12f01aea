import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { Query } from '../../api/client';
import { PageHeader } from '../../components/page-header';
import type { AreaManifest } from '../area/area-manifest';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { TrashLink } from '../trash/trash-link';
import type { FilterBarStateProps } from './declared-filter-bar';
import { ExportCsvButton } from './export-csv-button';
import { ImportButton, type ImportRun } from './import-dialog';
import { InfiniteList } from './infinite-list';
import {
  type BulkResource,
  bulkCalls,
  ListBulkBar,
  type ListBulkDeclaration,
  type ListBulkEditDeclaration,
} from './list-bulk-bar';
import type { ListColumn } from './list-column';
import { ListTotal } from './list-total';
import { useListPage } from './use-list-page';
import type { FilterValues } from './use-url-filters';

/**
 * The parts of an area's resource (createResource) a list screen uses; the bulk calls only
 * when the list has a bulk bar (an area whose contract has none offers none).
 */
export interface ListScreenResource<Item, Filters> extends Partial<BulkResource> {
  useInfiniteList: (filters: Filters) => InfinitePages<Item>;
  /** the area's import, when its contract has one */
  useImportFile?: () => ImportRun;
  /** the area's CSV export, when its contract has one: the header offers Export CSV */
  exportCsv?: (filters: Filters, onProgress?: (lines: number) => void) => Promise<void>;
}

/** A list without an import: the hook's place in the render stays (hooks run in a fixed order). */
const noImport = () => undefined;

/** None fixed: the list shows what its filters select. */
type NoneFixed = Record<never, never>;

export interface ListScreenProps<
  Item extends { id: number },
  K extends string,
  Action extends string,
  Fixed extends Query = NoneFixed,
> {
  resource: ListScreenResource<Item, Fixed & FilterValues<K>>;
  /** the page title: 'TikToks' */
  title: string;
  /** the table's accessible name, when not the title: 'UGC creators' */
  label?: string;
  /** singular and plural: ['TikTok', 'TikToks'] */
  noun: readonly [string, string];
  /** what the header's total counts, when not `noun`: ['ad', 'ads'] */
  totalNoun?: readonly [string, string];
  /** the area: its trash link */
  area: AreaManifest;
  /** which of the area's trash screens the link opens, when it has several */
  trashPath?: string;
  /** what the screen itself fixes, beside the filters (the visible or the not-visible list) */
  fixed?: Fixed;
  /** false: no filter bar, and any filter in the URL is ignored (default true) */
  filtered?: boolean;
  /** the declared filters (a module constant) and their bar (declareFilterBar) */
  filterKeys: readonly K[];
  FilterBar: ComponentType<FilterBarStateProps<K>>;
  /** the columns, given the list's URL with its filters (an Edit link comes back to it) */
  columns: (returnTo: string) => ListColumn<Item>[];
  /** names a row's checkbox, with `bulk` (module level: rows are memoised) */
  rowLabel?: (row: Item) => string;
  /** the hovered row's card (module level) */
  popover?: (row: Item) => ReactNode;
  /** the bulk bar's buttons (a module constant), and the title of its failure; none: no checkboxes */
  bulk?: ListBulkDeclaration<Action>;
  /** "Edit field…": the shared bulk-edit schema and the fields it offers (bulkEditFields) */
  bulkEdit?: ListBulkEditDeclaration;
  /** Import (when the resource has one): what the dialog names, 'TikToks' */
  importWhat?: string;
  /** the export button's words, when not "Export CSV" */
  exportLabel?: string;
  /** the header's total, when the area counts apart from the list (given the filters) */
  Total?: ComponentType<{ filters: Fixed & FilterValues<K> }>;
  /** the header's create button */
  create: { to: string; label: string };
  /** the area's own actions, in the header before the total */
  actions?: ReactNode;
  /** the area's own links, in the header before the create button */
  links?: ReactNode;
  /** what the empty list says, filtered or not */
  empty: { filtered: string; none: string };
}

const rowKey = (row: { id: number }) => row.id;

const NO_FIXED = {};

/**
 * Every list screen: the header (title, total, Import, Export CSV, trash, create, the area's
 * own actions), the declared filter bar, the bulk action bar and the scrolled list with its
 * checkboxes and hover card.
 */
export function ListScreen<
  Item extends { id: number },
  K extends string,
  Action extends string,
  Fixed extends Query = NoneFixed,
>(props: ListScreenProps<Item, K, Action, Fixed>) {
  const { resource, noun, FilterBar, Total } = props;
  const { exportCsv } = resource;
  const { pathname, search } = useLocation();
  const importFile = (resource.useImportFile ?? noImport)();
  const listPage = useListPage<K, Fixed, Item>({
    keys: props.filterKeys,
    // omitted only when nothing is fixed (Fixed is then NoneFixed)
    fixed: props.fixed ?? (NO_FIXED as Fixed),
    filtered: props.filtered,
    useList: resource.useInfiniteList,
  });
  const { url, filters, pages, selection, isFiltered } = listPage;
  const { columns: columnsOf } = props;
  const columns = useMemo(() => columnsOf(pathname + search), [columnsOf, pathname, search]);

  return (
    <>
      <PageHeader
        title={props.title}
        actions={
          <Group gap="sm">
            {props.actions}
            {Total ? (
              <Total filters={filters} />
            ) : (
              <ListTotal
                total={pages.total}
                estimate={pages.totalIsEstimate}
                noun={props.totalNoun ?? noun}
              />
            )}
            {props.importWhat && importFile && <ImportButton what={props.importWhat} run={importFile} />}
            {exportCsv && (
              <ExportCsvButton
                label={props.exportLabel}
                run={(onProgress) => exportCsv(filters, onProgress)}
              />
            )}
            <TrashLink area={props.area} path={props.trashPath} />
            {props.links}
            <Button component={Link} to={props.create.to} leftSection={<IconPlus size={16} />}>
              {props.create.label}
            </Button>
          </Group>
        }
      />
      {props.filtered !== false && (
        <FilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      )}
      {props.bulk && (
        <ListBulkBar
          resource={bulkCalls(resource)}
          list={listPage}
          noun={noun}
          declared={props.bulk}
          bulkEdit={props.bulkEdit}
        />
      )}
      <InfiniteList<Item, number>
        label={props.label ?? props.title}
        pages={pages}
        columns={columns}
        rowKey={rowKey}
        rowLabel={props.rowLabel}
        selection={props.bulk && selection}
        emptyText={isFiltered ? props.empty.filtered : props.empty.none}
        popover={props.popover}
      />
    </>
  );
}
