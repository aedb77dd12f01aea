import type { ResourceContract } from './resource-contract';
import type { ResourceKeys } from './resource-keys';
import type { ResourceOptions } from './resource-types';

/** What each group of a resource's hooks is built from. */
export interface ResourceContext<C extends ResourceContract, Filters> {
  /** the query keys' root: 'tiktoks' */
  name: string;
  contract: C;
  keys: ResourceKeys<Filters>;
  options: ResourceOptions;
}

/**
 * The endpoint a hook calls. A resource's type offers a hook only when its contract declares
 * the call (createResource), so this throws only for a caller that went around the types.
 */
export function declared<E>(endpoint: E, what: string): NonNullable<E> {
  if (endpoint === undefined || endpoint === null)
    throw new Error(`This area's contract declares no ${what}`);
  return endpoint;
}
