import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConflictAlert } from './conflict-alert';

describe('ConflictAlert', () => {
  it('explains the 409 and reloads the other version on request', async () => {
    const onReload = vi.fn();
    renderWithProviders(<ConflictAlert what="title" onReload={onReload} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Changed by someone else');
    expect(alert.textContent).toContain('Another user saved this title after you opened it');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
