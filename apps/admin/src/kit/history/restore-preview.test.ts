import { describe, expect, it } from 'vitest';
import { shownValue } from './restore-preview';

describe('shownValue: a version’s value as the History panel shows it', () => {
  it('says Yes and No for switches, as the lists do', () => {
    expect(shownValue(true)).toBe('Yes');
    expect(shownValue(false)).toBe('No');
  });

  it('shows a logged time in the reader’s zone, and leaves other text as it is', () => {
    const at = '2026-11-25T03:02:19.770Z';
    expect(shownValue(at)).toBe(new Date(at).toLocaleString());
    expect(shownValue(at)).not.toContain('T03:02');
    expect(shownValue('2026-11')).toBe('2026-11');
    expect(shownValue('Posted 2026-11-25T03:02:19.770Z')).toBe('Posted 2026-11-25T03:02:19.770Z');
  });

  it('marks nothing as empty, joins lists and cuts long text', () => {
    expect(shownValue(null)).toBe('(empty)');
    expect(shownValue('')).toBe('(empty)');
    expect(shownValue(['Lifestyle', 'UGC'])).toBe('Lifestyle, UGC');
    expect(shownValue('x'.repeat(200))).toHaveLength(158);
  });
});
