import { trashEndpoints } from '@adlib/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pagesOf } from '../../test/infinite-pages';
import { renderWithProviders } from '../../test/render-with-providers';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { ListScreen, type ListScreenResource } from './list-screen';

type Row = { id: number; name: string };

const pages = pagesOf<Row>([]);

function resource(useInfiniteList: (filters: object) => InfinitePages<Row>) {
  const done = async () => ({ count: 0 });
  return {
    useInfiniteList,
    useBulk: () => ({ mutateAsync: vi.fn(), isPending: false }),
    countBulk: done,
    bulkEdit: done,
    useAfterBulk: () => () => undefined,
    useImportFile: () => vi.fn(),
    exportCsv: async () => {},
  } as unknown as ListScreenResource<Row, object>; // a stub: only the list hook matters here
}

const TRASH = trashEndpoints('/api/things', 'things');
const FILTERS = { keys: ['search'] as const, FilterBar: () => <div>the filter bar</div> };

function renderList(
  props: { fixed?: { visible: boolean }; filtered?: boolean },
  route: string,
  loaded: InfinitePages<Row> = pages,
) {
  const useList = vi.fn((_filters: object) => loaded);
  renderWithProviders(
    <ListScreen<Row, 'search', string, { visible: boolean }>
      resource={resource(useList)}
      title="Things"
      noun={['thing', 'things']}
      totalNoun={['t', 'ts']}
      area={{ segment: 'things', role: 'admin', paths: {} }}
      filters={FILTERS}
      rows={{ columns: () => [], name: 'name' }}
      bulk={{ buttons: [] }}
      create={{ to: '/things/new', label: 'Create Thing' }}
      {...props}
    />,
    { route },
  );
  return useList;
}

describe('ListScreen', () => {
  it('asks for its fixed filters beside those in the URL, and counts with its total noun', () => {
    const useList = renderList({ fixed: { visible: true } }, '/?search=red');
    expect(useList).toHaveBeenLastCalledWith({ visible: true, search: 'red' });
    expect(screen.getByText('the filter bar')).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('0 ts');
  });

  it('shows an approximate total (may be above or below) as "≈ 12,300"', () => {
    // a common word's search answers before its count (decision 025): the planner's estimate
    const rows = [{ id: 1, name: 'one' }];
    const approximate = { total: 12_345, totalIsEstimate: true, totalIsApproximate: true, hasMore: true };
    renderList({}, '/?search=bold', pagesOf<Row>(rows, approximate));
    expect(screen.getByTestId('list-total').textContent).toBe('≈ 12,300 ts');
  });

  it('shows a capped total as a lower bound', () => {
    const capped = { total: 1000, totalIsEstimate: true, hasMore: true };
    renderList({}, '/?search=bold', pagesOf<Row>([{ id: 1, name: 'one' }], capped));
    expect(screen.getByTestId('list-total').textContent).toBe('about 1,000+ ts');
  });

  it('unfiltered: no filter bar, and the filters in its URL are ignored', () => {
    const useList = renderList({ fixed: { visible: false }, filtered: false }, '/?search=red');
    expect(useList).toHaveBeenLastCalledWith({ visible: false });
    expect(screen.queryByText('the filter bar')).toBeNull();
    expect(screen.getByText('No things yet.')).toBeTruthy();
  });

  it('a resource without bulk calls: the list shows, with no bulk bar and no checkboxes', () => {
    const useList = vi.fn((_filters: object) => pagesOf<Row>([{ id: 1, name: 'one' }]));
    renderWithProviders(
      <ListScreen<Row, 'search', string>
        resource={{ useInfiniteList: useList }}
        title="Things"
        noun={['thing', 'things']}
        area={{ segment: 'things', role: 'admin', paths: {} }}
        filters={FILTERS}
        rows={{ columns: () => [{ key: 'name', header: 'Name', render: (r) => r.name }] }}
        create={{ to: '/things/new', label: 'Create Thing' }}
      />,
      { route: '/' },
    );
    expect(useList).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('from what the area declares: the title, the trash of this list, and the empty words', () => {
    const area = {
      segment: 'things',
      role: 'admin' as const,
      paths: {},
      nav: { label: 'All Things', icon: () => null, to: '/things' },
      trash: [
        { path: 'trash', api: TRASH, resource: 'things', title: 'Things', list: '/things' },
        { path: 'parts/trash', api: TRASH, resource: 'parts', title: 'Parts', list: '/things/parts' },
      ],
    };
    renderWithProviders(
      <ListScreen<Row, 'search', string>
        resource={{ useInfiniteList: () => pages }}
        noun={['thing', 'things']}
        area={area}
        filters={FILTERS}
        rows={{ columns: () => [] }}
        create={{ to: '/things/new', label: 'Create Thing' }}
      />,
      { route: '/things/parts?search=red' },
    );
    expect(screen.getByRole('heading', { name: 'All Things' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trash' }).getAttribute('href')).toBe('/things/parts/trash');
    expect(screen.getByText('No things match these filters.')).toBeTruthy();
  });

  it('names each row by its name and id', () => {
    renderWithProviders(
      <ListScreen<Row, 'search', string>
        resource={resource(() => pagesOf<Row>([{ id: 7, name: 'seven' }]))}
        noun={['thing', 'things']}
        area={{ segment: 'things', role: 'admin', paths: {} }}
        filters={FILTERS}
        rows={{ columns: () => [{ key: 'name', header: 'Name', render: (r) => r.name }], name: 'name' }}
        bulk={{ buttons: [] }}
        create={{ to: '/things/new', label: 'Create Thing' }}
      />,
      { route: '/' },
    );
    expect(screen.getByRole('checkbox', { name: 'Select seven (#7)' })).toBeTruthy();
  });
});
