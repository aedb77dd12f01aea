import type { Tiktok } from '@adlib/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noMediaRow, ok, READY_VIDEO } from '../../kit/form/media-panel.fixture';
import { renderWithRouter, stubFetch } from '../../test/render-with-providers';
import { EditTiktokPage, NewTiktokPage } from './tiktok-screens';

const VIDEO = 'https://cdn.example.com/7305.mp4';
const stored: Tiktok = {
  id: 5,
  username: 'glow.labs',
  post_id: '7305',
  description: null,
  likes: 10,
  views: 200,
  shares: 1,
  comments: 2,
  duration: 15,
  music_title: null,
  created_time: '2026-03-01T10:00:00.000Z',
  created_for: '2026-03',
  tiktok_link: null,
  download_link: VIDEO,
  is_ad: false,
  new: false,
  is_free: true,
  industry: 'Fashion',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};
const fetchMock = stubFetch();

function answer(media: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'PUT') return ok({ id: 5, updated_at: '2026-03-02T00:00:00.000Z' });
    if (url.startsWith('/api/media?')) return media();
    if (url.startsWith('/api/tiktoks/5')) return ok(stored);
    return noMediaRow();
  });
}

describe("a TikTok's video on its edit screen", () => {
  it("shows the video's media panel, and Use puts the video's duration in Duration to be saved", async () => {
    answer(() => ok({ ...READY_VIDEO, source: VIDEO }));
    const user = userEvent.setup();
    renderWithRouter([{ path: '/tiktoks/edit/:id', element: <EditTiktokPage /> }], {
      initialEntries: ['/tiktoks/edit/5'],
    });
    const panel = await screen.findByRole('region', { name: 'Video details' });
    expect(await within(panel).findByText('Ready')).toBeTruthy();
    // 12.5 s rounds to 13 whole seconds; the stored 15 stays until Use
    const use = await screen.findByRole('button', { name: 'Use 13 s for Duration' });
    const duration = screen.getByRole('textbox', { name: 'Duration' }) as HTMLInputElement;
    expect(duration.value).toBe('15');
    await user.click(use);
    expect(duration.value).toBe('13');
    expect(screen.queryByRole('button', { name: /for Duration/ })).toBeNull();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).duration).toBe(13);
  });

  it('has no media panel on the new screen', async () => {
    answer(noMediaRow);
    renderWithRouter([{ path: '/', element: <NewTiktokPage /> }]);
    expect(await screen.findByRole('heading', { name: 'New Tiktok' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Video details' })).toBeNull();
  });
});
