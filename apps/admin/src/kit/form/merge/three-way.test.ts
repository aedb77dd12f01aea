import { describe, expect, it } from 'vitest';
import { isNewer, sameValue, threeWayMerge } from './three-way';

const original = { headline: 'Old', description: 'Desc', tags: ['a'], visible: false, updated_at: 'v1' };

describe('threeWayMerge (original, theirs, yours)', () => {
  it('takes a field only they changed and keeps a field only you changed, asking nothing', () => {
    const theirs = { ...original, description: 'Their desc', updated_at: 'v2' };
    const yours = { ...original, tags: ['a', 'b'] };
    const r = threeWayMerge(original, theirs, yours);
    expect(r.conflicts).toEqual([]);
    expect(r.merged).toEqual({ ...original, description: 'Their desc', tags: ['a', 'b'], updated_at: 'v2' });
    expect(r.theirsOnly).toEqual(['description']);
    expect(r.yoursOnly).toEqual(['tags']);
  });

  it('asks about a field both changed differently, leaving yours in the merge until chosen', () => {
    const theirs = { ...original, headline: 'Theirs', visible: true, updated_at: 'v2' };
    const yours = { ...original, headline: 'Mine', description: 'My desc' };
    const r = threeWayMerge(original, theirs, yours);
    expect(r.conflicts).toEqual([{ field: 'headline', original: 'Old', theirs: 'Theirs', yours: 'Mine' }]);
    expect(r.merged).toMatchObject({
      headline: 'Mine',
      visible: true,
      description: 'My desc',
      updated_at: 'v2',
    });
  });

  it('does not ask when both made the same change, nor about the version', () => {
    const theirs = { ...original, headline: 'Same', updated_at: 'v2' };
    const yours = { ...original, headline: 'Same', updated_at: 'v1' };
    const r = threeWayMerge(original, theirs, yours);
    expect(r.conflicts).toEqual([]);
    expect(r.merged.updated_at).toBe('v2');
  });

  it('reads lists by content and "", null and undefined as the same none', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(undefined, '')).toBe(true);
    expect(sameValue(0, '')).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });

  it('compares versions as times', () => {
    expect(isNewer('2026-11-27T10:00:00.001Z', '2026-11-27T10:00:00.000Z')).toBe(true);
    expect(isNewer('2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.000Z')).toBe(false);
    expect(isNewer(undefined, '2026-11-27T10:00:00.000Z')).toBe(false);
    expect(isNewer('2026-11-27T10:00:00.000Z', undefined)).toBe(true);
  });
});
