import { advertisementList } from '@adlib/shared';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { DeclaredFilterBar } from './declared-filter-bar';
import { ListViewModeContext, useListViewMode } from './list-view-mode';
import { useUrlFilters } from './use-url-filters';
import { ViewModeToggle } from './view-mode-toggle';

const KEYS = ['search', 'industry', 'type'] as const;

/** A list that offers a gallery, as ListScreen wires it: the switch, and the mode given to the Views menu. */
function Harness() {
  const url = useUrlFilters(KEYS);
  const view = useListViewMode(true);
  const { search } = useLocation();
  return (
    <ListViewModeContext.Provider value={view.mode}>
      <Notifications />
      <ViewModeToggle mode={view.mode} onChange={view.setMode} />
      <DeclaredFilterBar
        declaration={advertisementList.declaration}
        keys={KEYS}
        filters={url.filters}
        onChange={url.setFilters}
        onResetAll={url.resetAll}
      />
      <output data-testid="query">{search}</output>
    </ListViewModeContext.Provider>
  );
}

const view = (id: number, name: string, query: Record<string, string>) => ({
  id,
  list: 'advertisements',
  name,
  query,
  shared: false,
  owner_id: 1,
  owner_name: 'Ada Admin',
  mine: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const fetchMock = stubFetch();
let views: ReturnType<typeof view>[] = [];
let posted: { query?: Record<string, string> } | undefined;
beforeEach(() => {
  notifications.clean();
  posted = undefined;
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      posted = JSON.parse(String(init.body));
      return apiAnswer(201, { success: true, data: view(9, 'saved', posted?.query ?? {}) });
    }
    if (url.startsWith('/api/views?')) return apiAnswer(200, { success: true, data: { results: views } });
    return apiAnswer(404, { success: false, error: { code: 'not_found', message: 'no' } });
  });
});

const query = () => screen.getByTestId('query').textContent;
const openViews = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Views/ }));
  return screen.findByRole('menu');
};

describe('saved views of a list with a gallery', { timeout: 30_000 }, () => {
  it('a view saved in the gallery keeps it beside the filters', async () => {
    views = [];
    renderWithProviders(<Harness />, { route: '/advertisements/?industry=Pets&view=gallery' });
    const menu = await openViews();
    await userEvent.click(
      await within(menu).findByRole('menuitem', { name: 'Save current filters as a view…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pets board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(posted?.query).toEqual({ industry: 'Pets', view: 'gallery' }));
  });

  it('opening a view brings back its gallery or its table, in one URL change, with nothing "dropped"', async () => {
    views = [
      view(1, 'Pets board', { industry: 'Pets', view: 'gallery' }),
      view(2, 'Tech', { industry: 'Tech' }),
    ];
    renderWithProviders(<Harness />, { route: '/advertisements/?search=shoes' });
    await userEvent.click(await within(await openViews()).findByRole('menuitem', { name: 'Pets board' }));
    expect(query()).toBe('?industry=Pets&view=gallery');
    expect(screen.getByRole('radio', { name: 'Gallery' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Views (showing “Pets board”)' })).toBeTruthy();
    expect(screen.queryByText(/no longer applies/)).toBeNull();

    await userEvent.click(await within(await openViews()).findByRole('menuitem', { name: 'Tech' }));
    expect(query()).toBe('?industry=Tech');
    expect(screen.getByRole('radio', { name: 'Table' })).toHaveProperty('checked', true);
  });
});
