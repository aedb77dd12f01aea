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

const KEYS = ['search'] as const;
const FilterBar = () => <div>the filter bar</div>;

function renderList(props: { fixed?: { visible: boolean }; filtered?: boolean }, route: string) {
  const useList = vi.fn((_filters: object) => pages);
  renderWithProviders(
    <ListScreen<Row, 'search', string, { visible: boolean }>
      resource={resource(useList)}
      title="Things"
      noun={['thing', 'things']}
      totalNoun={['t', 'ts']}
      area={{ segment: 'things', role: 'admin', paths: {} }}
      filterKeys={KEYS}
      FilterBar={FilterBar}
      columns={() => []}
      rowLabel={(r) => r.name}
      bulk={{ buttons: [] }}
      create={{ to: '/things/new', label: 'Create Thing' }}
      empty={{ filtered: 'None match.', none: 'None yet.' }}
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

  it('unfiltered: no filter bar, and the filters in its URL are ignored', () => {
    const useList = renderList({ fixed: { visible: false }, filtered: false }, '/?search=red');
    expect(useList).toHaveBeenLastCalledWith({ visible: false });
    expect(screen.queryByText('the filter bar')).toBeNull();
    expect(screen.getByText('None yet.')).toBeTruthy();
  });

  it('a resource without bulk calls: the list shows, with no bulk bar and no checkboxes', () => {
    const useList = vi.fn((_filters: object) => pagesOf<Row>([{ id: 1, name: 'one' }]));
    renderWithProviders(
      <ListScreen<Row, 'search', string>
        resource={{ useInfiniteList: useList }}
        title="Things"
        noun={['thing', 'things']}
        area={{ segment: 'things', role: 'admin', paths: {} }}
        filterKeys={KEYS}
        FilterBar={FilterBar}
        columns={() => [{ key: 'name', header: 'Name', render: (r) => r.name }]}
        create={{ to: '/things/new', label: 'Create Thing' }}
        empty={{ filtered: 'None match.', none: 'None yet.' }}
      />,
      { route: '/' },
    );
    expect(useList).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
