import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlFilters } from '../../../kit/list/use-url-filters';
import { apiAnswer, renderWithProviders } from '../../../test/render-with-providers';
import { AD_FILTER_KEYS } from './filter-keys';
import { AdvertisementFilterBar } from './filters';

function Harness() {
  const url = useUrlFilters(AD_FILTER_KEYS);
  const { search } = useLocation();
  return (
    <>
      <AdvertisementFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      <output data-testid="query">{search}</output>
    </>
  );
}

const query = () => screen.getByTestId('query').textContent;

// the bar reads the collections to name the Collection chip
const fetchMock = vi.fn<(url: string) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    apiAnswer(200, { success: true, data: { records: [{ id: 12, title: 'December' }] } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function optionsOf(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

describe('AdvertisementFilterBar', { timeout: 30_000 }, () => {
  it("offers only 'Other' as subindustry until an industry is chosen, then that industry's own", async () => {
    renderWithProviders(<Harness />);
    expect(await optionsOf('Subindustry')).toEqual(['Other']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pets' }));
    expect(await optionsOf('Subindustry')).toEqual(['Food', 'Accesories', 'Other']);
  });

  it('keeps filters in the URL, shows them as chips, and Reset All clears them', async () => {
    renderWithProviders(<Harness />, { route: '/advertisements/?industry=Fashion&subindustry=Clothing' });
    expect(screen.getByText('Industry: Fashion')).toBeTruthy();
    expect(screen.getByText('Subindustry: Clothing')).toBeTruthy();

    // a new industry drops the old one's subindustry
    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Home' }));
    expect(query()).toBe('?industry=Home');

    await userEvent.click(screen.getByRole('combobox', { name: 'Order By' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brand' }));
    expect(query()).toBe('?industry=Home&order_by=name');
    expect(screen.getByText('Order By: Brand')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Industry: Home' }));
    expect(query()).toBe('?order_by=name');

    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(query()).toBe('');
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).toBeNull();
  });

  it("names the collection 'N ads' opened the list with, and its chip removes the filter", async () => {
    renderWithProviders(<Harness />, { route: '/advertisements/?collection=12' });
    expect(await screen.findByText('Collection: December')).toBeTruthy();
    // (the bar's Views menu also reads this list's saved views)
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContainEqual(
      expect.stringContaining('/api/collections'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Collection: December' }));
    expect(query()).toBe('');
  });

  it("shows a curator's link from Home as chips: who added, published when and by whom", async () => {
    renderWithProviders(<Harness />, {
      route: '/advertisements/?created_by=7&published=2025-11-02..2025-11-08&published_by=none',
    });
    expect(screen.getByText('Added by: user #7')).toBeTruthy();
    expect(screen.getByText('Published: 2–8 Nov 2025')).toBeTruthy();
    expect(screen.getByText('Published by: System')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Added by: user #7' }));
    expect(query()).toBe('?published=2025-11-02..2025-11-08&published_by=none');
  });

  it("shows Home's link to this month's collections as a chip that removes the filter", async () => {
    renderWithProviders(<Harness />, { route: '/advertisements/?collection_month=2026-11' });
    expect(await screen.findByText('In a collection of: Nov 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove In a collection of: Nov 2026' }));
    expect(query()).toBe('');
  });
});
