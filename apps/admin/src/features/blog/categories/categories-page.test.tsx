import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders } from '../../../test/render-with-providers';
import { CategoriesPage } from './categories-page';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const category = (id: number, title: string, order: number, article_count = 0) => ({
  id,
  title,
  order,
  article_count,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    url === '/api/categories'
      ? apiAnswer(200, {
          success: true,
          data: { results: [category(1, 'Ad breakdowns', 1, 2), category(2, 'Creative strategy', 2)] },
        })
      : apiAnswer(200, { success: true, data: { id: 1, count: 2 } }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const sent = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);

describe('CategoriesPage', { timeout: 20_000 }, () => {
  it('shows the categories in order and saves a move as the whole new order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesPage />);
    // the header row names the columns; the categories follow it
    const [header, ...rows] = await screen.findAllByRole('row');
    expect(header?.textContent).toContain('Title');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ad breakdowns'),
      expect.stringContaining('Creative strategy'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Move Creative strategy up' }));
    await waitFor(() => expect(sent('/api/categories/order', 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(sent('/api/categories/order', 'PUT')[0]?.[1]?.body))).toEqual({ ids: [2, 1] });
  });

  it('adds a new category with order 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesPage />);
    await user.type(await screen.findByRole('textbox', { name: 'New category' }), 'Platform news');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(sent('/api/category', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(sent('/api/category', 'POST')[0]?.[1]?.body))).toEqual({
      title: 'Platform news',
      order: 1,
    });
  });

  it('asks before deleting, saying the articles stay, and deletes only on confirm', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Ad breakdowns' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 articles will no longer carry it; the articles stay.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('/api/category/1', 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Ad breakdowns' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('/api/category/1', 'DELETE')).toHaveLength(1));
  });
});
