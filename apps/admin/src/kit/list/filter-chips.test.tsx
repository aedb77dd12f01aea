import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FilterChips } from './filter-chips';

describe('FilterChips', () => {
  it('shows nothing while no filter is chosen', () => {
    renderWithProviders(<FilterChips chips={[]} onResetAll={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset All' })).toBeNull();
  });

  it('shows one removable chip per filter, and Reset All', async () => {
    const removeIndustry = vi.fn();
    const removeType = vi.fn();
    const resetAll = vi.fn();
    renderWithProviders(
      <FilterChips
        chips={[
          { key: 'industry', label: 'Industry: Fashion', onRemove: removeIndustry },
          { key: 'type', label: 'Type: UGC', onRemove: removeType },
        ]}
        onResetAll={resetAll}
      />,
    );
    expect(screen.getByText('Industry: Fashion')).toBeTruthy();
    expect(screen.getByText('Type: UGC')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Type: UGC' }));
    expect(removeType).toHaveBeenCalledOnce();
    expect(removeIndustry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(resetAll).toHaveBeenCalledOnce();
  });
});
