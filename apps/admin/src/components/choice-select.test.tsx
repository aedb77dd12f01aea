import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ChoiceSelect } from './choice-select';

function Single({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>('Video');
  return (
    <ChoiceSelect
      label="Format"
      data={['Video', 'Static Image']}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function Multiple({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['Female', 'Male']);
  return (
    <ChoiceSelect
      multiple
      label="Gender"
      data={['Female', 'Male']}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('ChoiceSelect', { timeout: 20_000 }, () => {
  it('single mode: clicking the chosen option removes it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Single onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Format' });
    expect(input).toHaveProperty('value', 'Video');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Video' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '');
  });

  it('single mode: choosing another option replaces the first', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Single onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Static Image' }));
    expect(onChange).toHaveBeenLastCalledWith('Static Image');
  });

  it('multiple mode: keeps many, and clicking a chosen option removes only that one', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Multiple onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    expect(onChange).toHaveBeenLastCalledWith(['Male']);
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    expect(onChange).toHaveBeenLastCalledWith(['Male', 'Female']);
  });

  it("shows each option's count apart from its name; the chosen value reads as the name alone", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ChoiceSelect
        label="Industry"
        data={['Beauty', 'Pets']}
        counts={new Map([['Beauty', 1204]])}
        value="Beauty"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Industry' });
    expect(input).toHaveProperty('value', 'Beauty');
    await userEvent.click(input);
    const beauty = await screen.findByRole('option', { name: 'Beauty' });
    expect(beauty.textContent).toBe('Beauty1,204');
    expect(screen.getByRole('option', { name: 'Pets' }).textContent).toBe('Pets0');
  });

  it('marks sampled counts "≈"', async () => {
    renderWithProviders(
      <ChoiceSelect
        label="Industry"
        data={['Beauty']}
        counts={new Map([['Beauty', 120400]])}
        countsAreEstimates
        value={null}
        onChange={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    const beauty = await screen.findByRole('option', { name: 'Beauty' });
    expect(beauty.textContent).toBe('Beauty≈ 120,400');
  });
});
