import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithRouter, stubFetch } from '../../../test/render-with-providers';
import type { CustomerRow } from '../api';
import { CustomersListPage } from './customers-list-page';

const row: CustomerRow = {
  id: 7,
  first_name: 'Mia',
  last_name: 'Member',
  email: 'mia@example.com',
  role: 'monthly',
  subscription_status: 'past_due',
  full_access: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_signin_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

const fetchMock = stubFetch();

function answer(count: Response | (() => Response)) {
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/api/users/totalCount')) return typeof count === 'function' ? count() : count;
    if (url.startsWith('/api/users/facets'))
      return apiAnswer(200, {
        success: true,
        data: { facets: { role: [{ value: 'monthly', count: 1 }] }, facets_are_estimates: false },
      });
    if (url.startsWith('/api/users'))
      return apiAnswer(200, { success: true, data: { records: [row], total: 1, next_cursor: null } });
    throw new Error(`unexpected ${url}`);
  });
}

const setup = (entry = '/customers/') =>
  renderWithRouter([{ path: '/customers/', element: <CustomersListPage /> }], { initialEntries: [entry] });

describe('CustomersListPage', () => {
  it('shows the rows read from data.records, the badge, and the total from totalCount', async () => {
    answer(() => apiAnswer(200, { success: true, data: { count: 1234, count_is_estimate: false } }));
    setup('/customers/?role=monthly');
    const link = await screen.findByRole('link', { name: 'Mia Member' });
    expect(link.getAttribute('href')).toBe('/customers/7');
    expect(screen.getByText('mia@example.com')).toBeTruthy();
    expect(screen.getByTestId('subscription-badge').textContent).toBe('Past due');
    expect(screen.getByLabelText('Full access')).toBeTruthy();
    expect(screen.getByText('never')).toBeTruthy();
    expect((await screen.findByTestId('list-total')).textContent).toBe('1,234 customers');
    // the URL's filter reaches both calls
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.some((u) => u.startsWith('/api/users?') && u.includes('role=monthly'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/api/users/totalCount?') && u.includes('role=monthly'))).toBe(true);
    expect(screen.getByText('Role: monthly')).toBeTruthy();
  });

  it('a failed count shows "—", not a wrong zero', async () => {
    answer(() => apiAnswer(500, { success: false, error: { code: 'internal', message: 'boom' } }));
    setup();
    await screen.findByRole('link', { name: 'Mia Member' });
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('— customers'));
    expect(within(document.body).queryByText(/^0 customers/)).toBeNull();
  });
});
