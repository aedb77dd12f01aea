import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { NewRowsBar } from './new-rows-bar';

const NOUN = ['Advertisement', 'Advertisements'] as const;

describe('NewRowsBar', () => {
  it('says how many new rows wait, in the noun’s number, and Show brings them', async () => {
    const onShow = vi.fn();
    const { rerender } = renderWithProviders(<NewRowsBar count={3} noun={NOUN} onShow={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: '3 new advertisements — Show' }));
    expect(onShow).toHaveBeenCalledOnce();
    rerender(<NewRowsBar count={1} noun={NOUN} onShow={onShow} />);
    expect(screen.getByRole('button', { name: '1 new advertisement — Show' })).toBeTruthy();
    // announced politely to a screen reader, as a status
    expect(screen.getByRole('status').contains(screen.getByRole('button'))).toBe(true);
  });

  it('is not there while nothing waits', () => {
    renderWithProviders(<NewRowsBar count={0} noun={NOUN} onShow={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
