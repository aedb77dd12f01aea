// A list's filters declared once: the API derives its query schema from it, the admin panel
// its filter bar, chips and URL keys (issue 9). The key of each entry is the URL and API
// parameter name.
import { z } from 'zod';
import { MONTH_PATTERN, pagingQuery, queryBoolean, queryText } from './schemas/common.js';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** A fixed list of values offered as they are spelled. */
export const valueOptions = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value }));

interface FilterBase {
  /** what the filter bar and the chip call it */
  readonly label: string;
  /** the chip's text for a value; without it the chip shows the option's label, else the value */
  readonly chip?: (value: string) => string;
  /** set by a link from another screen ('N ads' of a collection): a chip, no input in the bar */
  readonly chipOnly?: boolean;
}

/** Free text; the API matches it against the list's keyword columns. */
export interface SearchFilter extends FilterBase {
  readonly kind: 'search';
}
/** One value; `options` are what the bar offers (the API accepts any short text, as before). */
export interface ChoiceFilter extends FilterBase {
  readonly kind: 'choice';
  readonly options?: readonly FilterOption[];
}
/** The option that lifts a filter, where a spec lists it among the values ('' = not filtered). */
export interface AllOption extends FilterOption {
  readonly value: '';
}
/** "true" / "false" / "" (not filtered). */
export interface BooleanFilter extends FilterBase {
  readonly kind: 'boolean';
  /**
   * how the bar and the chips name true and false (default Yes / No): Ads / Organic Videos;
   * a third option valued '' is offered too where the spec names "not filtered" (All)
   */
  readonly options?: readonly [FilterOption, FilterOption] | readonly [FilterOption, FilterOption, AllOption];
}
/**
 * A range of days, `from..to` (UTC, both ends included; either may be left out): "Added 3–9 Nov".
 * A link from Home's weekly bars sets it; the bar offers a date range picker.
 */
export interface DatesFilter extends FilterBase {
  readonly kind: 'dates';
}
/**
 * One UTC day, `YYYY-MM-DD`: "Active on: 8 Nov" (the customers active at that day's end). A link
 * from Home's past weeks sets it; the bar offers a calendar.
 */
export interface DayFilter extends FilterBase {
  readonly kind: 'day';
}
/**
 * A month, `YYYY-MM`: "In a collection of: Nov 2026" (the ads in that month's collections).
 * Home's collection tile sets it; a chip only.
 */
export interface MonthFilter extends FilterBase {
  readonly kind: 'month';
}
/**
 * A staff user's id, or `none` for what the system wrote (an import by feed, a seed): who added
 * or published an ad. Home's curator bars set it; the chip names the user by id.
 */
export interface UserFilter extends FilterBase {
  readonly kind: 'user';
}
/** The list's sort order: only the declared options are accepted. */
export interface OrderFilter extends FilterBase {
  readonly kind: 'order';
  readonly options: readonly [FilterOption, ...FilterOption[]];
}

export type FilterDeclaration =
  | SearchFilter
  | ChoiceFilter
  | BooleanFilter
  | DatesFilter
  | DayFilter
  | MonthFilter
  | UserFilter
  | OrderFilter;
export type FiltersDeclaration = Readonly<Record<string, FilterDeclaration>>;

/** The zod schema each kind of filter parses with. */
type FilterSchema<F extends FilterDeclaration> = F extends BooleanFilter
  ? typeof queryBoolean
  : F extends OrderFilter
    ? z.ZodOptional<z.ZodEnum<{ [V in F['options'][number]['value']]: V }>>
    : z.ZodOptional<z.ZodString>;
type FiltersShape<D extends FiltersDeclaration> = { -readonly [K in keyof D]: FilterSchema<D[K]> };

/** The TypeScript type of a list's parsed filters (a missing key = not filtered). */
export type ListFilters<D extends FiltersDeclaration> = z.output<z.ZodObject<FiltersShape<D>>>;

const SEARCH_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// a month or day out of range is an invalid Date, whose toISOString throws (a 500, not a 400)
const isDay = (v: string) => {
  const time = DAY.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  return time !== null && !Number.isNaN(time.getTime()) && time.toISOString().startsWith(v);
};

/** True for a month as `YYYY-MM` (a collection's Collection Month). */
const isMonth = (v: string) => MONTH_PATTERN.test(v);

/** A `dates` filter's value read: its first and last day (ISO), either missing when open. */
export function daysOf(value: string): { from?: string; to?: string } | null {
  const [from = '', to = '', ...rest] = value.split('..');
  if (rest.length || !value.includes('..') || (!from && !to)) return null;
  if ((from && !isDay(from)) || (to && !isDay(to)) || (from && to && from > to)) return null;
  return { ...(from && { from }), ...(to && { to }) };
}
/** A `dates` filter's value from its first and last day: `2026-11-03..2026-11-09`. */
export const daysValue = (from?: string, to?: string) => `${from ?? ''}..${to ?? ''}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayText = (iso: string, year: boolean) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]}${year ? ` ${y}` : ''}`;
};
/** How a chip says a month: "Nov 2026". */
export const monthText = (month: string) =>
  isMonth(month) ? `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}` : month;

