import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { MediaBackfillPanel } from './media-backfill-panel';

const ok = (data: unknown) => apiAnswer(200, { success: true, data });
const at = new Date().toISOString();
const source = (name: string, total: number, queued: number, done = false) => ({
  source: name,
  total,
  queued,
  done,
  started_at: at,
  finished_at: done ? at : null,
});
const NOT_RUN = {
  running: false,
  percent: 0,
  sources: [],
  media: { queued: 0, processing: 0, ready: 0, failed: 0, reading: 0 },
};
const RUNNING = {
  running: true,
  percent: 40,
  sources: [source('advertisements.media_source', 1000, 400), source('advertisements.logo', 200, 0)],
  media: { queued: 380, processing: 1, ready: 19, failed: 0, reading: 7 },
};
const STOPPED = { ...RUNNING, running: false };

const fetchMock = stubFetch();
const open = () => renderWithProviders(<MediaBackfillPanel />);

describe('the media backfill panel', () => {
  it('starts a backfill never run, then shows its progress bar and figures', async () => {
    let started = false;
    fetchMock.mockImplementation(async () => ok(started ? RUNNING : NOT_RUN));
    open();
    expect(await screen.findByText('Not run yet.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    started = true;
    await userEvent.click(screen.getByRole('button', { name: 'Start the media backfill' }));
    const bar = await screen.findByRole('progressbar', { name: 'Media backfill progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(
      screen.getByText(
        /40% of records walked · media 380 queued, 1 processing, 19 ready, 0 failed · on-screen text being read for 7/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ad creatives')).toBeTruthy();
    expect(screen.getByText('400 of 1,000')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'The media backfill is running' }).hasAttribute('disabled'),
    ).toBe(true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/media/backfill');
  });

  it('offers Resume for a stopped backfill', async () => {
    fetchMock.mockImplementation(async () => ok(STOPPED));
    open();
    expect(await screen.findByRole('button', { name: 'Resume the media backfill' })).toBeTruthy();
    expect(screen.getByText(/Stopped part-way/)).toBeTruthy();
  });

  it('follows a running backfill until it is done', async () => {
    let reads = 0;
    const DONE = {
      running: false,
      percent: 100,
      sources: [source('advertisements.media_source', 1000, 1000, true)],
      media: { queued: 0, processing: 0, ready: 1000, failed: 0, reading: 0 },
    };
    fetchMock.mockImplementation(async () => ok(++reads > 1 ? DONE : RUNNING));
    open();
    expect(await screen.findByText(/40% of records walked/)).toBeTruthy();
    expect(await screen.findByText('Every record was walked.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('1,000 done')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the media backfill again' })).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(500, { success: false, error: { code: 'internal', message: 'Boom' } }),
    );
    fetchMock.mockImplementation(async () => ok(STOPPED));
    open();
    expect(await screen.findByText('Could not load the media backfill')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Resume the media backfill' })).toBeTruthy();
  });
});
