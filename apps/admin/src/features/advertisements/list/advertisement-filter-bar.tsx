import { AD_ORDER_BY, AD_TYPES, INDUSTRIES, OBJECTIVES, subindustriesOf } from '@adlib/shared/lists';
import { ChoiceSelect } from '../../../components/choice-select';
import { FilterBar } from '../../../components/filter-bar';
import { SearchInput } from '../../../components/search-input';
import type { FilterChanges, FilterValues } from '../../../components/use-url-filters';
import { AD_FILTER_KEYS, AD_FILTER_LABELS, type AdFilterKey, chipValue } from './filter-keys';

interface Props {
  filters: FilterValues<AdFilterKey>;
  onChange: (changes: FilterChanges<AdFilterKey>) => void;
  onResetAll: () => void;
}

const industryOptions = INDUSTRIES.map((i) => ({ value: i.value, label: i.label }));
const orderOptions = AD_ORDER_BY.map((o) => ({ value: o.value, label: o.label }));
/** the inputs share the bar's width, wrapping only on narrow screens */
const FIELD = { flex: '1 1 140px', minWidth: 0 };

/** The visible list's filters (SPEC 2): keyword, Industry, Subindustry, Type, Objective, Order By. */
export function AdvertisementFilterBar({ filters, onChange, onResetAll }: Props) {
  // SPEC offers only 'Other' until an industry is chosen; then that industry's own list.
  const subindustries = filters.industry ? subindustriesOf(filters.industry) : ['Other'];
  const chips = AD_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (!value) return [];
    const label = `${AD_FILTER_LABELS[key]}: ${chipValue(key, value)}`;
    return [{ key, label, onRemove: () => onChange({ [key]: null }) }];
  });

  return (
    <FilterBar chips={chips} onResetAll={onResetAll}>
      <SearchInput
        label="Search"
        placeholder="Search by keywords"
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
        style={{ flex: '2 1 220px' }}
      />
      <ChoiceSelect
        label="Industry"
        placeholder="Any"
        data={industryOptions}
        value={filters.industry ?? null}
        // a subindustry of the previous industry would match nothing
        onChange={(industry) => onChange({ industry, subindustry: null })}
        style={FIELD}
      />
      <ChoiceSelect
        label="Subindustry"
        placeholder={subindustries.length ? 'Any' : 'None for this industry'}
        data={[...subindustries]}
        value={filters.subindustry ?? null}
        onChange={(subindustry) => onChange({ subindustry })}
        disabled={subindustries.length === 0}
        style={FIELD}
      />
      <ChoiceSelect
        label="Type"
        placeholder="Any"
        data={[...AD_TYPES]}
        value={filters.type ?? null}
        onChange={(type) => onChange({ type })}
        style={FIELD}
      />
      <ChoiceSelect
        label="Objective"
        placeholder="Any"
        data={[...OBJECTIVES]}
        value={filters.objective ?? null}
        onChange={(objective) => onChange({ objective })}
        style={FIELD}
      />
      <ChoiceSelect
        label="Order By"
        placeholder="Default"
        data={orderOptions}
        value={filters.order_by ?? null}
        onChange={(order_by) => onChange({ order_by })}
        style={FIELD}
      />
    </FilterBar>
  );
}
