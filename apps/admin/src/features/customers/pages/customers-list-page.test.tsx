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
    // the row's icon (the bar's Full access select has the same name)
    expect(screen.getAllByLabelText('Full access').some((e) => e.tagName.toLowerCase() === 'svg')).toBe(true);
    expect(screen.getByText('never')).toBeTruthy();
    expect((await screen.findByTestId('list-total')).textContent).toBe('1,234 customers');
    // the URL's filter reaches both calls
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.some((u) => u.startsWith('/api/users?') && u.includes('role=monthly'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/api/users/totalCount?') && u.includes('role=monthly'))).toBe(true);
    expect(screen.getByText('Role: monthly')).toBeTruthy();
  });

  it("opens with Home's event filters as chips, and sends them to every call", async () => {
    answer(() => apiAnswer(200, { success: true, data: { count: 2, count_is_estimate: false } }));
    const year = new Date().getUTCFullYear();
    setup(
      `/customers/?subscription_event=churned&event_days=${year}-11-02..${year}-11-08&signed_in=${year}-11-01..${year}-11-30&full_access=true`,
    );
    await screen.findByRole('link', { name: 'Mia Member' });
    expect(screen.getByText('Event: Churned')).toBeTruthy();
    expect(screen.getByText('Event on: 2–8 Nov')).toBeTruthy();
    expect(screen.getByText('Member signed in: 1–30 Nov')).toBeTruthy();
    expect(screen.getByText('Full access: Yes')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    for (const call of ['/api/users?', '/api/users/totalCount?'])
      expect(
        urls.some(
          (u) =>
            u.startsWith(call) &&
            u.includes('subscription_event=churned') &&
            u.includes(`event_days=${year}-11-02..${year}-11-08`) &&
            u.includes('signed_in='),
        ),
        call,
      ).toBe(true);
  });

  it("opens with Home's plan and Active on as chips, offers the day on a calendar, and sends it", async () => {
    answer(() => apiAnswer(200, { success: true, data: { count: 3, count_is_estimate: false } }));
    const year = new Date().getUTCFullYear();
    setup(`/customers/?role=monthly&active_on=${year}-11-08`);
    await screen.findByRole('link', { name: 'Mia Member' });
    expect(screen.getByText('Role: monthly')).toBeTruthy();
    expect(screen.getByText('Active on: 8 Nov')).toBeTruthy();
    // the bar's calendar input shows the day
    expect(screen.getByRole('button', { name: 'Active on' }).textContent).toContain(`8 Nov ${year}`);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    for (const call of ['/api/users?', '/api/users/totalCount?'])
      expect(
        urls.some((u) => u.startsWith(call) && u.includes(`active_on=${year}-11-08`)),
        call,
      ).toBe(true);
  });

  it('a failed count shows "—", not a wrong zero', async () => {
    answer(() => apiAnswer(500, { success: false, error: { code: 'internal', message: 'boom' } }));
    setup();
    await screen.findByRole('link', { name: 'Mia Member' });
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('— customers'));
    expect(within(document.body).queryByText(/^0 customers/)).toBeNull();
  });
});
