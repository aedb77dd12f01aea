import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { screenIsPhone } from '../../test/screen-is-phone';
import { JobsPage } from './jobs-page';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString();
const FAILED = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  kind: 'trash-purge',
  state: 'failed',
  attempts: 3,
  max_attempts: 3,
  last_error: 'storage did not answer',
  created_at: hoursAgo(3),
  started_at: hoursAgo(2),
  ended_at: hoursAgo(2),
  run_after: hoursAgo(3),
};
const ok = (data: unknown) => apiAnswer(200, { success: true, data });
const COUNTS = { queued: 2, active: 0, failed: 1, completed: 7 };

const NOT_RUN = {
  running: false,
  percent: 0,
  sources: [],
  media: { queued: 0, processing: 0, ready: 0, failed: 0, reading: 0 },
};
/** The media backfill panel (media-backfill-panel.test.tsx) reads its own address: not run yet. */
const jobsOr =
  (answer: (url: string) => Promise<Response>) =>
  async (url: string): Promise<Response> =>
    url.startsWith('/api/media/backfill') ? ok(NOT_RUN) : answer(url);

const fetchMock = stubFetch();
const open = () => renderWithProviders(<JobsPage />);

describe('the Background jobs screen', () => {
  it('shows the counts per state and the failed jobs with their last error', async () => {
    fetchMock.mockImplementation(
      jobsOr(async (url) =>
        url.startsWith('/api/jobs/counts') ? ok(COUNTS) : ok({ total: 1, results: [FAILED] }),
      ),
    );
    open();
    expect(await screen.findByText('storage did not answer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeTruthy();
    const states = screen.getByRole('group', { name: 'Job states' });
    const failed = within(states).getByRole('button', { name: /Failed/ });
    expect(failed.getAttribute('aria-pressed')).toBe('true');
    expect(within(failed).getByText('1')).toBeTruthy();
    expect(within(states).getByRole('button', { name: /Completed/ }).textContent).toContain('7');
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/jobs?group=failed&page=1&size=50')).toBe(true);
  });

  it('retries a failed job and says so', async () => {
    let retried = false;
    fetchMock.mockImplementation(
      jobsOr(async (url) => {
        if (url.endsWith('/retry')) {
          retried = true;
          return ok({ ...FAILED, state: 'retry', max_attempts: 4 });
        }
        if (url.startsWith('/api/jobs/counts')) return ok(COUNTS);
        return ok({ total: retried ? 0 : 1, results: retried ? [] : [FAILED] });
      }),
    );
    const shown = vi.spyOn(notifications, 'show');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry trash-purge job' }));
    expect(await screen.findByText(/No job has failed/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/retry'));
    expect(call?.[0]).toBe(`/api/jobs/${FAILED.id}/retry`);
    expect(call?.[1]?.method).toBe('POST');
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The trash-purge job is queued again' }),
    );
  });

  it('lists another state when chosen, and says when it is empty', async () => {
    fetchMock.mockImplementation(
      jobsOr(async (url) =>
        url.startsWith('/api/jobs/counts') ? ok(COUNTS) : ok({ total: 0, results: [] }),
      ),
    );
    open();
    expect(await screen.findByText(/No job has failed/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Running/ }));
    expect(await screen.findByText('Nothing is running right now.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/jobs?group=active&page=1&size=50')).toBe(true);
  });

  it('shows a failed load with Retry', async () => {
    fetchMock.mockImplementation(
      jobsOr(async () => apiAnswer(500, { success: false, error: { code: 'internal', message: 'Boom' } })),
    );
    open();
    expect(await screen.findByText('Could not load the jobs')).toBeTruthy();
    fetchMock.mockImplementation(
      jobsOr(async (url) =>
        url.startsWith('/api/jobs/counts') ? ok(COUNTS) : ok({ total: 1, results: [FAILED] }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('storage did not answer')).toBeTruthy();
  });

  it('shows a card per job on a phone, Retry included', async () => {
    screenIsPhone(true);
    fetchMock.mockImplementation(
      jobsOr(async (url) =>
        url.startsWith('/api/jobs/counts') ? ok(COUNTS) : ok({ total: 1, results: [FAILED] }),
      ),
    );
    open();
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('trash-purge')).toBeTruthy();
    expect(within(card).getByText('storage did not answer')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Retry trash-purge job' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
