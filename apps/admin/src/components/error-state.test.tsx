import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('says what failed and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState error={new Error('The server answered 502')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load this');
    expect(alert.textContent).toContain('The server answered 502');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry when there is nothing to retry', () => {
    renderWithProviders(<ErrorState title="No such section" error="gone" />);
    expect(screen.getByText('No such section')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
