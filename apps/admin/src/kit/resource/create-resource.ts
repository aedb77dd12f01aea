import { liveAreaOf, PAGE_SIZE } from '@adlib/shared';
import type { Query } from '../../api/client';
import { registerLiveResource } from '../live/live-registry';
import { bulkHooks } from './bulk-hooks';
import { countHook } from './count-hook';
import { facetsHook } from './facets-hook';
import { fileHooks } from './file-hooks';
import { recordHooks } from './record-hooks';
import type { ResourceContract } from './resource-contract';
import { resourceKeys } from './resource-keys';
import type { ResourceOptions } from './resource-types';
import { rowSwitchHook } from './row-switch-hook';

type Has<C, K extends string> = C extends Record<K, object> ? true : false;
/** `Names` when the contract declares `Call`, else none. */
type If<C, Call extends string, Names extends string> = Has<C, Call> extends true ? Names : never;

/** The hooks a contract's calls give: a hook whose call the area lacks is not offered. */
type OfferedHooks<C> =
  | 'keys'
  | If<C, 'one', 'oneOptions' | 'useOne'>
  | If<C, 'page', 'allOptions' | 'useAll' | 'useInfiniteList' | 'useRowSwitch'>
  | If<C, 'all', 'allOptions' | 'useAll' | 'useRowSwitch'>
  | If<C, 'create', 'useSave'>
  | If<C, 'update', 'useSave'>
  | If<C, 'remove', 'useDelete'>
  | If<C, 'count', 'useCount'>
  | If<C, 'facets', 'useFacets'>
  | If<C, 'bulk', 'useBulk' | 'countBulk' | 'useAfterBulk'>
  | If<C, 'bulkEdit', 'bulkEdit' | 'useAfterBulk'>
  | If<C, 'upload', 'upload'>
  | If<C, 'uploads', 'uploadTo'>
  | If<C, 'import', 'useImportFile'>
  | If<C, 'export', 'exportCsv'>;

function allHooks<C extends ResourceContract, Filters extends Query>(
  name: string,
  contract: C,
  options: ResourceOptions,
) {
  const context = { name, contract, keys: resourceKeys<Filters>(name), options };
  return {
    ...recordHooks(context),
    useRowSwitch: rowSwitchHook(context),
    useCount: countHook(context),
    useFacets: facetsHook(context),
    ...bulkHooks(context),
    ...fileHooks(context),
  };
}

/** An area's typed client: the query hooks of the calls its contract declares. */
export type Resource<C extends ResourceContract, Filters extends Query = Query> = Pick<
  ReturnType<typeof allHooks<C, Filters>>,
  OfferedHooks<C>
>;

/**
 * An area's typed client and query hooks from its shared contract (packages/shared/src/areas):
 * paths, record, list row and input types all come from it, so a screen never names a path or
 * a response type, and a hook whose call the area lacks (`titles.useBulk`) does not type-check.
 * Every write invalidates through the key factory. `Filters`: the list's query besides paging.
 */
export function createResource<C extends ResourceContract, Filters extends Query = Query>(
  name: string,
  contract: C,
  options: ResourceOptions = {},
): Resource<C, Filters> {
  const hooks = allHooks<C, Filters>(name, contract, options);
  // its records' changes elsewhere reach its lists and records (kit/live, decision 032)
  const area = liveAreaOf(contract);
  if (area)
    registerLiveResource({
      name,
      area,
      ...(contract.page && {
        fetchFirst: (filters, signal) =>
          hooks.fetchPage({ ...(filters as Filters), size: PAGE_SIZE, page: 1 }, signal),
        fetchByIds: (filters, ids, signal) =>
          hooks.fetchPage({ ...(filters as Filters), ids: ids.join(','), size: ids.length, page: 1 }, signal),
      }),
    });
  return hooks;
}
