import type { ImportResult } from '@adlib/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch, testQueryClient } from '../../../test/render-with-providers';
import { LoadFromFeedButton } from './load-from-feed-button';

const fetchMock = stubFetch();
const withFeed = (curation_feed: boolean) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['client-config'], {
    customer_app_url: '',
    marketing_url: '',
    cookie_domain: '',
    curation_feed,
  });
  return queryClient;
};
const loaded: ImportResult = {
  outcome: 'imported',
  rows: 3,
  inserted: 2,
  updated: 0,
  unchanged: 0,
  skipped: 1,
  errors: [{ line: 3, field: 'call_to_action', message: 'Invalid option' }],
  error_count: 1,
  columns: [],
  unknown_columns: [],
  preview: [],
};

describe('LoadFromFeedButton', () => {
  it('is disabled, saying why, when no feed is configured', () => {
    renderWithProviders(<LoadFromFeedButton />, { queryClient: withFeed(false) });
    const button = screen.getByRole('button', { name: 'Load from curation feed' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe('feed-not-configured');
    expect(document.getElementById('feed-not-configured')?.textContent).toMatch(/CURATION_FEED_URL/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the feed and shows what arrived and which items were refused', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(`${JSON.stringify({ type: 'result', success: true, data: loaded })}\n`, {
        status: 200,
        headers: { 'content-type': 'application/x-ndjson' },
      }),
    );
    renderWithProviders(<LoadFromFeedButton />, { queryClient: withFeed(true) });
    await userEvent.click(screen.getByRole('button', { name: 'Load from curation feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load from curation feed' });
    expect(await within(dialog).findByText(/2 new, 0 updated, 0 unchanged, 1 skipped/)).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Import errors' }).textContent).toContain(
      'call_to_action',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/advertisementsLoadFromQuration');
  });
});
