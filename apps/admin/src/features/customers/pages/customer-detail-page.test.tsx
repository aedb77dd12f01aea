import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithRouter, stubFetch } from '../../../test/render-with-providers';
import type { Customer } from '../api';
import { CustomerDetailPage } from './customer-detail-page';

const base: Customer = {
  id: 7,
  first_name: 'Mia',
  last_name: 'Member',
  email: 'mia@example.com',
  role: 'monthly',
  subscription_status: 'active',
  full_access: false,
  created_at: '2026-01-01T00:00:00.000Z',
  last_signin_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  collections: [{ id: 3, title: 'Summer drinks' }],
  sessions: [],
};

const fetchMock = stubFetch();

/** The activity's change of one field: its label, then "before → after" by the values' names. */
const activityRow = async (label: string) => {
  const activity = await screen.findByTestId('customer-activity');
  const header = await within(activity).findByText(label, { selector: 'th' });
  return header.closest('tr')?.querySelector('td')?.textContent;
};

afterEach(() => vi.restoreAllMocks());

describe('CustomerDetailPage', () => {
  it('changes the subscription status after a confirmation; says so; the badge and the activity follow', async () => {
    const said = vi.spyOn(notifications, 'show');
    let user = base;
    const activity: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/users/7/subscription-status' && init?.method === 'POST') {
        const { subscription_status } = JSON.parse(String(init.body));
        activity.unshift({
          id: 1,
          at: '2026-03-01T00:00:00.000Z',
          user_id: 1,
          user_email: 'super@example.com',
          entity: 'user',
          entity_id: '7',
          action: 'subscription_status',
          changes: { subscription_status: { before: user.subscription_status, after: subscription_status } },
        });
        user = { ...user, subscription_status };
        return apiAnswer(200, { success: true, data: { id: 7, updated_at: '2026-03-01T00:00:00.000Z' } });
      }
      if (url === '/api/user/7') return apiAnswer(200, { success: true, data: user });
      if (url.startsWith('/api/audit-log'))
        return apiAnswer(200, { success: true, data: { total: activity.length, records: activity } });
      throw new Error(`unexpected ${url}`);
    });
    renderWithRouter([{ path: '/customers/:id', element: <CustomerDetailPage /> }], {
      initialEntries: ['/customers/7'],
    });
    expect((await screen.findByTestId('subscription-badge')).textContent).toBe('Active');
    expect(screen.getByText('Summer drinks')).toBeTruthy();
    expect(await screen.findByText('No changes yet.')).toBeTruthy();

    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'New status' }));
    await u.click(await screen.findByRole('option', { name: 'Paused' }));
    await u.click(screen.getByRole('button', { name: 'Change status' }));
    // nothing is sent before the confirmation
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await u.click(await screen.findByRole('button', { name: 'Change' }));

    await waitFor(() => expect(screen.getByTestId('subscription-badge').textContent).toBe('Paused'));
    expect(said).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Subscription status changed to Paused' }),
    );
    // the field's label and the values' names, never subscription_status: active → paused
    expect(await activityRow('Subscription status')).toBe('Active → Paused');
    expect(screen.getByText('Subscription status changed')).toBeTruthy();
  });

  it('gives full access after a confirmation and says so', async () => {
    const said = vi.spyOn(notifications, 'show');
    let user = base;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/user/7/access' && init?.method === 'PUT') {
        user = { ...user, full_access: JSON.parse(String(init.body)).full_access };
        return apiAnswer(200, { success: true, data: { id: 7, updated_at: '2026-03-01T00:00:00.000Z' } });
      }
      if (url === '/api/user/7') return apiAnswer(200, { success: true, data: user });
      if (url.startsWith('/api/audit-log'))
        return apiAnswer(200, { success: true, data: { total: 0, records: [] } });
      throw new Error(`unexpected ${url}`);
    });
    renderWithRouter([{ path: '/customers/:id', element: <CustomerDetailPage /> }], {
      initialEntries: ['/customers/7'],
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Give full access' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give full access' }),
    );
    expect(await screen.findByRole('button', { name: 'Revoke full access' })).toBeTruthy();
    expect(said).toHaveBeenCalledWith(expect.objectContaining({ message: 'Full access given' }));
  });

  it('says so when the customer does not exist', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(404, { success: false, error: { code: 'not_found', message: 'User not found' } }),
    );
    renderWithRouter([{ path: '/customers/:id', element: <CustomerDetailPage /> }], {
      initialEntries: ['/customers/99'],
    });
    expect(await screen.findByRole('heading', { name: 'Customer not found' })).toBeTruthy();
  });
});
