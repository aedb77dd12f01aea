import type {
  BooleanFilter,
  ChoiceFilter,
  DatesFilter,
  DayFilter,
  FilterDeclaration,
  FiltersDeclaration,
  MonthFilter,
  OrderFilter,
  SearchFilter,
  UserFilter,
} from '@adlib/shared';
import type { ZodType } from 'zod';
import type { SearchDeclaration } from '../db/search-fields.js';
import type { CsvValue } from './csv.js';

/**
 * What an area declares for a list (decision 007): its table, how each filter of the shared
 * declaration becomes SQL, its orders, the columns of a page and of the CSV export. The engine
 * (query.ts, page.ts, the routes) builds the SQL and the route schemas from it.
 */

/**
 * How one filter narrows the rows; the column names come from the area, never from a request.
 * An area writes only the filters that differ from their kind's default (filterDefault).
 */
/**
 * Rows of another table that name the list's row on a day, of a kind (customers: the events
 * Home's tiles count, insights_user_events). A choice of the kind and a dates range over the
 * days are read together as one `exists`, so "churned" and "2–8 Nov" mean churned within
 * those days, not churned once and anything within them. The same object is declared on both
 * filters; a dates filter alone (no kind filter, or none chosen) takes `kinds`.
 */
export interface EventsSql {
  /** the table with an alias: 'insights_user_events e' */
  readonly table: string;
  /** how its row names the list's row: 'e.user_id = users.id' */
  readonly joins: string;
  readonly kind: string;
  /** a date column (UTC days) */
  readonly day: string;
  /** the choice filter naming the kind, if the list has one */
  readonly kindFilter?: string;
  readonly daysFilter: string;
  /** the kinds a dates filter alone matches */
  readonly kinds: readonly [string, ...string[]];
}

export type FilterSql<F> = F extends SearchFilter
  ? // the stored lower-case keyword text; a trigram index serves LIKE '%word%'. Several
    // columns: a row matches when any holds the word (`a like $1 or b like $1`), each with its
    // own trigram index, which PostgreSQL ORs as bitmaps (ads: their texts and their creative's)
      | { search: string | readonly [string, ...string[]] }
      // ranked search (decision 025): the table's weighted fields declared once
      // (db/search-fields.ts); words, prefixes, typos, accents, a relevance order
      | { ranked: SearchDeclaration }
      // the value exactly or as the column's start (an id typed in part); a btree index with
      // text_pattern_ops serves LIKE 'value%'
      | { prefix: string }
  : F extends BooleanFilter
    ? { is: string }
    : F extends DatesFilter
      ? // a timestamp column within the days (UTC), both ends included: a btree index on
        // (column, id) serves it
        { between: string } | { events: EventsSql }
      : F extends DayFilter
        ? // a timestamp column within the day (UTC); or a condition the area writes, `$day`
          // standing for the day (a date), as often as it needs it (customers: Active on)
          { on: string } | { condition: string }
        : F extends MonthFilter
          ? // a condition the area writes, `$month` standing for the month (text, YYYY-MM)
            // (ads: in a collection dated that month)
            { condition: string }
          : F extends UserFilter
            ? // an integer column holding a user's id: `none` matches null (the system's writes)
              { user: string }
            : F extends ChoiceFilter
              ? // `column = value`, or for an array column: it contains the value. `value` turns the
                // parameter into SQL first ('$value' stands for it): a name looked up as its id, so
                // the condition reaches the table's own index (users: role_id through roles.name).
                // `cases`: each declared option is a fixed condition (ads: missing tags); any other
                // value matches nothing
                  | { equals: string; value?: string }
                  | { contains: string }
                  | { cases: Readonly<Record<string, string>> }
                  | { events: EventsSql }
              : never;

/** The filters that narrow rows: every declared one but the order. */
type WhereKeys<D extends FiltersDeclaration> = {
  [K in keyof D]: D[K] extends OrderFilter ? never : K;
}[keyof D];
type OrderKey<D extends FiltersDeclaration> = {
  [K in keyof D]: D[K] extends OrderFilter ? K : never;
}[keyof D];

type OrderValues<F> = F extends OrderFilter ? F['options'][number]['value'] : never;

/**
 * A filter's SQL when the area declares none: a search matches the stored lower-case keyword
 * text (`search_text`, every searchable table has it: schema.ts); a yes/no filter and a choice
 * compare the column of the filter's own name.
 */
