import { describe, expect, it } from 'vitest';
import { matchesSearch, searchWords } from './highlight';

describe('matched words (decision 025)', () => {
  const words = searchWords('Pelora Cosmetcs');
  it('marks a word equal to, starting with, or within the typos of a searched word', () => {
    expect(words).toEqual(['pelora', 'cosmetcs']);
    expect(matchesSearch('Pelora', words)).toBe(true);
    expect(matchesSearch('Cosmetics', words)).toBe(true);
    expect(matchesSearch('Glow', words)).toBe(false);
    expect(matchesSearch('Crème', searchWords('creme'))).toBe(true);
    expect(matchesSearch('Quantumleap', searchWords('quant'))).toBe(true);
    expect(matchesSearch('Quantumleap', searchWords('quant studio'))).toBe(false);
    // no typo in a short word
    expect(matchesSearch('glow', searchWords('glaw'))).toBe(false);
  });
});
