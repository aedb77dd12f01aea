import type { ListFacets } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { Query } from '../../api/client';
import { PageHeader } from '../../components/page-header';
import type { AreaManifest } from '../area/area-manifest';
import { DuplicatesCountLink } from '../duplicates/duplicates-count-link';
import type { DuplicatesDeclaration } from '../duplicates/duplicates-declaration';
import { LiveListArea } from '../live/live-context';
import { NewRowsBar } from '../live/new-rows-bar';
import { useLiveList } from '../live/use-live-list';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { TrashLink } from '../trash/trash-link';
import type { FilterBarStateProps } from './declared-filter-bar';
import { ExportCsvButton } from './export-csv-button';
import { ImportButton, type ImportRun } from './import-dialog';
import { InfiniteGallery } from './infinite-gallery';
import { InfiniteList } from './infinite-list';
import { type BulkResource, bulkCalls, ListBulkBar, type ListBulkDeclaration } from './list-bulk-bar';
import type { ListColumn } from './list-column';
import type { ListGallery } from './list-gallery';
import { ListTotal } from './list-total';
import { ListViewModeContext, useListViewMode } from './list-view-mode';
import { useListPage } from './use-list-page';
import type { FilterValues } from './use-url-filters';
import { ViewModeToggle } from './view-mode-toggle';

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
  /** the option counts of its filters, when its contract has a facets call (decision 025) */
  useFacets?: (filters: Filters) => { data?: ListFacets };
  /** its query keys (createResource's): the list follows its area's changes elsewhere (kit/live) */
  keys?: { all: readonly unknown[] };
}

/** A list without an import: the hook's place in the render stays (hooks run in a fixed order). */
const noImport = () => undefined;
/** A list without facet counts: the hook's place stays, as noImport's. */
const noFacets = (): { data?: ListFacets } => ({});

/** None fixed: the list shows what its filters select. */
type NoneFixed = Record<never, never>;

/** The declared filters a list keeps in its URL, and their bar. */
export interface ListFilters<K extends string> {
  keys: readonly K[];
  FilterBar: ComponentType<FilterBarStateProps<K>>;
}

/** The fields of a row that hold text. */
type TextField<Item> = { [P in keyof Item]-?: Item[P] extends string ? P : never }[keyof Item];

/** How each row shows: its columns, its name and its hover card. */
export interface ListRows<Item> {
  /** the columns, given the list's URL with its filters (an Edit link comes back to it) */
  columns: (returnTo: string) => ListColumn<Item>[];
  /**
   * what a row is called, a field or a function (module level: rows are memoised); with its id
   * it names the row's checkbox and its hover card: "jane (#12)"
   */
  name?: TextField<Item> | ((row: Item) => string);
  /** the hovered row's card (module level) */
  popover?: (row: Item) => ReactNode;
}

export interface ListScreenProps<
  Item extends { id: number },
  K extends string,
  Action extends string,
  Fixed extends Query = NoneFixed,
> {
  /** what the list shows: the resource's list, its filters, its rows and what they can do in bulk */
  resource: ListScreenResource<Item, Fixed & FilterValues<K>>;
  /** the declared filters the URL keeps, and their bar */
  filters: ListFilters<K>;
  rows: ListRows<Item>;
  /** what the screen itself fixes, beside the filters (the visible or the not-visible list) */
  fixed?: Fixed;
  /** false: no filter bar, and any filter in the URL is ignored (default true) */
  filtered?: boolean;
  /** the bulk bar's buttons and "Edit field…" (module constants); none: no checkboxes */
  bulk?: ListBulkDeclaration<Action>;
  /** the page title, when not the area's sidebar label */
  title?: string;
  /** the table's accessible name, when not the title: 'UGC creators' */
  label?: string;
  /** singular and plural: ['TikTok', 'TikToks']; the total, the bulk bar, Import and the empty list say it */
  noun: readonly [string, string];
  /** what the header's total counts, when not `noun`: ['ad', 'ads'] */
  totalNoun?: readonly [string, string];
  /** the area: the page title (its sidebar label) and the trash link */
  area: AreaManifest;
  /** the header's create button */
  create: { to: string; label: string };
  /** the export button's words, when not "Export CSV" */
  exportLabel?: string;
  /** the header's total, when the area counts apart from the list (given the filters) */
  Total?: ComponentType<{ filters: Fixed & FilterValues<K> }>;
  /** the area's own actions, in the header before the total */
  actions?: ReactNode;
  /** the area's own links, in the header before the create button */
  links?: ReactNode;
  /**
   * a gallery view of the same list (a module constant): the header offers Table / Gallery,
   * kept in the URL (`view=gallery`) and in saved views
   */
  gallery?: ListGallery<Item>;
  /**
   * the area checks duplicates (issue 26): the header links the count of open clusters to the
   * review screen, and Import offers to skip exact duplicates
   */
  duplicates?: Pick<DuplicatesDeclaration, 'area' | 'review'>;
}

