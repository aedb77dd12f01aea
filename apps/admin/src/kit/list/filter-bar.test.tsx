import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FilterBar, NARROW_FILTERS_QUERY } from './filter-bar';

const chips = [
  { key: 'industry', label: 'Industry: Fashion', onRemove: () => {} },
  { key: 'type', label: 'Type: UGC', onRemove: () => {} },
];

/** the screen answers the filter bar's media query as a phone (or not) */
function screenIsNarrow(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query === NARROW_FILTERS_QUERY,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const bar = () =>
  renderWithProviders(
    <FilterBar chips={chips} onResetAll={() => {}}>
      <TextInput label="Keyword" />
    </FilterBar>,
  );

describe('FilterBar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a wide screen shows the inputs and no Filters button', () => {
    screenIsNarrow(false);
    bar();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('on a phone folds the inputs behind a Filters button that counts the active ones', async () => {
    screenIsNarrow(true);
    bar();
    const button = screen.getByRole('button', { name: /^Filters/ });
    expect(button.textContent).toContain('2');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Keyword' })).toBeNull();
    // the chosen filters stay in view
    expect(screen.getByText('Industry: Fashion')).toBeTruthy();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeTruthy();
  });
});
