import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders } from '../../test/render-with-providers';
import { SecurityPage } from './security-page';

// The user's one Security place (decisions 026 and 027): their factors, then their sessions.
const NOW = new Date().toISOString();
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/factors'))
    return apiAnswer(200, {
      success: true,
      data: {
        factors: [{ id: 7, kind: 'passkey', name: 'Work laptop', created_at: NOW, last_used_at: null }],
        recovery_codes_left: 0,
        required: false,
        must_add: false,
      },
    });
  if (url.startsWith('/api/sessions'))
    return apiAnswer(200, {
      success: true,
      data: {
        records: [
          {
            id: 1,
            device: 'Desktop',
            browser: 'Firefox 133 on Linux',
            ip: '198.51.100.4',
            started_at: NOW,
            last_seen_at: NOW,
            method: 'passkey',
            current: true,
          },
        ],
      },
    });
  return apiAnswer(404, { success: false, error: { code: 'not_found', message: 'Not found' } });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SecurityPage', () => {
  it('shows the factors and, below them, where the user is signed in', async () => {
    renderWithProviders(<SecurityPage />);
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'Your sessions' });
    const table = await within(sessions).findByTestId('sessions-table');
    expect(within(table).getByText('Firefox 133 on Linux')).toBeTruthy();
    expect(within(table).getByText('This session')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/api/factors', '/api/sessions']),
    );
  });
});
