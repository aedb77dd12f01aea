import { type FilterDeclaration, type FiltersDeclaration, filterSchema } from '@adlib/shared';
import type { FilterValues } from './use-url-filters';

/** What a declaration cannot say about one filter of the bar. */
export interface FilterTuning<K extends string> {
  /** options that depend on the other filters (Subindustry on Industry) */
  options?: (filters: FilterValues<K>) => readonly string[];
  /** filters a change of this one empties (a subindustry of the previous industry matches nothing) */
  clears?: readonly K[];
  /** the placeholder while `options` offers nothing */
  noneLeft?: string;
  /** the placeholder of the empty input (default: 'Search by keywords' / 'Any' / 'Default') */
  placeholder?: string;
  /**
   * the chip's text for a value only the screen can name (a collection's title for its id);
   * undefined (not loaded yet) falls back to the declaration's chip
   */
  chip?: (value: string) => string | undefined;
}

/** A saved filter the list no longer takes, and what the notification says about it. */
export interface DroppedFilter {
  key: string;
  value: string;
  /** "Industry “Retail” is no longer offered" */
  text: string;
}

const offered = (options: readonly (string | { value: string })[]) =>
  options.map((o) => (typeof o === 'string' ? o : o.value));

/** The values the bar offers for a filter given the others, or undefined when it takes any text. */
function optionsOf<K extends string>(
  f: FilterDeclaration,
  tuning: FilterTuning<K> | undefined,
  others: FilterValues<K>,
): string[] | undefined {
  const tuned = tuning?.options?.(others);
  if (tuned) return offered(tuned);
  if (f.kind === 'order' || (f.kind === 'choice' && f.options)) return offered(f.options ?? []);
  return undefined; // search, boolean (its schema decides) and a free choice (a collection's id)
}

/**
 * What of a saved view still applies to a list: each param is checked with the list's own
 * filter declaration, as the bar and the API take it. Unknown params, values the API would
 * refuse, and options the bar no longer offers (an option removed from a fixed list, a
 * subindustry of another industry) are dropped and named.
 */
export function applicableFilters<K extends string>(
  declaration: FiltersDeclaration,
  keys: readonly K[],
  query: Readonly<Record<string, string>>,
  tune: Partial<Record<K, FilterTuning<K>>> = {},
): { filters: FilterValues<K>; dropped: DroppedFilter[] } {
  const parsed: FilterValues<K> = {};
  const dropped: DroppedFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!value) continue;
    const f = (keys as readonly string[]).includes(key) ? declaration[key] : undefined;
    if (!f) dropped.push({ key, value, text: `“${key}” is not a filter of this list` });
    else if (!filterSchema(f).safeParse(value).success)
      dropped.push({ key, value, text: `${f.label} “${value}” is not a valid value` });
    else parsed[key as K] = value;
  }
  // options may depend on the other filters (Subindustry on Industry): checked once all are read
  const filters: FilterValues<K> = {};
  for (const key of keys) {
    const value = parsed[key];
    const f = declaration[key];
    if (value === undefined || !f) continue;
    const options = optionsOf(f, tune[key], parsed);
    if (options && !options.includes(value))
      dropped.push({ key, value, text: `${f.label} “${value}” is no longer offered` });
    else filters[key] = value;
  }
  return { filters, dropped };
}

/** Two filter states are the same view when they set the same values (order does not matter). */
export function sameFilters<K extends string>(a: FilterValues<K>, b: FilterValues<K>, keys: readonly K[]) {
  return keys.every((k) => (a[k] ?? '') === (b[k] ?? ''));
}
