import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DaysRangeInput } from './days-range-input';

describe('DaysRangeInput', () => {
  it('shows the range it is given, and changes the filter once, when the last day is picked', async () => {
    const onChange = vi.fn();
    // a parent that keeps the URL value as it was: the first pick must still hold
    renderWithProviders(<DaysRangeInput label="Added" value="2026-11-03..2026-11-09" onChange={onChange} />);
    const input = screen.getByRole('button', { name: 'Added' });
    expect(input.textContent).toBe('3 Nov 2026 – 9 Nov 2026');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: '12 November 2026' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '20 November 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-12..2026-11-20');
  });
});
