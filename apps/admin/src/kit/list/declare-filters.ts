import type { FiltersDeclaration } from '@adlib/shared';
import { declareFilterBar, type FilterTuning } from './declared-filter-bar';
import type { FilterValues } from './use-url-filters';

/** A list as `defineList` (packages/shared) declares it: the filters its API query takes. */
interface DeclaredList<D extends FiltersDeclaration> {
  declaration: D;
}

/**
 * The declared filters a list's bar shows, in the order of their inputs and chips; a key the
 * shared list does not declare is a type error. For an area whose bar is its own component.
 */
export const listFilterKeys = <D extends FiltersDeclaration, const K extends keyof D & string>(
  _list: DeclaredList<D>,
  keys: readonly K[],
): readonly K[] => keys;

/** The URL query an area's filters make (`FiltersOf<typeof xFilters>`): the list call's filters. */
export type FiltersOf<F extends { keys: readonly string[] }> = FilterValues<F['keys'][number]>;

/**
 * An area's filters in one call: the shared list, the declared filters its bar shows (in the
 * order of their inputs and chips) and what the area tunes (placeholders, dependent options).
 * Gives the keys the URL keeps and the bar (`ListScreen`'s `filterKeys` and `FilterBar`).
 */
export function declareFilters<D extends FiltersDeclaration, const K extends keyof D & string>(
  list: DeclaredList<D>,
  keys: readonly K[],
  tune?: Partial<Record<NoInfer<K>, FilterTuning<NoInfer<K>>>>,
) {
  return { keys, FilterBar: declareFilterBar(list.declaration, keys, tune) };
}