export function filterDefault(
  kind: Exclude<FilterDeclaration['kind'], 'order'>,
  name: string,
): Record<string, string> {
  if (kind === 'search') return { search: 'search_text' };
  if (kind === 'dates') return { between: name };
  if (kind === 'day') return { on: name };
  // a month column (text, YYYY-MM) of the filter's name
  if (kind === 'month') return { equals: name };
  if (kind === 'user') return { user: name };
  return kind === 'boolean' ? { is: name } : { equals: name };
}

/**
 * An order of the list. Every order ends on id, so it is total and keyset paging is exact;
 * each needs a btree index on (column, id). `key` says what the cursor stores of a row.
 */
export interface OrderSql {
  /** the row's field the cursor keys on (export rows are read by it) */
  field: string;
  /** the field as SQL (quoted where it is a keyword: '"new"') */
  column: string;
  key: 'boolean' | 'text' | 'time';
  /** the cast that makes a cursor's JSON value comparable to the column */
  cast: string;
  desc: boolean;
}

type OrderKind = OrderSql['key'];

/** Each kind's cast and its natural direction: times newest first, text A to Z, true first. */
const ORDER_KINDS: Record<OrderKind, Pick<OrderSql, 'cast' | 'desc'>> = {
  time: { cast: 'timestamptz', desc: true },
  text: { cast: 'text', desc: false },
  boolean: { cast: 'boolean', desc: true },
};

/** An order on one field in its kind's natural direction; `column` where the field is a keyword ('"new"'). */
export const sortOn = (field: string, key: OrderKind, column = field): OrderSql => ({
  field,
  column,
  key,
  ...ORDER_KINDS[key],
});

/** An order as declared: its kind alone (on the field of the order's name, sortOn) or in full. */
export type OrderDeclaration = OrderSql | OrderKind;

export const orderSqlOf = (name: string, order: OrderDeclaration): OrderSql =>
  typeof order === 'string' ? sortOn(name, order) : order;

/** A page row as the engine needs it: the area's columns plus the cursor's sort key. */
export interface PageRowBase {
  id: number;
  sort_key: string | boolean | null;
}

export interface ListArea<
  D extends FiltersDeclaration,
  TRow extends PageRowBase,
  TItem,
  TField extends string,
> {
  table: string;
  /** the shared list (packages/shared defineList): parameter names, kinds, labels, zod schemas */
  list: { declaration: D; filters: ZodType; query: ZodType };
  /** the filters whose SQL is not their kind's default (filterDefault) */
  where?: { [K in WhereKeys<D>]?: FilterSql<D[K]> };
  /**
   * Filters that alone still allow an exact count of the whole list (a plain index count);
   * any other filter is counted up to TOTAL_CAP rows only. Without it only the unfiltered
   * list is counted exactly.
   */
  exactTotalWith?: readonly WhereKeys<D>[];
  /**
   * the order parameter and its orders, each by its kind alone ('time': the field of the
   * order's name, newest first) or in full; a list without an order filter leaves both out
   */
  orderBy?: OrderKey<D>;
  orders?: { [V in OrderValues<D[OrderKey<D>]>]: OrderDeclaration };
  /** the order when none is asked for; without it the list is newest id first */
  defaultOrder?: OrderSql;
  /** plain stored columns the inner (filtered, ordered, limited) query selects */
  pageColumns: string;
  /** what the outer query sends of each page row (formatted after LIMIT); sort_key is added */
  itemColumns: string;
  /**
   * A page row as the API sends it. Write it field by field, as an object literal: one hidden
   * class keeps JSON.stringify on V8's fast path (decision 006).
   */
  item(row: TRow): TItem;
  /** the CSV export; a list without one (no export route) leaves it out */
  export?: {
    /** the file name's start: `<name>-<day>.csv` */
    name: string;
    /** the CSV header and the select list, in order */
    fields: readonly TField[];
    /** fields whose SQL is not the field's name */
    sql?: Partial<Record<TField, string>>;
    /** timestamp fields, written as ISO text */
    times: readonly TField[];
  };
}

/** One CSV export row as the drivers return it. */
export type ExportRow<TField extends string> = Record<TField, CsvValue> & { id: number };

/** Checks an area's declaration against its types; the engine reads it as is. */
export const defineListArea = <
  const D extends FiltersDeclaration,
  TRow extends PageRowBase,
  TItem,
  const TField extends string,
>(
  area: ListArea<D, TRow, TItem, TField>,
) => area;
