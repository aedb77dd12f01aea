import type { DuplicateMatches } from '@adlib/shared';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiAnswer, renderWithRouter, stubFetch } from '../../test/render-with-providers';
import { screenIsPhone } from '../../test/screen-is-phone';
import { member, ok, THINGS_DUPLICATES } from './duplicates.fixture';
import {
  DUPLICATE_CHECK_DELAYS_MS,
  DUPLICATE_WARNING_MS,
  DUPLICATE_WARNING_PHONE_MS,
  duplicateWarningId,
  useDuplicateCheck,
} from './use-duplicate-check';

const fetchMock = stubFetch();
type Shown = Parameters<typeof notifications.show>[0];
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fake time in small steps: an answer (promises, then a new wait) lands between two steps. */
async function passTime(ms: number) {
  for (let t = 0; t < ms; t += 250) await act(() => vi.advanceTimersByTimeAsync(250));
}

const MATCHES: DuplicateMatches = {
  record: member(20, 'Acme new', '2026-04-01T00:00:00.000Z'),
  matches: [
    {
      member: member(12, 'Acme', '2026-01-05T10:00:00.000Z'),
      pair: { a: 12, b: 20, reasons: ['same-file', 'near-picture'], distance: 3 },
    },
    {
      member: member(9, 'Acme old', '2025-12-01T10:00:00.000Z'),
      pair: { a: 9, b: 20, reasons: ['same-copy'], distance: null },
    },
  ],
};
const none: DuplicateMatches = { record: MATCHES.record, matches: [] };

/** A form's save, as the screens call the check: the saved id. */
function SavedForm() {
  const check = useDuplicateCheck(THINGS_DUPLICATES);
  return (
    <button type="button" onClick={() => check(20)}>
      Saved
    </button>
  );
}
const setup = () =>
  renderWithRouter([
    { path: '/', element: <SavedForm /> },
    { path: '/things/edit/:id', element: <h1>Edit thing</h1> },
  ]);
const warningShown = (shown: MockInstance<typeof notifications.show>) =>
  shown.mock.calls.map(([n]) => n as Shown).find((n) => n.id === duplicateWarningId('advertisements', 20));

describe('the warning after a save', () => {
  it('shows "Possible duplicate of #12": both creatives side by side, the reasons and links; it stays 30 s, or until dismissed', async () => {
    fetchMock.mockResolvedValue(ok(MATCHES));
    const shown = vi.spyOn(notifications, 'show');
    const { router } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(warningShown(shown)).toBeTruthy());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/duplicates/advertisements/of/20');
    const notice = warningShown(shown) as Shown;
    expect(notice.autoClose).toBe(DUPLICATE_WARNING_MS);
    expect(notice.withCloseButton).toBe(true);

    render(<MantineProvider env="test">{notice.message as ReactElement}</MantineProvider>);
    const warning = screen.getByText(/Possible duplicate of/).parentElement as HTMLElement;
    const tiles = within(warning).getAllByTestId('duplicate-member');
    expect(tiles).toHaveLength(2);
    // the caption over the tile's whole width, never cut ("This advertisement" was, at 1440 px)
    expect(
      within(tiles[0] as HTMLElement)
        .getByText('This thing')
        .hasAttribute('data-truncate'),
    ).toBe(false);
    expect(within(tiles[1] as HTMLElement).getByText('Acme')).toBeTruthy();
    expect(within(warning).getByText('Same file')).toBeTruthy();
    expect(within(warning).getByText('Near-identical picture (distance 3)')).toBeTruthy();
    expect(within(warning).getByText('Also like')).toBeTruthy();
    expect(within(warning).getByRole('link', { name: 'Review duplicates' }).getAttribute('href')).toBe(
      '/things/duplicates',
    );
    const openMatch = within(warning).getByRole('link', { name: 'Open #12' });
    expect(openMatch.getAttribute('href')).toBe('/things/edit/12');
    await userEvent.click(openMatch);
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/edit/12'));
  });

  it('on a phone is folded to its line and links, and stays 10 s: the cards beneath and their Edit stay free', async () => {
    screenIsPhone(true);
    fetchMock.mockResolvedValue(ok(MATCHES));
    const shown = vi.spyOn(notifications, 'show');
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(warningShown(shown)).toBeTruthy());
    const notice = warningShown(shown) as Shown;
    expect(notice.autoClose).toBe(DUPLICATE_WARNING_PHONE_MS);
    expect(DUPLICATE_WARNING_PHONE_MS).toBeLessThan(DUPLICATE_WARNING_MS);
    render(<MantineProvider env="test">{notice.message as ReactElement}</MantineProvider>);
    expect(screen.getByText(/Possible duplicate of/).textContent).toBe(
      'Possible duplicate of #12 and 1 more',
    );
    expect(screen.queryAllByTestId('duplicate-member')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Open #12' }).getAttribute('href')).toBe('/things/edit/12');
    expect(screen.getByRole('link', { name: 'Review duplicates' }).getAttribute('href')).toBe(
      '/things/duplicates',
    );
  });

  it('asks again while the new media are fingerprinted, and stops at the first matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValueOnce(ok(none)).mockResolvedValueOnce(ok(MATCHES));
    const shown = vi.spyOn(notifications, 'show');
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(warningShown(shown)).toBeUndefined();
    await passTime(DUPLICATE_CHECK_DELAYS_MS[1]);
    await waitFor(() => expect(warningShown(shown)).toBeTruthy());
    await passTime(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says nothing when there are no matches, nor when the ask fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // a fresh answer each time: a body is read once
    fetchMock.mockImplementation(async () => ok(none));
    const shown = vi.spyOn(notifications, 'show');
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await passTime(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(DUPLICATE_CHECK_DELAYS_MS.length);
    fetchMock.mockImplementation(async () =>
      apiAnswer(404, { success: false, error: { code: 'not_found', message: 'Gone' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await passTime(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(DUPLICATE_CHECK_DELAYS_MS.length + 1);
    expect(shown).not.toHaveBeenCalled();
  });
});
