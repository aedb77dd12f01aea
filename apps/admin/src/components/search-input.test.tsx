import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing has paused for 1500 ms, with the trimmed text', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput label="Search" value="" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'sho' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(box, { target: { value: 'shoes ' } });
    act(() => vi.advanceTimersByTime(1499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('shoes');
  });

  it('searches at once on Enter', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput label="Search" value="" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'socks' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('socks');
  });

  it('Esc empties the box and clears the applied search at once', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput label="Search" value="shoes" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveProperty('value', '');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('a reset from outside replaces the text and cancels the pending search', () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithProviders(<SearchInput label="Search" value="old" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'older' } });
    rerender(<SearchInput label="Search" value="" onSearch={onSearch} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(box).toHaveProperty('value', '');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
