import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, stubFetch } from '../../test/render-with-providers';
import { openThing as open, things } from './thing-edit-page.fixture';
import { parseRecordId } from './use-route-record';

const fetchMock = stubFetch();

describe('RecordEditScreen (every edit screen)', () => {
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

  it('puts every edit screen\u2019s header in one layout: back link, then the title with History at its end', async () => {
    fetchMock.mockImplementation(async () =>
      apiAnswer(200, {
        success: true,
        data: { id: 5, name: 'Lamp', updated_at: '2026-11-23T10:00:00.000Z' },
      }),
    );
    open('5', { history: true });
    const title = await screen.findByRole('heading', { level: 1, name: 'Editing Lamp' });
    const back = screen.getByRole('link', { name: 'Things' });
    const history = await screen.findByRole('button', { name: 'History' });
    expect(back.getAttribute('href')).toBe('/things');
    // in reading order: back link, title, History; History in the title's row, above the form
    const order = (a: Element, b: Element) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(back, title)).toBeTruthy();
    expect(order(title, history)).toBeTruthy();
    expect(order(history, screen.getByLabelText('Name'))).toBeTruthy();
    expect(title.parentElement?.contains(history)).toBe(true);
  });

  it('keeps the header, back link included, while the record loads and when its load fails', async () => {
    fetchMock.mockImplementation(async () =>
      apiAnswer(500, { success: false, error: { code: 'internal', message: 'The database is unavailable' } }),
    );
    open('5');
    expect(await screen.findByText('The database is unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Editing a thing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Things' }).getAttribute('href')).toBe('/things');
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
