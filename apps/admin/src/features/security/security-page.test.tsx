import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders } from '../../test/render-with-providers';
import { SecurityPage } from './security-page';

// The user's one Security place (decisions 026 and 027): their factors, then their sessions.
const NOW = new Date().toISOString();
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PASSKEY = { id: 7, kind: 'passkey', name: 'Work laptop', created_at: NOW, last_used_at: null };
let factors: object[] = [PASSKEY];
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url === '/api/factors/proof/options')
    return apiAnswer(200, { success: true, data: { token: 'p'.repeat(43), options: { challenge: 'c' } } });
  if (url.endsWith('/remove')) {
    factors = [];
    return apiAnswer(200, { success: true, data: { removed: true, sessions_ended: 1 } });
  }
  if (url === '/api/factors/totp/setup')
    return apiAnswer(200, {
      success: true,
      data: {
        token: 't'.repeat(43),
        secret: SECRET,
        uri: `otpauth://totp/Ad%20Library:sam%40example.test?secret=${SECRET}&issuer=Ad%20Library`,
      },
    });
  if (url.startsWith('/api/factors'))
    return apiAnswer(200, {
      success: true,
      data: {
        factors,
        recovery_codes_left: 9,
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
  factors = [PASSKEY];
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

  it('shows an authenticator app’s key as a QR code, with the key written out for typing', async () => {
    renderWithProviders(<SecurityPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: /QR code of the key/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    // the text alternative: the same key, in groups of four, and a link for an app on this device
    expect(screen.getByTestId('totp-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'open it in the app' }).getAttribute('href')).toMatch(
      /^otpauth:/,
    );
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeTruthy();
  });

  it('asks for the last factor once more before removing it, and sends the proof', async () => {
    factors = [{ id: 9, kind: 'totp', name: 'Phone', created_at: NOW, last_used_at: null }];
    renderWithProviders(<SecurityPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove "Phone"?' });
    expect(within(dialog).getByText(/It is your last second factor/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Code from your authenticator app/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/factors/9/remove'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/factors/9/remove') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ proof: { token: 'p'.repeat(43), code: '123456' } });
    expect(await screen.findByText(/None yet/)).toBeTruthy();
  });

  it('removes a factor that is not the last after a confirmation, without a proof', async () => {
    factors = [PASSKEY, { id: 9, kind: 'totp', name: 'Phone', created_at: NOW, last_used_at: null }];
    renderWithProviders(<SecurityPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/factors/9/remove'));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/factors/proof/options');
  });
});
