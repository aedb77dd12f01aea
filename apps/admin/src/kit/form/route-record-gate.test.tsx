import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, stubFetch } from '../../test/render-with-providers';
import { openThing as open, things } from './thing-edit-page.fixture';
import { parseRecordId } from './use-route-record';

const fetchMock = stubFetch();

describe('RouteRecordGate (an edit screen before its form)', () => {
  it.each(['abc', '0', '-1', '1e3', '99999999999'])(
    'says a malformed id "%s" names no record, asking nothing',
    async (raw) => {
      open(raw);
      expect(await screen.findByRole('heading', { level: 1, name: 'Thing not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Things' }).getAttribute('href')).toBe('/things');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.title).toBe('Thing not found · Ad Library');
    },
  );

  it('shows an unknown id (404) once: no Retry, no notification too', async () => {
    const shown = vi.spyOn(notifications, 'show');
    fetchMock.mockImplementation(async () =>
      apiAnswer(404, { success: false, error: { code: 'not_found', message: 'No such thing' } }),
    );
    open('99999');
    expect(await screen.findByRole('heading', { name: 'Thing not found' })).toBeTruthy();
    expect(screen.getByText(/There is no thing with the id “99999”/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(shown).not.toHaveBeenCalled();
    // and the app's query client does not notify either: the load is silent, the gate shows it
    expect(things.oneOptions(99999).meta?.silent).toBe(true);
  });

  it('offers Retry where retrying can help (the server failed)', async () => {
    fetchMock.mockImplementation(async () =>
      apiAnswer(500, { success: false, error: { code: 'internal', message: 'The database is unavailable' } }),
    );
    open('5');
    expect(await screen.findByText('The database is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the form once the record is there', async () => {
    fetchMock.mockImplementation(async () =>
      apiAnswer(200, { success: true, data: { id: 5, name: 'Lamp' } }),
    );
    open('5');
    expect(await screen.findByRole('heading', { name: 'Editing Lamp' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/things/5');
  });
});

describe('parseRecordId', () => {
  it('takes plain positive integers up to the database limit only', () => {
    expect(parseRecordId('333')).toBe(333);
    expect(parseRecordId('2147483647')).toBe(2147483647);
    expect(parseRecordId('2147483648')).toBeNaN();
    expect(parseRecordId(' 3')).toBeNaN();
    expect(parseRecordId(undefined)).toBeNaN();
  });
});
