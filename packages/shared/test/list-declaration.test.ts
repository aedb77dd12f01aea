import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AdvertisementFilters,
  advertisementFilters,
  advertisementList,
  advertisementListQuery,
  chipText,
  daysOf,
  daysText,
  daysValue,
  defineList,
  userList,
} from '../src/index.js';

describe('defineList', () => {
  const list = defineList({
    q: { kind: 'search', label: 'Search' },
    kind: { kind: 'choice', label: 'Kind', options: [{ value: 'a', label: 'Alpha' }] },
    live: { kind: 'boolean', label: 'Live' },
    sort: { kind: 'order', label: 'Sort', options: [{ value: 'name', label: 'Name' }] },
  });

  it('parses each kind as the API always has: trimmed text, query booleans, a closed order list', () => {
    expect(list.filters.parse({ q: '  shoes ', kind: 'b', live: 'false', sort: 'name' })).toEqual({
      q: 'shoes',
      kind: 'b',
      live: false,
      sort: 'name',
    });
    expect(list.filters.parse({ live: '' })).toEqual({ live: undefined });
    expect(list.filters.safeParse({ sort: 'price' }).success).toBe(false);
    expect(list.filters.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
    expect(list.filters.safeParse({ kind: 'x'.repeat(101) }).success).toBe(false);
  });

  it('adds paging and the cursor to the query, with the paging defaults', () => {
    expect(list.query.parse({ cursor: 'abc' })).toMatchObject({ page: 1, size: 50, cursor: 'abc' });
    expect(list.query.safeParse({ size: '201' }).success).toBe(false);
  });

  it('types the parsed filters from the declaration', () => {
    const parsed = list.filters.parse({});
    expectTypeOf(parsed.sort).toEqualTypeOf<'name' | undefined>();
    expectTypeOf(parsed.live).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(parsed.q).toEqualTypeOf<string | undefined>();
  });

  it("writes a chip with the option's label, the declared chip text, or the value", () => {
    expect(chipText(list.declaration.kind, 'a')).toBe('Kind: Alpha');
    expect(chipText(list.declaration.kind, 'zz')).toBe('Kind: zz');
    expect(chipText(advertisementList.declaration.search, 'shoes')).toBe('Search: “shoes”');
    expect(chipText(advertisementList.declaration.order_by, 'name')).toBe('Order By: Brand');
    // a yes/no filter without options reads as the bar offers it
    expect(chipText(userList.declaration.full_access, 'true')).toBe('Full access: Yes');
    expect(chipText(userList.declaration.full_access, 'false')).toBe('Full access: No');
    expect(chipText(userList.declaration.subscription_event, 'churned')).toBe('Event: Churned');
    expect(chipText(advertisementList.declaration.collection_month, '2026-11')).toBe(
      'In a collection of: Nov 2026',
    );
    expect(advertisementListQuery.safeParse({ collection_month: '2026-13' }).success).toBe(false);
    expect(advertisementListQuery.safeParse({ collection_month: '2026-01' }).success).toBe(true);
  });
});

describe('the advertisements list declaration', () => {
  it('keeps the exported filter and query schemas the API and admin import', () => {
    expect(Object.keys(advertisementFilters.shape)).toEqual([
      'visible',
      'search',
      'industry',
      'subindustry',
      'type',
      'objective',
      'format',
      // issue 14: 'N ads' on the collections screen opens the list of one collection
      'collection',
      // issue 32: Home's "This month's collections": the ads in that month's collections
      'collection_month',
      // issue 32: Home's insights open the lists with the days added and what is missing
      'created',
      // issue 32: Home's published bars and curator rows: who added, published when and by whom
      'created_by',
      'published',
      'published_by',
      'missing',
      'order_by',
    ]);
    expect(advertisementListQuery.parse({ visible: 'true', order_by: 'new', page: '2' })).toMatchObject({
      visible: true,
      order_by: 'new',
      page: 2,
      size: 50,
    });
    expect(advertisementListQuery.safeParse({ order_by: 'price' }).success).toBe(false);
    // a user's id (nine digits at most: an int column) or `none`; a month out of range is no day
    for (const ok of ['7', '123456789', 'none', ''])
      expect(advertisementFilters.safeParse({ created_by: ok }).success, ok).toBe(true);
    for (const bad of ['0', '07', '1234567890', 'abc', '-1', 'none,7'])
      expect(advertisementFilters.safeParse({ published_by: bad }).success, bad).toBe(false);
    expect(advertisementFilters.safeParse({ published: '2001-13-01..' }).success).toBe(false);
    expectTypeOf<AdvertisementFilters['order_by']>().toEqualTypeOf<
      'new' | 'name' | 'created_at' | undefined
    >();
  });
});

describe('a dates filter (issue 32)', () => {
  const year = new Date().getUTCFullYear();
  it('reads and writes a range of days, either end open', () => {
    expect(daysOf('2026-11-03..2026-11-09')).toEqual({ from: '2026-11-03', to: '2026-11-09' });
    expect(daysOf('2026-11-03..')).toEqual({ from: '2026-11-03' });
    expect(daysOf('..2026-11-09')).toEqual({ to: '2026-11-09' });
    expect(daysValue('2026-11-03', '2026-11-09')).toBe('2026-11-03..2026-11-09');
    for (const bad of ['..', '2026-11-03', '2026-11-09..2026-11-03', '2026-02-30..', 'a..b', '1..2..3'])
      expect(daysOf(bad), bad).toBeNull();
  });

  it('says the days on its chip: "Added: 3–9 Nov"', () => {
    const added = { kind: 'dates', label: 'Added' } as const;
    expect(chipText(added, `${year}-11-03..${year}-11-09`)).toBe('Added: 3–9 Nov');
    expect(daysText(`${year}-10-28..${year}-11-03`)).toBe('28 Oct – 3 Nov');
    expect(daysText('2025-12-29..2026-01-04')).toBe('29 Dec 2025 – 4 Jan 2026');
    expect(daysText(`${year}-11-03..${year}-11-03`)).toBe('3 Nov');
    expect(daysText('2026-11-03..')).toBe('from 3 Nov 2026');
  });

  it('is refused by the schema when it is no range of days', () => {
    const list = defineList({ created: { kind: 'dates', label: 'Added' } });
    expect(list.filters.safeParse({ created: '2026-11-03..2026-11-09' }).success).toBe(true);
    expect(list.filters.safeParse({ created: '2026-11-09..2026-11-03' }).success).toBe(false);
    expect(list.filters.safeParse({}).success).toBe(true);
  });
});

describe('a day filter (issue 32: Active on)', () => {
  const year = new Date().getUTCFullYear();
  const activeOn = { kind: 'day', label: 'Active on' } as const;
  it('says the day on its chip: "Active on: 8 Nov"', () => {
    expect(chipText(activeOn, `${year}-11-08`)).toBe('Active on: 8 Nov');
    expect(chipText(activeOn, '2025-11-08')).toBe('Active on: 8 Nov 2025');
  });

  it('takes one real day, and nothing else', () => {
    const list = defineList({ active_on: activeOn });
    expect(list.filters.safeParse({ active_on: '2026-11-08' }).success).toBe(true);
    expect(list.filters.safeParse({}).success).toBe(true);
    for (const bad of ['2026-02-30', '2026-11-08..2026-11-09', 'yesterday', '2026-1-8'])
      expect(list.filters.safeParse({ active_on: bad }).success, bad).toBe(false);
  });
});
