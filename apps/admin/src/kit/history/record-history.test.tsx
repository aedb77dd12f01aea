import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswer, stubFetch } from '../../test/render-with-providers';
import { openThing } from '../form/thing-edit-page.fixture';

const fetchMock = stubFetch();
const ok = (data: unknown) => apiAnswer(200, { success: true, data });
const version = (n: number, kind: string, changes: Record<string, unknown>) => ({
  version: n,
  at: `2026-11-2${n}T10:00:00.000Z`,
  by: 'staff@example.com',
  kind,
  changes,
});
const VERSIONS = [
  version(3, 'updated', { name: { before: 'Lamp v2', after: 'Lamp v3' } }),
  version(2, 'updated', { name: { before: 'Lamp', after: 'Lamp v2' } }),
  version(1, 'created', { name: { before: null, after: 'Lamp' } }),
];

/** The API: the record, its history, and a restore that puts the name back to "Lamp". */
function serve(restore: () => Response) {
  let record = { id: 5, name: 'Lamp v3', updated_at: '2026-11-23T10:00:00.000Z' };
  fetchMock.mockImplementation(async (url) => {
    if (url.includes('/restore')) {
      const answer = restore();
      if (answer.ok) record = { id: 5, name: 'Lamp', updated_at: '2026-11-24T10:00:00.000Z' };
      return answer;
    }
    if (url.includes('/history')) return ok({ versions: VERSIONS, next_before: null });
    return ok(record);
  });
}
const open = () => openThing('5', { history: true });

async function askToRestoreTheFirst() {
  fireEvent.click(await screen.findByRole('button', { name: 'History' }));
  const drawer = await screen.findByRole('dialog', { name: 'History of this thing' });
  await within(drawer).findAllByText('Edited');
  const buttons = within(drawer).getAllByRole('button', { name: 'Restore this version' });
  // the newest version is the record as it is: nothing to restore there
  expect(buttons).toHaveLength(2);
  fireEvent.click(buttons[1] as HTMLElement);
  return screen.findByRole('dialog', { name: /Restore the version of/ });
}

describe('History on an edit screen (RecordEditScreen)', () => {
  it('says so when no change of the record is recorded yet', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes('/history')
        ? ok({ versions: [], next_before: null })
        : ok({ id: 5, name: 'Lamp', updated_at: '2026-11-23T10:00:00.000Z' }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of this thing' });
    expect(await within(drawer).findByText(/No changes are recorded for this thing yet/)).toBeTruthy();
  });

  it('lists the versions with their changed fields, asks first showing what changes, then reloads the form', async () => {
    let body: unknown;
    serve(() => ok({ restored: true, changes: {}, updated_at: '2026-11-24T10:00:00.000Z' }));
    open();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Lamp v3');
    const ask = await askToRestoreTheFirst();
    // what will change: from the value now to the value of that version
    const table = within(ask).getByRole('table', { name: 'What the restore changes' });
    expect(table.textContent).toContain('Lamp v3');
    expect(table.textContent).toContain('Lamp');
    fetchMock.mockClear();
    const serveRestore = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => {
      if (url.includes('/restore')) body = JSON.parse(String(init?.body));
      return (serveRestore as NonNullable<typeof serveRestore>)(url, init);
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lamp'));
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/things/5/history/1/restore'))).toBe(true);
    expect(body).toEqual({ updated_at: '2026-11-23T10:00:00.000Z' });
  });

  it('says why when the record moved since the screen loaded it (409), and keeps the form', async () => {
    serve(() =>
      apiAnswer(409, {
        success: false,
        error: { code: 'conflict', message: 'Someone else changed this thing' },
      }),
    );
    open();
    const ask = await askToRestoreTheFirst();
    fireEvent.click(within(ask).getByRole('button', { name: 'Restore' }));
    expect(await within(ask).findByText('Someone else changed this thing')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lamp v3');
  });
});
