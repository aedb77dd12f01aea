import { useQuery } from '@tanstack/react-query';
import { type Query, request } from '../../api/client';
import { declared, type ResourceContext } from './resource-context';
import type { ResourceContract } from './resource-contract';

/** The list's total from a count call of its own, for a list whose pages do not carry it. */
export function countHook<C extends ResourceContract, Filters extends Query>({
  contract,
  keys,
}: ResourceContext<C, Filters>) {
  /**
   * How many rows the filters match (under the lists' key, so every write recounts). A failure
   * stays a failure, so the screen shows "—" rather than a wrong "0".
   */
  return function useCount(filters: Filters) {
    return useQuery({
      queryKey: [...keys.lists(), 'count', filters],
      queryFn: () => request(declared(contract.count, 'count'), { query: filters }),
      meta: { silent: true },
    });
  };
}
