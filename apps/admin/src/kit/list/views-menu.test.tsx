import { advertisementList, subindustriesOf } from '@adlib/shared';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { DeclaredFilterBar } from './declared-filter-bar';
import { useUrlFilters } from './use-url-filters';
import type { FilterTuning } from './view-filters';

const KEYS = ['search', 'industry', 'subindustry', 'type', 'order_by'] as const;
type Key = (typeof KEYS)[number];
const TUNE: Partial<Record<Key, FilterTuning<Key>>> = {
  subindustry: { options: (f) => (f.industry ? subindustriesOf(f.industry) : ['Other']) },
};

function Harness() {
  const url = useUrlFilters(KEYS);
  const { search } = useLocation();
  return (
    <>
      <Notifications />
      <DeclaredFilterBar
        declaration={advertisementList.declaration}
        keys={KEYS}
        tune={TUNE}
        filters={url.filters}
        onChange={url.setFilters}
        onResetAll={url.resetAll}
      />
      <output data-testid="query">{search}</output>
    </>
  );
}

const view = (id: number, name: string, query: Record<string, string>, mine = true, owner = 'Ada Admin') => ({
  id,
  list: 'advertisements',
  name,
  query,
  shared: !mine,
  owner_id: mine ? 1 : 2,
  owner_name: owner,
  mine,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const fetchMock = stubFetch();
let views: ReturnType<typeof view>[] = [];
let posted: unknown;
beforeEach(() => {
  notifications.clean();
  posted = undefined;
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      posted = JSON.parse(String(init.body));
      const created = view(
        9,
        (posted as { name: string }).name,
        (posted as { query: Record<string, string> }).query,
      );
      views = [...views, created];
      return apiAnswer(201, { success: true, data: created });
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

describe('ViewsMenu', { timeout: 30_000 }, () => {
  it("lists the user's views, then the shared ones with their owner, and applies one into the URL", async () => {
    views = [
      view(1, 'Tech by brand', { industry: 'Tech', order_by: 'name' }),
      view(2, 'UGC only', { type: 'UGC' }, false, 'Bob Builder'),
    ];
    renderWithProviders(<Harness />, { route: '/advertisements/?search=shoes' });
    const menu = await openViews();
    await waitFor(() => expect(within(menu).getByText('My views')).toBeTruthy());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/views?list=advertisements');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual([
      'Tech by brand',
      'UGC only · Bob Builder',
      'Save current filters as a view…',
      'Manage my views…',
    ]);
    expect(within(menu).getByText('Shared by others')).toBeTruthy();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tech by brand' }));
    // the view replaces every filter of the bar: the keyword typed before is gone
    expect(query()).toBe('?industry=Tech&order_by=name');
    expect(screen.getByText('Industry: Tech')).toBeTruthy();
    // the active view names itself in the bar while the URL equals it
    expect(screen.getByRole('button', { name: 'Views (showing “Tech by brand”)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Order By: Brand' }));
    expect(screen.getByRole('button', { name: 'Views' })).toBeTruthy();
  });

  it('opens a view with what still applies and says what was dropped', async () => {
    views = [
      view(3, 'Old one', {
        industry: 'Retail', // an option no longer in the fixed list
        subindustry: 'Clothing', // Retail offers none: dropped with it
        type: 'UGC',
        color: 'red', // a param the list does not know
        order_by: 'price', // the API would refuse it
      }),
    ];
    renderWithProviders(<Harness />, { route: '/advertisements/' });
    const menu = await openViews();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Old one' }));
    expect(query()).toBe('?type=UGC');
    expect(await screen.findByText('Part of “Old one” no longer applies')).toBeTruthy();
    const message = screen.getByText(/^Opened without:/).textContent;
    expect(message).toContain('Industry “Retail” is no longer offered');
    expect(message).toContain('Subindustry “Clothing” is no longer offered');
    expect(message).toContain('“color” is not a filter of this list');
    expect(message).toContain('Order By “price” is not a valid value');
    // what applied is the view as it stands today: it shows as active
    expect(screen.getByRole('button', { name: 'Views (showing “Old one”)' })).toBeTruthy();
  });

  it('saves the current filters under a name, shared when asked', async () => {
    views = [];
    renderWithProviders(<Harness />, { route: '/advertisements/?industry=Pets&subindustry=Food' });
    const menu = await openViews();
    expect(await within(menu).findByText('No saved views of this list yet')).toBeTruthy();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Save current filters as a view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pet food');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Share with all staff' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save view' })).toBeNull());
    expect(posted).toEqual({
      list: 'advertisements',
      name: 'Pet food',
      shared: true,
      query: { industry: 'Pets', subindustry: 'Food' },
    });
    expect(await screen.findByRole('button', { name: 'Views (showing “Pet food”)' })).toBeTruthy();
  });

  it('shows the name the server refused beside the Name field', async () => {
    views = [];
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? apiAnswer(400, {
            success: false,
            error: {
              code: 'validation_failed',
              message: 'taken',
              fields: { name: 'You already have a view named “Mine” on this list' },
            },
          })
        : apiAnswer(200, { success: true, data: { results: [] } }),
    );
    renderWithProviders(<Harness />, { route: '/advertisements/?type=UGC' });
    const menu = await openViews();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Save current filters as a view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine{Enter}');
    expect(await within(dialog).findByText('You already have a view named “Mine” on this list')).toBeTruthy();
  });

  it('says when the views cannot be loaded and offers Retry', async () => {
    fetchMock.mockImplementation(async () =>
      apiAnswer(500, { success: false, error: { code: 'internal', message: 'down' } }),
    );
    renderWithProviders(<Harness />, { route: '/advertisements/' });
    const menu = await openViews();
    expect(await within(menu).findByText('Could not load the views')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Retry' })).toBeTruthy();
  });
  it('manages my views: update with the current filters, share, and delete only after asking', async () => {
    views = [view(4, 'Pets', { industry: 'Pets' })];
    const writes: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'PUT' || init?.method === 'DELETE') {
        writes.push(`${init.method} ${url} ${init.body ?? ''}`);
        return apiAnswer(200, { success: true, data: init.method === 'PUT' ? views[0] : { id: 4 } });
      }
      return apiAnswer(200, { success: true, data: { results: views } });
    });
    renderWithProviders(<Harness />, { route: '/advertisements/?industry=Pets&type=UGC' });
    const menu = await openViews();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Manage my views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'My views of this list' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Update “Pets” with the current filters' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share “Pets”' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[0]).toBe(
      'PUT /api/views/4 {"query":{"industry":"Pets","type":"UGC"},"updated_at":"2025-01-01T00:00:00.000Z"}',
    );
    expect(writes[1]).toBe('PUT /api/views/4 {"shared":true,"updated_at":"2025-01-01T00:00:00.000Z"}');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete “Pets”' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete view' });
    expect(within(ask).getByText('Delete the view “Pets”?')).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete “Pets”' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete view' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(writes[2]).toBe('DELETE /api/views/4 '));
  });
});
