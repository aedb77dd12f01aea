import { defineList } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { compileList, defineListArea } from '../src/lists/index.js';
import { planList, TOTAL_CAP } from '../src/lists/page.js';
import { exportPageSql } from '../src/lists/query.js';
import type { Statement, Steps } from '../src/lists/statement.js';

// The engine's SQL from a declaration, without a database: what an area gets for what it
// declares. (The advertisements tests run the same engine against a real database.)

const shared = defineList({
  live: { kind: 'boolean', label: 'Live' },
  q: { kind: 'search', label: 'Search' },
  country: { kind: 'choice', label: 'Country' },
  tag: { kind: 'choice', label: 'Tag' },
  sort: {
    kind: 'order',
    label: 'Sort',
    options: [
      { value: 'title', label: 'Title' },
      { value: 'made', label: 'Made' },
    ],
  },
});

const list = compileList(
  defineListArea({
    table: 'videos',
    list: shared,
    where: {
      live: { is: 'live' },
      q: { search: 'words' },
      country: { equals: 'country' },
      tag: { contains: 'tags' },
    },
    exactTotalWith: ['live'],
    orderBy: 'sort',
    orders: {
      title: { field: 'title', column: 'title', key: 'text', cast: 'text', desc: false },
      made: { field: 'made_at', column: 'made_at', key: 'time', cast: 'timestamptz', desc: true },
    },
    pageColumns: 'id, title, made_at',
    itemColumns: 'id, title',
    item: (row: { id: number; title: string; sort_key: string | null }) => ({ id: row.id, title: row.title }),
    export: {
      name: 'videos',
      fields: ['id', 'title', 'made_at'],
      sql: { made_at: 'made as made_at' },
      times: ['made_at'],
    },
  }),
);

const plan = (query: Record<string, unknown>) => planList(list, { page: 1, size: 10, ...query });
/** The one statement of a page read in one step (every list but a common word's relevance order). */
const only = (steps: Steps) => {
  expect(steps.steps).toHaveLength(1);
  return steps.steps[0] as Statement;
};

describe('list engine: filters', () => {
  it('turns each declared filter into its condition, in declaration order, every value a parameter', () => {
    const { page } = plan({ live: false, q: 'Cat', country: 'Spain', tag: 'fun' });
    expect(only(page).text).toContain(
      'from videos where live = $1 and words like $2 and country = $3 and $4::text = any(tags) order by id desc limit $5',
    );
    expect(only(page).values).toEqual([false, '%cat%', 'Spain', 'fun', 11]);
  });

  it("gives a filter the area declares no SQL for its kind's: search_text, or its own column", () => {
    const bare = compileList(
      defineListArea({
        table: 'videos',
        list: shared,
        orderBy: 'sort',
        orders: { title: 'text', made: 'time' },
        pageColumns: 'id, title',
        itemColumns: 'id, title',
        item: (row: { id: number; title: string; sort_key: string | null }) => ({ id: row.id }),
      }),
    );
    const { page, total } = planList(bare, {
      page: 1,
      size: 10,
      live: true,
      q: 'Cat',
      country: 'Spain',
      tag: 'fun',
      sort: 'made',
    });
    expect(only(page).text).toContain(
      'from videos where live = $1 and search_text like $2 and country = $3 and tag = $4 order by made desc, id desc',
    );
    // without exactTotalWith any filter is counted up to the cap
    expect(total).toMatchObject({
      kind: 'count',
      sql: [{ values: [true, '%cat%', 'Spain', 'fun', TOTAL_CAP + 1] }],
    });
    expect(bare.orders.get('title')?.orderBy).toBe('title asc, id asc');
  });

  it("leaves out filters not given or given as ''", () => {
    const { page } = plan({ q: '', country: undefined });
    expect(only(page).text).toContain('from videos order by id desc limit $1');
    expect(only(page).values).toEqual([11]);
  });
});

