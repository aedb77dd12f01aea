import { CHUNK_TIMEOUT_MS } from '@adlib/shared/lists';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render-with-providers';
import { lazyArea } from './lazy-area';

const Area = () => <h1>The area</h1>;

describe('lazyArea', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the area once its code arrives', async () => {
    renderWithRouter([{ path: '/', lazy: lazyArea(async () => ({ default: Area })) }]);
    expect(await screen.findByRole('heading', { name: 'The area' })).toBeTruthy();
  });

  it('turns a failed download into a Retry that imports again, without a reload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Area }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Area });
    renderWithRouter([{ path: '/', lazy: lazyArea(load) }]);
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The area' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('abandons a piece that does not arrive in time (SPEC 2: 120000 ms)', async () => {
    const never = () => new Promise<{ default: typeof Area }>(() => {});
    renderWithRouter([{ path: '/', lazy: lazyArea(never, 20) }]);
    expect(await screen.findByText('This part of the app took too long to load.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('waits the full 120000 ms by default, then offers a Retry that loads the piece again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    let arrive: ((m: { default: typeof Area }) => void) | undefined;
    const load = vi
      .fn<() => Promise<{ default: typeof Area }>>()
      // the first download hangs for good; the retry's arrives when the test says so
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            arrive = resolve;
          }),
      );
    renderWithRouter([{ path: '/', lazy: lazyArea(load) }]);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('This part of the app took too long to load.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    arrive?.({ default: Area });
    expect(await screen.findByRole('heading', { name: 'The area' })).toBeTruthy();
  });
});
