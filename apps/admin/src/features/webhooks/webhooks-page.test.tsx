import { Notifications, notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { WebhooksPage } from './webhooks-page';

const ok = (data: unknown, status = 200) => apiAnswer(status, { success: true, data });
const at = new Date().toISOString();
const PAUSED = {
  id: 7,
  url: 'https://app.example.com/hooks',
  description: 'Customer app',
  event_types: ['advertisement.*'],
  active: false,
  paused_reason: 'Paused: a delivery failed 13 times (last: 500)',
  created_at: at,
  updated_at: at,
  failed: 1,
};
const FAILED_DELIVERY = {
  id: 3,
  event_id: 11,
  event_type: 'advertisement.published',
  message_id: 'msg_11',
  state: 'failed',
  attempts: 13,
  body: '{}',
  created_at: at,
  updated_at: at,
  tries: [
    {
      id: 1,
      at,
      status: 500,
      ok: false,
      duration_ms: 42,
      request_headers: { 'webhook-id': 'msg_11' },
      response: 'broken',
    },
  ],
};

const fetchMock = stubFetch();

describe('the Webhooks screen', () => {
  it('shows a paused endpoint with its reason, its log, and replays a failed delivery', async () => {
    const replayed: string[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        replayed.push(url);
        return ok({ ...FAILED_DELIVERY, state: 'pending' });
      }
      if (url.startsWith('/api/webhooks/7/deliveries')) return ok({ total: 1, results: [FAILED_DELIVERY] });
      return ok({ results: [PAUSED] });
    });
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByText(PAUSED.paused_reason)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Delivery log of ${PAUSED.url}` }));
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    expect(await within(log).findByText('advertisement.published')).toBeTruthy();
    await userEvent.click(
      within(log).getByRole('button', { name: 'Replay advertisement.published delivery #3' }),
    );
    expect(replayed).toEqual(['/api/webhooks/7/deliveries/3/replay']);
  });

  it('shows the signing secret once after adding an endpoint', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return ok({ ...PAUSED, id: 8, active: true, paused_reason: null, secret: 'whsec_c2VjcmV0' }, 201);
      if (url.includes('/deliveries')) return ok({ total: 0, results: [] });
      return ok({ results: [] });
    });
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByText(/No endpoints yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'URL' }), 'https://app.example.com/h');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText('whsec_c2VjcmV0')).toBeTruthy();
  });

  it("shows the server's 400 beside its field and keeps what was typed", async () => {
    const MESSAGE = 'hooks.example.com could not be found';
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return apiAnswer(400, {
          success: false,
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields',
            fields: { url: MESSAGE },
          },
        });
      if (url.includes('/deliveries')) return ok({ total: 0, results: [] });
      return ok({ results: [] });
    });
    // a query client that notifies a failed save unless the form shows it itself (errorHandledByForm),
    // as the app's does (app/query-client.ts, a layer above this one)
    const queryClient = new QueryClient({
      mutationCache: new MutationCache({
        onError: (err, _v, _c, mutation) => {
          if (!mutation.meta?.errorHandledByForm)
            notifications.show({ title: mutation.meta?.errorTitle ?? 'Not saved', message: String(err) });
        },
      }),
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    notifications.clean();
    renderWithProviders(
      <>
        <Notifications />
        <WebhooksPage />
      </>,
      { queryClient },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(form).getByRole('textbox', { name: 'URL' });
    await userEvent.type(url, 'https://hooks.example.com/h');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Local');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // beside the URL (its description for assistive technology too), the dialog still open
    expect(await within(form).findByText(MESSAGE)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect((url as HTMLInputElement).value).toBe('https://hooks.example.com/h');
    expect((within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe(
      'Local',
    );
    // told once, beside the field: no "Not saved" notification over the dialog besides
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Not saved')).toBeNull();
    expect(screen.queryByText('Check the highlighted fields')).toBeNull();
  });
});
