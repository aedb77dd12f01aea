import { trashEndpoints } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import type { TrashScreenDeclaration } from '../area/area-manifest';
import { TrashScreen } from './trash-screen';

const TRASH: TrashScreenDeclaration = {
  path: 'trash',
  api: trashEndpoints('/api/things', 'things'),
  resource: 'things',
  title: 'Things',
  list: '/things',
};
const ENTRY = {
  id: 41,
  record_id: 7,
  label: 'Brass lamp',
  batch: '6f1c2d3e-0000-4000-8000-000000000001',
  deleted_at: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  deleted_by: { name: 'Sam Super', email: 'sam@example.com' },
};
const page = (items: unknown[]) => apiAnswer(200, { success: true, data: { items, next_before: null } });

const fetchMock = stubFetch();
const open = () => renderWithProviders(<TrashScreen trash={TRASH} />);

describe('the Trash screen', () => {
  it('lists what was deleted, by whom and when', async () => {
    fetchMock.mockResolvedValue(page([ENTRY]));
    open();
    expect(await screen.findByText('Brass lamp')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Things trash' })).toBeTruthy();
    expect(screen.getByText('Sam Super').getAttribute('title')).toBe('sam@example.com');
    const when = screen.getByText('3 hours ago');
    // the exact time on hover
    expect(when.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/trash?size=50');
  });

  it('says so when the trash is empty', async () => {
    fetchMock.mockResolvedValue(page([]));
    open();
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(500, { success: false, error: { code: 'internal', message: 'Boom' } }),
    );
    open();
    expect(await screen.findByText('Could not load the trash')).toBeTruthy();
    fetchMock.mockResolvedValue(page([ENTRY]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Brass lamp')).toBeTruthy();
  });

  it('restores an entry and the list refreshes without it', async () => {
    let restored = false;
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith('/restore')) {
        restored = true;
        return apiAnswer(200, { success: true, data: { count: 1, record_ids: [7] } });
      }
      return page(restored ? [] : [ENTRY]);
    });
    const shown = vi.spyOn(notifications, 'show');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Brass lamp' }));
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/restore'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ids: [41] });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '“Brass lamp” restored' }));
  });

  it('a clash on restore shows the message naming the field, and the entry stays', async () => {
    const clash = 'Cannot restore: another thing already has this post id. Change it on that record first.';
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/restore')
        ? apiAnswer(409, {
            success: false,
            error: { code: 'conflict', message: clash, fields: { post_id: clash } },
          })
        : page([ENTRY]),
    );
    const shown = vi.spyOn(notifications, 'show');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Brass lamp' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: clash })),
    );
    expect(screen.getByText('Brass lamp')).toBeTruthy();
  });

  it('Delete forever asks first, naming the record, then removes it', async () => {
    let gone = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'DELETE') {
        gone = true;
        return apiAnswer(200, { success: true, data: { id: 41 } });
      }
      return page(gone ? [] : [ENTRY]);
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Brass lamp forever' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete forever' });
    expect(ask.textContent).toContain('“Brass lamp” will be deleted for good');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/things/trash/41');
  });

  it('nothing is removed when the question is cancelled', async () => {
    fetchMock.mockResolvedValue(page([ENTRY]));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Brass lamp forever' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete forever' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