/** How a chip says a range of days: "3–9 Nov", "28 Oct – 3 Nov", "from 3 Nov 2026", "until 9 Nov 2026". */
export function daysText(value: string): string {
  const days = daysOf(value);
  if (!days) return value;
  const { from, to } = days;
  if (!from) return `until ${dayText(to as string, true)}`;
  if (!to) return `from ${dayText(from, true)}`;
  const thisYear = String(new Date().getUTCFullYear());
  const year = from.slice(0, 4) !== to.slice(0, 4) || to.slice(0, 4) !== thisYear;
  if (from === to) return dayText(from, year);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${dayText(to, year)}`;
  return `${dayText(from, year && from.slice(0, 4) !== to.slice(0, 4))} – ${dayText(to, year)}`;
}
const datesSchema = z
  .string()
  .max(30)
  .refine(
    (v) => v === '' || daysOf(v) !== null,
    'Expected days as YYYY-MM-DD..YYYY-MM-DD, the first not after the last',
  )
  .optional();

const daySchema = z
  .string()
  .max(10)
  .refine((v) => v === '' || isDay(v), 'Expected a day as YYYY-MM-DD')
  .optional();

const monthFilterSchema = z
  .string()
  .max(7)
  .refine((v) => v === '' || isMonth(v), 'Expected a month as YYYY-MM')
  .optional();

const CHOICE_MAX = 100;

/** A `user` filter's value for what no staff user wrote. */
export const SYSTEM_USER = 'none';
const userSchema = z
  .string()
  .max(10)
  .regex(/^(?:[1-9]\d{0,8}|none)?$/, "Expected a user's id, or none")
  .optional();

/** The schema one filter's value parses with: the API's query checks it, a saved view is checked with it. */
export function filterSchema(f: FilterDeclaration): z.ZodType {
  switch (f.kind) {
    case 'search':
      return queryText(SEARCH_MAX);
    case 'choice':
      return queryText(CHOICE_MAX);
    case 'boolean':
      return queryBoolean;
    case 'dates':
      return datesSchema;
    case 'day':
      return daySchema;
    case 'month':
      return monthFilterSchema;
    case 'user':
      return userSchema;
    case 'order': {
      const values = f.options.map((o) => o.value) as [string, ...string[]];
      return z.enum(values).optional();
    }
  }
}

/** The keyset cursor of the next page (opaque to clients). */
export const cursorQuery = z.object({ cursor: queryText(200) });

/** At most this many record ids in one `ids` narrowing. */
export const IDS_MAX = 100;
/**
 * `ids=12,40,7`: the page holds only these records among those the filters match. A live list
 * asks it for the rows a colleague changed, wherever they are scrolled, to learn whether each
 * still matches (issue 27).
 */
export const idsQuery = z.object({
  ids: z
    .string()
    .max(IDS_MAX * 11)
    .regex(
      new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${IDS_MAX - 1}}$`),
      `Expected up to ${IDS_MAX} record ids, separated by commas`,
    )
    .optional(),
});

/** An `ids` value read (the schema above checked it): the ids, or undefined when not given. */
export const idsOf = (value: unknown): number[] | undefined =>
  typeof value === 'string' && value ? value.split(',').map(Number) : undefined;

/**
 * Declares a list: `filters` is the zod schema of the filters alone (the CSV export takes it),
 * `query` adds paging and the cursor (the list call takes it).
 */
export function defineList<const D extends FiltersDeclaration>(declaration: D) {
  const shape = Object.fromEntries(
    Object.entries(declaration).map(([key, f]) => [key, filterSchema(f)]),
    // the cast says what the loop builds: for each key the schema its kind parses with
  ) as FiltersShape<D>;
  const filters = z.object(shape);
  const query = filters.extend(pagingQuery.shape).extend(cursorQuery.shape).extend(idsQuery.shape);
  return { declaration, filters, query };
}

/** What a chip says for a filter's value: "Order By: Brand", "Search: “shoes”". */
export function chipText(f: FilterDeclaration, value: string): string {
  const shown =
    f.chip?.(value) ??
    (f.kind === 'dates' ? daysText(value) : undefined) ??
    (f.kind === 'day' ? daysText(daysValue(value, value)) : undefined) ??
    (f.kind === 'month' ? monthText(value) : undefined) ??
    // a yes/no filter named by no options reads as the bar offers it (Full access: Yes)
    (f.kind === 'boolean' && !f.options ? { true: 'Yes', false: 'No' }[value] : undefined) ??
    (f.kind === 'user' ? (value === SYSTEM_USER ? 'System' : `user #${value}`) : undefined) ??
    ('options' in f ? f.options?.find((o) => o.value === value)?.label : undefined);
  return `${f.label}: ${shown ?? value}`;
}
