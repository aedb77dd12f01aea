import type { LivePresenceEntry } from '@adlib/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialsOf, PresenceChips, peopleOf } from './presence-chips';

const entry = (over: Partial<LivePresenceEntry>): LivePresenceEntry => ({
  stream: 's1',
  user_id: 1,
  name: 'Ada Lovelace',
  area: '/api/advertisements',
  id: 7,
  field: null,
  ...over,
});
const LABELS: Record<string, string> = { headline: 'Headline', primary_text: 'Primary text' };
const labelOf = (field: string) => LABELS[field] ?? field;

describe('PresenceChips', () => {
  it('shows each person once with their initials, and the fields they type in by label', () => {
    const people = peopleOf([
      entry({ field: 'headline' }),
      // the same person in a second tab, in another field
      entry({ stream: 's2', field: 'primary_text' }),
      entry({ stream: 's3', user_id: 2, name: 'Grace Hopper' }),
    ]);
    renderWithProviders(<PresenceChips people={people} labelOf={labelOf} />);
    const status = screen.getByRole('status', { name: 'Also on this record' });
    expect(status.textContent).toContain('AL');
    expect(status.textContent).toContain('GH');
    expect(screen.getByText('Ada is editing Headline, Primary text')).toBeTruthy();
    expect(screen.getByText('Grace Hopper has this open')).toBeTruthy();
  });

  it('shows nothing when nobody else is on the record', () => {
    renderWithProviders(<PresenceChips people={[]} labelOf={labelOf} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes initials of one or two words, and of none a question mark', () => {
    expect(initialsOf('ada lovelace byron')).toBe('AL');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
