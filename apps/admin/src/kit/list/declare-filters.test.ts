import { defineList } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { declareFilters, type FiltersOf, listFilterKeys } from './declare-filters';

const list = defineList({
  search: { kind: 'search', label: 'Search' },
  visible: { kind: 'boolean', label: 'Visible' },
});

describe('declareFilters', () => {
  it('gives the keys as written, and the bar', () => {
    const filters = declareFilters(list, ['visible', 'search'], { search: { placeholder: 'Name' } });
    expect(filters.keys).toEqual(['visible', 'search']);
    expect(typeof filters.FilterBar).toBe('function');
    const query: FiltersOf<typeof filters> = { visible: 'true' };
    expect(query.visible).toBe('true');
  });

  it('takes only the keys the shared list declares', () => {
    // @ts-expect-error 'order_by' is not declared by the list
    declareFilters(list, ['search', 'order_by']);
    // @ts-expect-error a tuning for a filter the bar does not show
    declareFilters(list, ['search'], { visible: { placeholder: 'Any' } });
    // @ts-expect-error 'order_by' is not declared by the list
    listFilterKeys(list, ['search', 'order_by']);
  });
});
