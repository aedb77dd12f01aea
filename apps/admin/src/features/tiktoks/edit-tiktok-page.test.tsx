import type { Tiktok } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithRouter, stubFetch } from '../../test/render-with-providers';
import { EditTiktokPage } from './tiktok-screens';

const stored: Tiktok = {
  id: 5,
  username: 'glow.labs',
  post_id: '7305',
  description: 'A morning routine in three steps.',
  likes: 10,
  views: 200,
  shares: 1,
  comments: 2,
  duration: 15,
  music_title: 'original sound',
  created_time: '2026-03-01T10:00:00.000Z',
  created_for: '2026-03',
  tiktok_link: 'https://www.tiktok.com/@glow.labs/video/7305',
  download_link: 'https://cdn.example.com/7305.mp4',
  is_ad: false,
  new: false,
  is_free: true,
  industry: 'Fashion',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};
const fetchMock = stubFetch();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

function setup(path = '/tiktoks/edit/5') {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'PUT')
      return apiAnswer(200, { success: true, data: { id: 5, updated_at: '2026-03-02T00:00:00.000Z' } });
    if (init?.method === 'DELETE') return apiAnswer(200, { success: true, data: { id: 5 } });
    if (url.startsWith('/api/tiktoks/5')) return apiAnswer(200, { success: true, data: stored });
    return apiAnswer(404, { success: false, error: { code: 'not_found', message: 'No such TikTok' } });
  });
  return renderWithRouter(
    [
      { path: '/tiktoks/edit/:id', element: <EditTiktokPage /> },
      { path: '/tiktoks', element: <h1>TikToks list</h1> },
    ],
    { initialEntries: [path] },
  );
}
const musicTitle = () => screen.getByRole('textbox', { name: /^Music Title/ }) as HTMLInputElement;

describe('EditTiktokPage', () => {
  it('Ctrl+S saves and stays on the post, saying "Saved"', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    const { router } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Music Title/ }), '!');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved' })));
    expect(calls()).toContain('PUT /api/tiktoks/5');
    // Save's "saved, back to the list" never follows
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'TikTok saved' }));
    expect(router.state.location.pathname).toBe('/tiktoks/edit/5');
    expect(musicTitle().value).toBe('original sound!');
  });

  it('after a save, asks for its likely duplicates and warns "Possible duplicate of #3", the save done', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    setup();
    const match = {
      ...stored,
      id: 3,
      label: 'glow.labs',
      detail: null,
      media: null,
      thumb: null,
      placeholder: null,
    };
    const of = {
      record: { ...match, id: 5 },
      matches: [{ member: match, pair: { a: 3, b: 5, reasons: ['same-post'], distance: null } }],
    };
    const saved = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      url === '/api/duplicates/tiktoks/of/5'
        ? apiAnswer(200, { success: true, data: of })
        : (saved?.(url, init) ?? apiAnswer(500, {})),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Music Title/ }), '!');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ id: 'duplicate-tiktoks-5' })),
    );
    expect(calls().indexOf('PUT /api/tiktoks/5')).toBeLessThan(
      calls().indexOf('GET /api/duplicates/tiktoks/of/5'),
    );
  });

  it("Delete asks 'Delete tiktok' first; Cancel keeps the post, Yes deletes it and goes to /tiktoks", async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByRole('textbox', { name: /^Music Title/ });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete tiktok' });
    expect(within(dialog).getByText('Are you sure you want to delete this tiktok?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls()).not.toContain('DELETE /api/tiktoks/5');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete tiktok' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiktoks'));
    expect(calls()).toContain('DELETE /api/tiktoks/5');
  });

  it('a malformed id is "not found" with a way back to the list, and asks the API nothing', async () => {
    setup('/tiktoks/edit/abc');
    expect(await screen.findByRole('link', { name: /TikToks/ })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
