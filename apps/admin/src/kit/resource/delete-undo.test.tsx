import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { trashedThingsContract } from '../../test/things-contract';
import { createResource } from './create-resource';
import { UNDO_DELETE_MS } from './resource-types';

const things = createResource('things', trashedThingsContract('/api/things'), { noun: 'Thing' });
const BATCH = '6f1c2d3e-0000-4000-8000-000000000001';

function DeleteThing() {
  const remove = things.useDelete();
  return (
    <button type="button" onClick={() => remove.mutate(7)}>
      Delete
    </button>
  );
}

const fetchMock = stubFetch();
type Shown = Parameters<typeof notifications.show>[0];

/** Deletes thing 7 and answers the notification the kit showed (its message holds Undo). */
async function deleteAndGetNotification() {
  const shown = vi.spyOn(notifications, 'show');
  renderWithProviders(<DeleteThing />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(shown).toHaveBeenCalled());
  return { shown, first: shown.mock.calls[0]?.[0] as Shown };
}
const clickUndoIn = async (notification: Shown) => {
  render(<MantineProvider env="test">{notification.message as ReactElement}</MantineProvider>);
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
};

describe('the delete notification', () => {
  it('says what was deleted and offers Undo for 10 seconds; Undo restores the batch', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/restore')
        ? apiAnswer(200, { success: true, data: { count: 1, record_ids: [7] } })
        : apiAnswer(200, { success: true, data: { id: 7, batch: BATCH } }),
    );
    const { shown, first } = await deleteAndGetNotification();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/7');
    expect(first.autoClose).toBe(UNDO_DELETE_MS);
    expect(UNDO_DELETE_MS).toBe(10_000);
    await clickUndoIn(first);
    expect(screen.getByText('Thing deleted')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/things/trash/restore');
    expect(JSON.parse(String(init?.body))).toEqual({ batch: BATCH });
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Restored' })));
  });

  it('says why when Undo fails (the record clashes with a newer one)', async () => {
    const clash = 'Cannot restore: another thing already has this post id.';
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/restore')
        ? apiAnswer(409, { success: false, error: { code: 'conflict', message: clash } })
        : apiAnswer(200, { success: true, data: { id: 7, batch: BATCH } }),
    );
    const { shown, first } = await deleteAndGetNotification();
    await clickUndoIn(first);
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', title: 'Not restored', message: clash }),
      ),
    );
  });
});