const rowKey = (row: { id: number }) => row.id;

/** A row's name, and its name with its id, from the field or function the area names it by. */
function useRowNames<Item extends { id: number }>(name: ListRows<Item>['name']) {
  return useMemo(() => {
    if (name === undefined) return { nameOf: (row: Item) => `#${row.id}`, rowLabel: undefined };
    const nameOf = typeof name === 'function' ? name : (row: Item) => row[name] as string;
    return { nameOf, rowLabel: (row: Item) => `${nameOf(row)} (#${row.id})` };
  }, [name]);
}

/**
 * Every list screen: the header (title, total, Import, Export CSV, trash, create, the area's
 * own actions), the declared filter bar, the bulk action bar and the scrolled list with its
 * checkboxes and hover card. What every area says alike comes from what it declares: the title
 * from its sidebar entry, the trash from its manifest, Import and Export CSV from its contract,
 * the empty list's words from `noun`.
 */
export function ListScreen<
  Item extends { id: number },
  K extends string,
  Action extends string,
  Fixed extends Query = NoneFixed,
>(props: ListScreenProps<Item, K, Action, Fixed>) {
  const { resource, noun, area, Total } = props;
  const { FilterBar } = props.filters;
  const { exportCsv } = resource;
  const { pathname, search } = useLocation();
  const importFile = (resource.useImportFile ?? noImport)();
  const listPage = useListPage<K, Fixed, Item>({
    keys: props.filters.keys,
    fixed: props.fixed,
    filtered: props.filtered,
    useList: resource.useInfiniteList,
  });
  const { url, filters, pages, selection, isFiltered } = listPage;
  const facets = (resource.useFacets ?? noFacets)(filters);
  // changes elsewhere: rows update in place, new ones wait behind "N new — Show" (issue 27)
  const name = resource.keys?.all[0];
  const live = useLiveList(typeof name === 'string' ? name : undefined, filters);
  const { columns: columnsOf, popover } = props.rows;
  const columns = useMemo(() => columnsOf(pathname + search), [columnsOf, pathname, search]);
  const { nameOf, rowLabel } = useRowNames(props.rows.name);
  const { gallery } = props;
  const view = useListViewMode(gallery !== undefined);
  const title = props.title ?? area.nav?.label ?? noun[1];
  // the trash the records of this list go to: the one that brings them back here, else the first
  const trash = area.trash?.find((t) => t.list === pathname);

  const emptyText = isFiltered ? `No ${noun[1]} match these filters.` : `No ${noun[1]} yet.`;

  return (
    <LiveListArea.Provider value={live.area}>
      <ListViewModeContext.Provider value={gallery ? view.mode : null}>
        <PageHeader
          title={title}
          actions={
            <Group gap="sm">
              {gallery && <ViewModeToggle mode={view.mode} onChange={view.setMode} />}
              {props.actions}
              {Total ? (
                <Total filters={filters} />
              ) : (
                <ListTotal
                  total={pages.total}
                  estimate={pages.totalIsEstimate}
                  approximate={pages.totalIsApproximate}
                  noun={props.totalNoun ?? noun}
                />
              )}
              {props.duplicates && (
                <DuplicatesCountLink area={props.duplicates.area} review={props.duplicates.review} />
              )}
              {importFile && (
                <ImportButton what={noun[1]} run={importFile} duplicates={props.duplicates !== undefined} />
              )}
              {exportCsv && (
                <ExportCsvButton
                  label={props.exportLabel}
                  run={(onProgress) => exportCsv(filters, onProgress)}
                />
              )}
              <TrashLink area={area} path={trash?.path} />
              {props.links}
              <Button component={Link} to={props.create.to} leftSection={<IconPlus size={16} />}>
                {props.create.label}
              </Button>
            </Group>
          }
        />
        {props.filtered !== false && (
          <FilterBar
            filters={url.filters}
            onChange={url.setFilters}
            onResetAll={url.resetAll}
            counts={facets.data}
          />
        )}
        {props.bulk && (
          <ListBulkBar resource={bulkCalls(resource)} list={listPage} noun={noun} declared={props.bulk} />
        )}
        <NewRowsBar count={live.waiting} noun={noun} onShow={live.show} />
        {gallery && view.mode === 'gallery' ? (
          <InfiniteGallery<Item>
            label={props.label ?? title}
            pages={pages}
            gallery={gallery}
            nameOf={nameOf}
            rowLabel={rowLabel}
            selection={props.bulk && selection}
            returnTo={pathname + search}
            emptyText={emptyText}
          />
        ) : (
          <InfiniteList<Item, number>
            label={props.label ?? title}
            pages={pages}
            columns={columns}
            rowKey={rowKey}
            rowLabel={rowLabel}
            selection={props.bulk && selection}
            emptyText={emptyText}
            popover={popover}
          />
        )}
      </ListViewModeContext.Provider>
    </LiveListArea.Provider>
  );
}
