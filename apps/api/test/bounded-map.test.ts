import { describe, expect, it } from 'vitest';
import { setBounded } from '../src/util/bounded-map.js';

describe('setBounded', () => {
  it('keeps at most `max` entries, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, i, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('makes a key written again the newest, so it outlives older ones', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(map, 'a', 10, 2);
    setBounded(map, 'c', 3, 2);
    expect([...map]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });
});