describe('list engine: days and fixed conditions (issue 32)', () => {
  const declared = defineList({
    made: { kind: 'dates', label: 'Made' },
    lacks: {
      kind: 'choice',
      label: 'Lacks',
      options: [
        { value: 'title', label: 'Title' },
        { value: 'tags', label: 'Tags' },
      ],
    },
  });
  const days = compileList(
    defineListArea({
      table: 'videos',
      list: declared,
      where: {
        made: { between: 'made_at' },
        lacks: { cases: { title: "title = ''", tags: 'cardinality(tags) = 0' } },
      },
      pageColumns: 'id',
      itemColumns: 'id',
      item: (row: { id: number; sort_key: string | null }) => ({ id: row.id }),
    }),
  );
  const sqlOf = (query: Record<string, unknown>) =>
    only(planList(days, { page: 1, size: 10, ...query }).page);

  it('turns a range of days into UTC bounds, both days included, either end open', () => {
    const both = sqlOf({ made: '2026-11-03..2026-11-09' });
    expect(both.text).toContain(
      "from videos where made_at >= ($1::date::timestamp at time zone 'UTC') and made_at < (($2::date + 1)::timestamp at time zone 'UTC')",
    );
    expect(both.values.slice(0, 2)).toEqual(['2026-11-03', '2026-11-09']);
    expect(sqlOf({ made: '..2026-11-09' }).text).toContain(
      "from videos where made_at < (($1::date + 1)::timestamp at time zone 'UTC')",
    );
  });

  it("writes a declared option's own condition, and for any other value one that matches nothing", () => {
    expect(sqlOf({ lacks: 'tags' }).text).toContain('from videos where cardinality(tags) = 0 order by');
    expect(sqlOf({ lacks: 'constructor' }).text).toContain('from videos where false order by');
    // neither is a facet: no column holds their options
    expect(days.conditions.some((c) => c.facet)).toBe(false);
  });
});

describe('list engine: totals', () => {
  it('counts exactly when only exactTotalWith filters are set, and up to the cap otherwise', () => {
    expect(plan({ live: true }).total).toMatchObject({
      kind: 'count',
      sql: [{ text: 'select count(*)::int as n from videos where live = $1', values: [true] }],
    });
    expect(plan({ live: true, country: 'Spain' }).total).toMatchObject({
      kind: 'count',
      sql: [{ values: [true, 'Spain', TOTAL_CAP + 1] }],
    });
  });

  it('shares one cached count between spellings of a keyword, and none between filters', () => {
    const key = (query: Record<string, unknown>) => {
      const { total } = plan(query);
      return total.kind === 'count' ? total.key : null;
    };
    expect(key({ q: 'Cat' })).toBe(key({ q: 'cAT' }));
    expect(key({ q: 'cat' })).not.toBe(key({ q: 'cat', country: 'Spain' }));
  });

  it('skips counting deep in a filtered list, never in an exactly counted one', () => {
    expect(plan({ country: 'Spain', page: 101 }).total).toEqual({ kind: 'skip' });
    expect(plan({ live: true, page: 101 }).total.kind).toBe('count');
  });
});

describe('list engine: orders and cursors', () => {
  it('orders by the declared column then id, in its direction', () => {
    expect(only(plan({ sort: 'title' }).page).text).toContain('order by title asc, id asc');
    expect(only(plan({ sort: 'made' }).page).text).toContain('order by made_at desc, id desc');
  });

  it('refuses a cursor made for another order or with a key of the wrong type (400)', () => {
    const cursor = (c: object) => Buffer.from(JSON.stringify(c)).toString('base64url');
    const title = cursor({ o: 'title', k: 'Zebra', id: 4, n: 10 });
    expect(only(plan({ sort: 'title', cursor: title }).page).text).toContain(
      '(title, id) > ($1::text, $2::int)',
    );
    expect(() => plan({ sort: 'made', cursor: title })).toThrow(/cursor is not valid/);
    expect(() => plan({ sort: 'made', cursor: cursor({ o: 'made', k: 'soon', id: 4, n: 10 }) })).toThrow(
      /cursor is not valid/,
    );
    expect(() => plan({ cursor: 'not base64 json' })).toThrow(/cursor is not valid/);
  });

  it("exports the declared fields with their SQL, after the last row's key", () => {
    const order = list.orders.get('made');
    if (!order) throw new Error('made is declared');
    const sql = exportPageSql(
      list,
      { filters: {}, order, after: { key: '2024-01-01T00:00:00.000Z', id: 9 } },
      100,
    );
    expect(sql.text).toBe(
      'select id, title, made as made_at from videos where (made_at, id) < ($1::timestamptz, $2::int) order by made_at desc, id desc limit $3',
    );
  });
});
