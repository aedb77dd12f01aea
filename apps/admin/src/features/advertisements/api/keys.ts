import type { AdvertisementListFilters } from './list-filters';

/** Every advertisement query key, so writes can refresh exactly what they change. */
export const adKeys = {
  all: ['advertisements'] as const,
  lists: () => [...adKeys.all, 'list'] as const,
  list: (filters: AdvertisementListFilters) => [...adKeys.lists(), filters] as const,
  details: () => [...adKeys.all, 'detail'] as const,
  detail: (id: number) => [...adKeys.details(), id] as const,
  collectionOptions: () => ['collections', 'options'] as const,
};
