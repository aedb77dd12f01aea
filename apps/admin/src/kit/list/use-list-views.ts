import type { FiltersDeclaration, SavedView } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { type ListViewMode, VIEW_PARAM, viewModeOf } from './list-view-mode';
import type { FilterChanges, FilterValues } from './use-url-filters';
import { applicableFilters, type FilterTuning, sameFilters } from './view-filters';

export type CheckedView<K extends string> = { view: SavedView } & ReturnType<typeof applicableFilters<K>>;

/** A saved view's filters, without the list's view (table or gallery), which is not a filter. */
function filtersOf(query: Readonly<Record<string, string>>) {
  const { [VIEW_PARAM]: _mode, ...filters } = query;
  return filters;
}

interface Options<K extends string> {
  views: SavedView[] | undefined;
  declaration: FiltersDeclaration;
  keys: readonly K[];
  tune?: Partial<Record<K, FilterTuning<K>>>;
  filters: FilterValues<K>;
  onChange: (changes: FilterChanges<K>) => void;
  /** the list's view when it offers a gallery (kept and brought back with the filters); else null */
  mode?: ListViewMode | null;
}

/** A list's views as they apply today: which one is showing, the user's, the shared, and opening one. */
export function useListViews<K extends string>({
  views,
  declaration,
  keys,
  tune,
  filters,
  onChange,
  mode = null,
}: Options<K>) {
  // each view as it applies today, so "active" compares what the URL can hold
  const checked: CheckedView<K>[] = useMemo(
    () =>
      (views ?? []).map((view) => ({
        view,
        ...applicableFilters(declaration, keys, filtersOf(view.query), tune),
      })),
    [views, declaration, keys, tune],
  );
  const active = checked.find(
    (c) =>
      Object.keys(c.filters).length > 0 &&
      sameFilters(c.filters, filters, keys) &&
      (mode === null || viewModeOf(c.view.query[VIEW_PARAM]) === mode),
  );
  const mine = checked.filter((c) => c.view.mine);
  const shared = checked.filter((c) => !c.view.mine);
  const current = Object.fromEntries(keys.flatMap((k) => (filters[k] ? [[k, filters[k]]] : []))) as Record<
    string,
    string
  >;
  // the gallery is kept with the filters (the table is the default, so it is not written)
  if (mode === 'gallery') current[VIEW_PARAM] = mode;

  const apply = ({ view, filters: kept, dropped }: CheckedView<K>) => {
    const changes = Object.fromEntries(keys.map((k) => [k, kept[k] ?? null])) as FilterChanges<K>;
    // the view's table or gallery comes in the same URL change (two changes in one tick would
    // each start from the same URL); the URL setter writes any param it is given
    if (mode !== null)
      Object.assign(changes, {
        [VIEW_PARAM]: viewModeOf(view.query[VIEW_PARAM]) === 'gallery' ? 'gallery' : null,
      });
    onChange(changes);
    if (dropped.length > 0)
      notifications.show({
        color: 'yellow',
        title: `Part of “${view.name}” no longer applies`,
        message: `Opened without: ${dropped.map((d) => d.text).join('; ')}.`,
        autoClose: 10_000,
      });
  };
  return { checked, active, mine, shared, current, apply };
}
