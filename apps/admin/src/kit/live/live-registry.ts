import type { ResultsPage } from '@adlib/shared';

/** A resource's first page under a list's filters, fetched apart from its cache. */
export type FetchFirstPage = (filters: unknown, signal?: AbortSignal) => Promise<ResultsPage<{ id: number }>>;
/** Those of `ids` the list's filters still match (the list call's `ids`), fetched apart from its cache. */
export type FetchByIds = (
  filters: unknown,
  ids: readonly number[],
  signal?: AbortSignal,
) => Promise<ResultsPage<{ id: number }>>;

/** What the live layer knows of one resource (createResource registers each). */
export interface LiveResource {
  /** createResource's name: the root of its query keys */
  name: string;
  /** the stream's name for its area (liveAreaOf its contract) */
  area: string;
  /** its paged list's first page, where it has a paged list */
  fetchFirst?: FetchFirstPage;
  /** the same list narrowed to some records, where it has a paged list */
  fetchByIds?: FetchByIds;
}

const byName = new Map<string, LiveResource>();

/**
 * Called by createResource for every resource: the stream names areas, the cache names
 * resources, and this is the one place that joins them, so an area declares nothing for it.
 */
export function registerLiveResource(resource: LiveResource) {
  byName.set(resource.name, resource);
}

export const liveResource = (name: string): LiveResource | undefined => byName.get(name);

/** The resources whose records an area's event names (several resources may read one area). */
export const resourcesOfArea = (area: string): LiveResource[] =>
  [...byName.values()].filter((r) => r.area === area);
