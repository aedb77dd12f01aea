import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pagesOf as loadedPages } from '../../test/infinite-pages';
import { renderWithProviders } from '../../test/render-with-providers';
import { InfiniteList } from './infinite-list';

type Row = { id: number; name: string };
const pagesOf = (items: Row[], over?: Parameters<typeof loadedPages>[1]) => loadedPages(items, over);

const columns = [
  { key: 'id', header: 'ID', width: 60, render: (r: { id: number }) => r.id },
  { key: 'name', header: 'Name', render: (r: { name: string }) => r.name },
];

describe('InfiniteList', () => {
  it('shows a spinner while the first page loads', () => {
    renderWithProviders(
      <InfiniteList
        label="Rows"
        pages={pagesOf([], { isPending: true, total: null })}
        columns={columns}
        rowKey={(r) => r.id}
      />,
    );
    expect(screen.getByLabelText('Loading')).toBeTruthy();
  });

  it('says when there is nothing to show', () => {
    renderWithProviders(
      <InfiniteList
        label="Rows"
        pages={pagesOf([])}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText="No rows here."
      />,
    );
    expect(screen.getByText('No rows here.')).toBeTruthy();
  });

  it('shows a failed load with a Retry', async () => {
    const pages = pagesOf([], { isError: true, error: new Error('Server down') });
    renderWithProviders(<InfiniteList label="Rows" pages={pages} columns={columns} rowKey={(r) => r.id} />);
    expect(screen.getByText('Server down')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(pages.retry).toHaveBeenCalledOnce();
  });

  it('renders rows, and asks for more once the last loaded row is reached', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    const pages = pagesOf(items, { total: 50, hasMore: true });
    renderWithProviders(<InfiniteList label="Rows" pages={pages} columns={columns} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Rows' })).toBeTruthy();
    expect(screen.getByText('Row 5')).toBeTruthy();
    expect(pages.fetchMore).toHaveBeenCalled();
  });

  it('keeps flexible columns readable: a frame narrower than the table scrolls sideways', () => {
    const items = [{ id: 1, name: 'One' }];
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    try {
      width.mockReturnValue(320); // a phone: narrower than 2 × (ID 60 + Name at least 160)
      const narrow = renderWithProviders(
        <InfiniteList
          label="Narrow"
          pages={pagesOf(items)}
          columns={[...columns, ...columns.map((c) => ({ ...c, key: `${c.key}2` }))]}
          rowKey={(r) => r.id}
        />,
      );
      const table = screen.getByRole('table', { name: 'Narrow' });
      expect(table.style.minWidth).toBe('440px');
      expect((table.parentElement as HTMLElement).style.overflowX).toBe('auto');
      narrow.unmount();

      width.mockReturnValue(1200); // a desktop: the table fits, the header stays sticky
      renderWithProviders(
        <InfiniteList label="Wide" pages={pagesOf(items)} columns={columns} rowKey={(r) => r.id} />,
      );
      const wide = screen.getByRole('table', { name: 'Wide' });
      expect(wide.style.minWidth).toBe('220px');
      expect((wide.parentElement as HTMLElement).style.overflowX).toBe('');
    } finally {
      width.mockRestore();
    }
  });

  it('selects every loaded row from the header checkbox', async () => {
    const items = [
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
    ];
    const selection = {
      selected: new Set<number>(),
      allMatching: false,
      selectAllMatching: () => {},
      toggle: vi.fn(),
      setAll: vi.fn(),
      clear: vi.fn(),
    };
    renderWithProviders(
      <InfiniteList
        label="Rows"
        pages={pagesOf(items)}
        columns={columns}
        rowKey={(r) => r.id}
        selection={selection}
        rowLabel={(r) => r.name}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded' }));
    expect(selection.setAll).toHaveBeenCalledWith([1, 2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Two' }));
    expect(selection.toggle).toHaveBeenCalledWith(2);
  });
});
