import { BULK_MAX_IDS } from '@adlib/shared';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { thingsContract, trashedThingsContract } from '../../test/things-contract';
import { createResource } from '../resource/create-resource';
import { BULK_DELETE, BulkActionBar, type BulkActionButton } from './bulk-action-bar';

type Action = 'pin' | 'delete';
const things = createResource('things', thingsContract('/api/things'));
const ACTIONS: readonly BulkActionButton<Action>[] = [
  { action: 'pin', label: 'Pin', done: 'pinned' },
  BULK_DELETE,
];
const NOUN = ['thing', 'things'] as const;

function Bar({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const bulk = things.useBulk<Action>('Bulk action failed');
  return <BulkActionBar ids={ids} noun={NOUN} actions={ACTIONS} bulk={bulk} onDone={onDone} />;
}

const fetchMock = stubFetch();
const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as { ids: number[]; action: string });
const changed = (count: number) => apiAnswer(200, { success: true, data: { count, ids: [] } });

describe('BulkActionBar', () => {
  it('shows nothing while no row is checked', () => {
    renderWithProviders(<Bar ids={[]} onDone={() => {}} />);
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('runs an action on the checked ids, says how many changed, then clears the selection', async () => {
    fetchMock.mockResolvedValue(changed(2));
    const shown = vi.spyOn(notifications, 'show');
    const onDone = vi.fn();
    renderWithProviders(<Bar ids={[4, 9]} onDone={onDone} />);
    expect(screen.getByText('2 things selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/bulk');
    expect(sentBodies()).toEqual([{ ids: [4, 9], action: 'pin' }]);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '2 things pinned' }));
  });

  it('asks before deleting, naming the count; Cancel sends nothing, Delete deletes', async () => {
    fetchMock.mockResolvedValue(changed(3));
    const onDone = vi.fn();
    renderWithProviders(<Bar ids={[1, 2, 3]} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete 3 things? They go to the Trash, where they can be restored.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Are you sure/)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sentBodies()).toEqual([{ ids: [1, 2, 3], action: 'delete' }]);
  });

  it('a delete into the trash offers Undo for 10 seconds, restoring every batch it made', async () => {
    const trashed = createResource('trashed', trashedThingsContract('/api/trashed'));
    function TrashBar({ ids }: { ids: readonly number[] }) {
      const bulk = trashed.useBulk<Action>('Bulk action failed');
      return <BulkActionBar ids={ids} noun={NOUN} actions={ACTIONS} bulk={bulk} onDone={() => {}} />;
    }
    const batches = ['6f1c2d3e-0000-4000-8000-000000000001', '6f1c2d3e-0000-4000-8000-000000000002'];
    let part = 0;
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/restore')
        ? apiAnswer(200, { success: true, data: { count: 1, record_ids: [1] } })
        : apiAnswer(200, { success: true, data: { count: 1, ids: [], batch: batches[part++] } }),
    );
    const shown = vi.spyOn(notifications, 'show');
    // more than one request's worth: two parts, two batches
    renderWithProviders(<TrashBar ids={Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown).toHaveBeenCalled());
    const note = shown.mock.calls[0]?.[0] as Parameters<typeof notifications.show>[0];
    expect(note.autoClose).toBe(10_000);
    render(<MantineProvider env="test">{note.message as ReactElement}</MantineProvider>);
    expect(screen.getByText('2 things deleted')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url.endsWith('/restore')).map(([, init]) => init?.body),
      ).toEqual(batches.map((batch) => JSON.stringify({ batch }))),
    );
  });

  it('keeps the selection when the action fails', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(500, { success: false, error: { code: 'internal', message: 'Down' } }),
    );
    const onDone = vi.fn();
    renderWithProviders(<Bar ids={[5]} onDone={onDone} />);
    expect(screen.getByText('1 thing selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pin' })).toHaveProperty('disabled', false),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a selection larger than the API takes at once in parts, and counts them all', async () => {
    const ids = Array.from({ length: 2 * BULK_MAX_IDS + 5 }, (_, i) => i + 1);
    fetchMock.mockImplementation(async (_url, init) =>
      changed((JSON.parse(String(init?.body)) as { ids: number[] }).ids.length),
    );
    const shown = vi.spyOn(notifications, 'show');
    const onDone = vi.fn();
    renderWithProviders(<Bar ids={ids} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const parts = sentBodies().map((b) => b.ids);
    expect(parts.map((p) => p.length)).toEqual([BULK_MAX_IDS, BULK_MAX_IDS, 5]);
    expect(parts.flat()).toEqual(ids);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '2,005 things pinned' }));
  });
});
