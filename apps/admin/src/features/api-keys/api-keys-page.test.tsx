import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { ApiKeysPage } from './api-keys-page';

const ok = (data: unknown, status = 200) => apiAnswer(status, { success: true, data });
const at = new Date().toISOString();
const KEY = {
  id: 1,
  name: 'Reporting job',
  prefix: 'adk_abcdefgh',
  scopes: ['tiktoks:read', 'export'],
  expires_at: null,
  last_used_at: at,
  revoked_at: null,
  created_at: at,
  created_by: 'super@example.com',
};

const fetchMock = stubFetch();

describe('the API keys screen', () => {
  it('creates a key with its scopes and shows its token once', async () => {
    let sent: unknown;
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent = JSON.parse(String(init.body));
        return ok({ ...KEY, token: 'adk_abcdefgh_secret' }, 201);
      }
      return ok({ results: [KEY] });
    });
    renderWithProviders(<ApiKeysPage />);
    expect(await screen.findByText('Reporting job')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    // no scope chosen: the shared schema's message, nothing sent
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Importer');
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Choose at least one scope')).toBeTruthy();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Write tiktoks' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'API key' });
    expect(within(shown).getByText('adk_abcdefgh_secret')).toBeTruthy();
    expect(sent).toEqual({ name: 'Importer', scopes: ['tiktoks:write'], expires_at: null });
  });

  it("shows the server's 400 beside the expiry and keeps the name and scopes", async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return apiAnswer(400, {
          success: false,
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields',
            fields: { expires_at: 'Choose a time in the future' },
          },
        });
      return ok({ results: [KEY] });
    });
    renderWithProviders(<ApiKeysPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Importer');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Read tiktoks' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Choose a time in the future')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Expires/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect((name as HTMLInputElement).value).toBe('Importer');
    expect((within(form).getByRole('checkbox', { name: 'Read tiktoks' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
