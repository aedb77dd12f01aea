import { describe, expect, it } from 'vitest';
import { deepIds, reconcile } from './use-live-list';

const rows = (...ids: number[]) => ids.map((id) => ({ id, v: `fresh ${id}` }));
const page = (ids: number[], total: number, more: boolean) => ({
  results: rows(...ids),
  total,
  next_cursor: more ? 'next' : null,
});

describe('reconcile: the loaded list against its first page fetched again', () => {
  it('updates a named row in place, lets one that no longer matches go, and holds a new one back', () => {
    const loaded = [{ id: 5 }, { id: 4 }, { id: 3 }];
    const found = reconcile(
      loaded,
      page([9, 5, 3], 3, false),
      new Map([
        [5, 'updated'],
        [4, 'updated'],
        [9, 'created'],
      ] as const),
    );
    expect([...found.changed.keys()]).toEqual([5]);
    expect(found.changed.get(5)).toEqual({ id: 5, v: 'fresh 5' });
    expect([...found.gone]).toEqual([4]);
    expect([...found.added]).toEqual([9]);
    expect(found.total).toBe(3);
  });

  it('leaves a row further down than the first page reaches, unless it was deleted', () => {
    const loaded = [{ id: 10 }, { id: 9 }, { id: 8 }, { id: 7 }];
    const fresh = page([10, 9], 40, true);
    expect([...reconcile(loaded, fresh, new Map([[7, 'updated']])).gone]).toEqual([]);
    expect([...reconcile(loaded, fresh, new Map([[7, 'deleted']])).gone]).toEqual([7]);
    // within the first page's reach, missing means no longer matching
    expect([...reconcile([{ id: 8 }, { id: 10 }], fresh, new Map([[8, 'updated']])).gone]).toEqual([8]);
  });

  it('asks by id for a named row further down, then updates it in place or lets it go', () => {
    const loaded = [{ id: 10 }, { id: 9 }, { id: 8 }, { id: 7 }, { id: 6 }];
    const fresh = page([10, 9], 40, true);
    const named = new Map([
      [7, 'updated'],
      [6, 'updated'],
      [8, 'deleted'],
      [10, 'updated'],
    ] as const);
    // 10 is on the first page, 8 was deleted: only 7 and 6 are asked for
    expect(deepIds(loaded, fresh, named)).toEqual([7, 6]);
    const found = reconcile(loaded, fresh, named, rows(7));
    expect(found.changed.get(7)).toEqual({ id: 7, v: 'fresh 7' });
    expect([...found.gone].sort()).toEqual([6, 8]);
    expect(found.changed.has(10)).toBe(true);
    // the whole list on its first page: nothing to ask
    expect(deepIds(loaded, page([10, 9, 8, 7, 6], 5, false), named)).toEqual([]);
  });

  it('looks at the whole first page for a change that named no records (a large import)', () => {
    const found = reconcile([{ id: 2 }, { id: 1 }], page([3, 2], 2, false), 'all');
    expect([...found.added]).toEqual([3]);
    expect([...found.changed.keys()]).toEqual([2]);
    expect([...found.gone]).toEqual([1]);
  });
});
