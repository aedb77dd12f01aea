import { advertisementList } from '@adlib/shared';
import { subindustriesOf } from '@adlib/shared/lists';
import {
  DeclaredFilterBar,
  type FilterBarStateProps,
  type FilterTuning,
} from '../../../kit/list/declared-filter-bar';
import { useCollectionOptions } from '../api';
import { AD_FILTER_KEYS, AD_HIDDEN_FILTER_KEYS, type AdFilterKey } from './filter-keys';

const tune: Partial<Record<AdFilterKey, FilterTuning<AdFilterKey>>> = {
  // a subindustry of the previous industry would match nothing
  industry: { clears: ['subindustry'] },
  // SPEC offers only 'Other' until an industry is chosen; then that industry's own list.
  subindustry: {
    options: (f) => (f.industry ? subindustriesOf(f.industry) : ['Other']),
    noneLeft: 'None for this industry',
  },
};

/** The visible list's filters: keyword, Industry, Subindustry, Type, Objective, Order By. */
export function AdvertisementFilterBar(props: FilterBarStateProps<AdFilterKey>) {
  // 'N ads' puts a collection's id in the URL; its chip names the collection once they load
  const collections = useCollectionOptions();
  const collection: FilterTuning<AdFilterKey> = {
    chip: (id) => collections.data?.find((c) => c.value === id)?.label,
  };
  return (
    <DeclaredFilterBar
      declaration={advertisementList.declaration}
      keys={AD_FILTER_KEYS}
      tune={{ ...tune, collection }}
      {...props}
    />
  );
}

/** The not-visible list's filters: the day added and what is missing (issue 32). */
export function HiddenAdvertisementFilterBar(props: FilterBarStateProps<AdFilterKey>) {
  return (
    <DeclaredFilterBar declaration={advertisementList.declaration} keys={AD_HIDDEN_FILTER_KEYS} {...props} />
  );
}
