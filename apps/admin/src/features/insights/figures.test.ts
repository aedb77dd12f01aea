import type { InsightAnswer } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './figures';

const answer = (rowLabel: string, label: string): InsightAnswer =>
  ({
    tile: 'missing',
    range: null,
    figures: [{ key: 'a', label: 'No tags', value: 3, previous: null }],
    table: {
      rowLabel,
      columns: [{ key: 'n', label: 'Ads' }],
      rows: [
        { key: 'a', label: 'No tags', values: { n: 3 } },
        { key: 'b', label, values: { n: 95 } },
      ],
    },
  }) as unknown as InsightAnswer; // only the fields the summary reads

describe('a chart in words', () => {
  it('names the row with the most whole, whatever the rows are', () => {
    expect(summaryOf(answer('Missing', 'Creative not processed'))).toBe(
      'No tags: 3. Most (missing): Creative not processed (95).',
    );
    expect(summaryOf(answer('Industry', 'Fashion'))).toContain('Most (industry): Fashion (95).');
  });
});
