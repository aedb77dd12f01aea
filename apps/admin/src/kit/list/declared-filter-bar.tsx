import {
  chipText,
  type FacetCount,
  type FilterDeclaration,
  type FilterOption,
  type FiltersDeclaration,
  type ListFacets,
  SYSTEM_USER,
} from '@adlib/shared';
import { ChoiceSelect } from '../../components/choice-select';
import { DayInput } from '../../components/day-input';
import { DaysRangeInput } from '../../components/days-range-input';
import { SearchInput } from '../../components/search-input';
import { FilterBar } from './filter-bar';
import { useStaffNames } from './use-staff-names';
import type { FilterChanges, FilterValues } from './use-url-filters';
import type { FilterTuning } from './view-filters';

// the bar's tuning; declared beside the saved views that apply it
export type { FilterTuning } from './view-filters';

import { ViewsMenu } from './views-menu';

export interface DeclaredFilterBarProps<K extends string> {
  /** the list's shared declaration (packages/shared): labels, options, chip text, URL and API keys */
  declaration: FiltersDeclaration;
  /** the declared filters this bar shows, in the order of their inputs and chips */
  keys: readonly K[];
  filters: FilterValues<K>;
  onChange: (changes: FilterChanges<K>) => void;
  onResetAll: () => void;
  tune?: Partial<Record<K, FilterTuning<K>>>;
  /** false: no Views menu (a bar outside a list screen) */
  views?: boolean;
  /** each filter's option counts under the search and the others (the list's facets call) */
  counts?: ListFacets;
}

const BOOLEAN_OPTIONS: FilterOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
/** the inputs share the bar's width, wrapping only on narrow screens */
const FIELD = { flex: '1 1 140px', minWidth: 0 };

const optionsOf = (f: FilterDeclaration): FilterOption[] => {
  if (f.kind === 'boolean') return f.options ? [...f.options] : BOOLEAN_OPTIONS;
  const options: readonly FilterOption[] = ('options' in f && f.options) || [];
  return options.map((o) => ({ value: o.value, label: o.label }));
};

/** value → how many rows of the current result carry it; none while the counts load */
export function countsByValue(
  counts: readonly FacetCount[] | undefined,
): ReadonlyMap<string, number> | undefined {
  return counts && new Map(counts.map((c) => [c.value, c.count]));
}

/** A list's filter bar and its chips, written once from the list's filter declaration. */
export function DeclaredFilterBar<K extends string>(props: DeclaredFilterBarProps<K>) {
  const { declaration, keys, filters, onChange } = props;
  const tune: Partial<Record<K, FilterTuning<K>>> = props.tune ?? {};
  const declared = (key: K) => {
    const f = declaration[key];
    if (!f) throw new Error(`The filter '${key}' is not declared`);
    return f;
  };
  // the staff members the user filters (Added by) name, for their chips
  const staff = useStaffNames(
    keys.flatMap((key) => {
      const value = filters[key];
      return declared(key).kind === 'user' && value && value !== SYSTEM_USER ? [value] : [];
    }),
  );
  const chips = keys.flatMap((key) => {
    const value = filters[key];
    if (!value) return [];
    const named = tune[key]?.chip?.(value) ?? (declared(key).kind === 'user' ? staff.get(value) : undefined);
    return [
      {
        key,
        label: named === undefined ? chipText(declared(key), value) : `${declared(key).label}: ${named}`,
        onRemove: () => onChange({ [key]: null } as FilterChanges<K>),
      },
    ];
  });
  const change = (key: K, value: string | null) => {
    const changes = { [key]: value } as FilterChanges<K>;
    for (const other of tune[key]?.clears ?? []) changes[other] = null;
    onChange(changes);
  };

  return (
    <FilterBar
      chips={chips}
      onResetAll={props.onResetAll}
      views={
        props.views === false ? undefined : (
          <ViewsMenu
            declaration={declaration}
            keys={keys}
            tune={tune}
            filters={filters}
            onChange={onChange}
          />
        )
      }
    >
      {keys.map((key) => {
        const f = declared(key);
        if (f.chipOnly) return null;
        if (f.kind === 'search')
          return (
            <SearchInput
              key={key}
              label={f.label}
              placeholder={tune[key]?.placeholder ?? 'Search by keywords'}
              value={filters[key] ?? ''}
              onSearch={(value) => change(key, value)}
              style={{ flex: '2 1 220px' }}
              // `/` focuses the list's keyword box (app/keyboard-shortcuts.tsx)
              data-list-search={key === 'search' ? '' : undefined}
            />
          );
        if (f.kind === 'dates')
          return (
            <DaysRangeInput
              key={key}
              label={f.label}
              value={filters[key] ?? ''}
              onChange={(value) => change(key, value)}
              style={FIELD}
            />
          );
        if (f.kind === 'day')
          return (
            <DayInput
              key={key}
              label={f.label}
              value={filters[key] ?? ''}
              onChange={(value) => change(key, value)}
              style={FIELD}
            />
          );
        const tuned = tune[key]?.options?.(filters);
        const offered = tuned ? [...tuned] : optionsOf(f);
        const data = offered;
        return (
          <ChoiceSelect
            key={key}
            label={f.label}
            placeholder={
              data.length === 0
                ? tune[key]?.noneLeft
                : (tune[key]?.placeholder ?? (f.kind === 'order' ? 'Default' : 'Any'))
            }
            data={data}
            counts={f.kind === 'order' ? undefined : countsByValue(props.counts?.facets[key])}
            countsAreEstimates={props.counts?.facets_are_estimates}
            value={filters[key] ?? null}
            onChange={(value) => change(key, value)}
            disabled={data.length === 0}
            style={FIELD}
          />
        );
      })}
    </FilterBar>
  );
}

/** What a list page passes to its area's filter bar: the URL state and its two changes. */
export type FilterBarStateProps<K extends string> = Pick<
  DeclaredFilterBarProps<K>,
  'filters' | 'onChange' | 'onResetAll' | 'counts'
>;

/**
 * An area's filter bar, declared in one call: the shared declaration, the filters it shows (in
 * the order of their inputs and chips) and any tuning. Pass module constants.
 */
export function declareFilterBar<K extends string>(
  declaration: FiltersDeclaration,
  keys: readonly K[],
  tune?: Partial<Record<K, FilterTuning<K>>>,
) {
  return function AreaFilterBar(props: FilterBarStateProps<K>) {
    return <DeclaredFilterBar declaration={declaration} keys={keys} tune={tune} {...props} />;
  };
}
