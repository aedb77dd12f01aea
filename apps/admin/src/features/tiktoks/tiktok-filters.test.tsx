import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlFilters } from '../../kit/list/use-url-filters';
import { apiAnswer, renderWithProviders } from '../../test/render-with-providers';
import { tiktokFilters } from './tiktok-filters';

function Harness() {
  const url = useUrlFilters(tiktokFilters.keys);
  return (
    <>
      <tiktokFilters.FilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      <output data-testid="query">{useLocation().search}</output>
    </>
  );
}
const query = () => screen.getByTestId('query').textContent;

// the Views menu reads the saved views
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => apiAnswer(200, { success: true, data: [] })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the TikToks filter bar', { timeout: 30_000 }, () => {
  it('offers SPEC\u2019s three Ads/Organic options; All lifts the filter', async () => {
    renderWithProviders(<Harness />, { route: '/tiktoks?is_ad=true' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Ads/Organic' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Ads', 'Organic Videos', 'All']);
    await userEvent.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(query()).toBe(''));
    expect(screen.queryByText('Ads/Organic: Ads')).toBeNull();
  });
});
