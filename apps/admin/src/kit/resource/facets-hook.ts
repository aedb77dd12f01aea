import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Query, request } from '../../api/client';
import { declared, type ResourceContext } from './resource-context';
import type { ResourceContract } from './resource-contract';

/** Each filter's option counts under the search and the other filters (decision 025). */
export function facetsHook<C extends ResourceContract, Filters extends Query>({
  contract,
  keys,
}: ResourceContext<C, Filters>) {
  /**
   * Under the lists' key, so every write recounts; the last counts stay shown while the next
   * ones load, so the options do not flicker as the search is typed.
   */
  return function useFacets(filters: Filters) {
    return useQuery({
      queryKey: [...keys.lists(), 'facets', filters],
      queryFn: ({ signal }) => request(declared(contract.facets, 'facets'), { query: filters, signal }),
      placeholderData: keepPreviousData,
      meta: { silent: true },
    });
  };
}
