import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render-with-providers';
import { lazyArea } from './lazy-area';

const Area = () => <h1>The area</h1>;

describe('lazyArea', () => {
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
});
