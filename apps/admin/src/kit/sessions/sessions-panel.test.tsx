import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders } from '../../test/render-with-providers';
import { screenIsPhone } from '../../test/screen-is-phone';
import { SessionsPanel } from './sessions-panel';

const NOW = new Date().toISOString();
const session = (id: number, current: boolean, browser: string, method = 'code') => ({
  id,
  device: 'Desktop',
  browser,
  ip: `198.51.100.${id}`,
  started_at: NOW,
  last_seen_at: NOW,
  method,
  current,
});
let records = [session(1, true, 'Chrome 131 on macOS'), session(2, false, 'Safari 17 on iOS', 'sso')];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  if (method === 'GET') return apiAnswer(200, { success: true, data: { records } });
  const ended = url.endsWith('/end-others') ? records.filter((r) => !r.current).length : 1;
  records = url.endsWith('/end-others')
    ? records.filter((r) => r.current)
    : records.filter((r) => !url.endsWith(`/${r.id}`));
  return apiAnswer(200, { success: true, data: { ended } });
});

beforeEach(() => {
  records = [session(1, true, 'Chrome 131 on macOS'), session(2, false, 'Safari 17 on iOS', 'sso')];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('SessionsPanel', () => {
  it('lists one’s own sessions, marks this one, and ends another after confirming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsPanel />);
    const table = await screen.findByTestId('sessions-table');
    expect(within(table).getByText('Chrome 131 on macOS')).toBeTruthy();
    expect(within(table).getByText('This session')).toBeTruthy();
    expect(within(table).getByText('Single sign-on')).toBeTruthy();
    expect(within(table).getByText('198.51.100.2')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: /^End the session of Safari/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/sessions/2'));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).toBeNull());
  });

  it('ends all other sessions of one’s own', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End other sessions' }),
    );
    await waitFor(() => expect(calls()).toContain('POST /api/sessions/end-others'));
  });

  it('shows a super another user’s sessions and ends them all', async () => {
    records = records.map((r) => ({ ...r, current: false }));
    const user = userEvent.setup();
    renderWithProviders(<SessionsPanel userId={42} email="sam@example.test" />);
    await screen.findByTestId('sessions-table');
    expect(calls()).toContain('GET /api/users/42/sessions');
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'sam@example.test will be signed out everywhere at once.',
      ),
    ).toBeTruthy();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End all sessions' }),
    );
    await waitFor(() => expect(calls()).toContain('DELETE /api/users/42/sessions'));
  });

  it('is one card per session on a phone, without a sideways scroll', async () => {
    screenIsPhone(true);
    renderWithProviders(<SessionsPanel />);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('This session')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: /^End the session of Safari/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
