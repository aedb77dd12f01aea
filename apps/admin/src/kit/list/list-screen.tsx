import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import type { Query } from '../../api/client';
import { PageHeader } from '../../components/page-header';
import type { AreaManifest } from '../area/area-manifest';
import type { BulkBody, BulkEditBody } from '../resource/resource-types';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { TrashLink } from '../trash/trash-link';
import { BulkActionBar, type BulkActionButton, type BulkMutation } from './bulk-action-bar';
import type { BulkEditField } from './bulk-edit-modal';
import type { FilterBarStateProps } from './declared-filter-bar';
import { ExportCsvButton } from './export-csv-button';
import { ImportButton, type ImportRun } from './import-dialog';
import { InfiniteList } from './infinite-list';
import type { ListColumn } from './list-column';
import { ListTotal } from './list-total';
import { useBulkRows } from './use-bulk-rows';
import { useListPage } from './use-list-page';
import type { FilterValues } from './use-url-filters';

/** The bulk calls of a resource whose contract has them (its list's bulk bar). */
interface BulkResource {
  useBulk: <Action extends string>(errorTitle: string) => BulkMutation<Action>;
  countBulk: <Action extends string>(body: BulkBody<Action>) => Promise<{ count: number }>;
  bulkEdit: (body: BulkEditBody, dryRun?: boolean) => Promise<{ count: number }>;
  useAfterBulk: () => () => unknown;
}

/**
 * The parts of an area's resource (createResource) a list screen uses; the bulk calls only
 * when the list has a bulk bar (an area without them, the blog's articles, has none).
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
  bulk?: { buttons: readonly BulkActionButton<Action>[]; failed?: string };
  /** "Edit field…": the shared bulk-edit schema and the fields it offers (bulkEditFields) */
  bulkEdit?: { schema: z.ZodType; fields: readonly BulkEditField[] };
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

/** A list declaring a bulk bar needs its resource's bulk calls (its contract's bulk). */
function bulkCalls(resource: Partial<BulkResource>): BulkResource {
  const { useBulk, countBulk, bulkEdit, useAfterBulk } = resource;
  if (!useBulk || !countBulk || !bulkEdit || !useAfterBulk)
    throw new Error('A list with a bulk bar needs a resource whose contract has bulk calls');
  return { useBulk, countBulk, bulkEdit, useAfterBulk };
}

interface ListBulkBarProps<Action extends string> {
  resource: BulkResource;
  list: Parameters<typeof useBulkRows>[0];
  noun: readonly [string, string];
  declared: NonNullable<ListScreenProps<{ id: number }, string, Action>['bulk']>;
  bulkEdit: ListScreenProps<{ id: number }, string, Action>['bulkEdit'];
}

/**
 * The list's bulk bar with its hooks, rendered only when the list declares one, so a list
 * whose area has no bulk calls runs none of them.
 */
function ListBulkBar<Action extends string>({
  resource,
  list,
  noun,
  declared,
  bulkEdit,
}: ListBulkBarProps<Action>) {
  const bulk = resource.useBulk<Action>(declared.failed ?? 'Bulk action failed');
  const bulkRows = useBulkRows(list, resource.countBulk);
  const refresh = resource.useAfterBulk();
  const edit = useMemo(
    () => bulkEdit && { fields: bulkEdit.fields, schema: bulkEdit.schema, send: resource.bulkEdit, refresh },
    [bulkEdit, resource.bulkEdit, refresh],
  );
  return <BulkActionBar {...bulkRows} noun={noun} actions={declared.buttons} bulk={bulk} edit={edit} />;
}
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
