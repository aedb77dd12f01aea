import { IDS_MAX, type LiveChange, type ResultsPage } from '@adlib/shared';
import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLive } from './live-context';
import { liveResource } from './live-registry';

/** How long a changed row stays highlighted, and a row that left fades before it goes. */
export const HIGHLIGHT_MS = 2000;
export const FADE_MS = 1200;
/** Changes arriving this close together are looked at once. */
const GATHER_MS = 250;

type Row = { id: number };
type Pages = InfiniteData<ResultsPage<Row>>;

/** What one look at the list's first page found for the records the changes named. */
export interface Reconciled {
  /** in the list and still matching: their new values, in place */
  changed: Map<number, Row>;
  /** in the list but no longer matching (or deleted): they fade out */
  gone: Set<number>;
  /** matching now but not loaded: behind the "N new" bar */
  added: Set<number>;
  total: number;
}

/** How far down the loaded list the first page fetched again tells of every row. */
function spanOf(fresh: ResultsPage<Row>) {
  // a first page that is the whole list tells of every row; otherwise of the rows it reaches
  const whole = fresh.next_cursor === null || fresh.results.length >= fresh.total;
  return whole ? Number.POSITIVE_INFINITY : fresh.results.length;
}

/**
 * The named records loaded further down than the first page reaches (and not deleted): the
 * list asks for them by id under its filters, to learn whether each still matches.
 */
export function deepIds(
  loaded: readonly Row[],
  fresh: ResultsPage<Row>,
  named: ReadonlyMap<number, LiveChange['action']> | 'all',
): number[] {
  if (named === 'all') return [];
  const span = spanOf(fresh);
  const inFresh = new Set(fresh.results.map((r) => r.id));
  return loaded.flatMap((r, at) =>
    at >= span && named.has(r.id) && named.get(r.id) !== 'deleted' && !inFresh.has(r.id) ? [r.id] : [],
  );
}

/**
 * Compares the list as loaded with its first page fetched again, for the records named (all
 * of the first page's when a change named none, a large import). A row further down than the
 * first page reaches is told by `deep`, the named rows fetched by id under the list's filters:
 * there it still matches, missing there it no longer does (without `deep` it stays as it is,
 * unless it was deleted).
 */
export function reconcile(
  loaded: readonly Row[],
  fresh: ResultsPage<Row>,
  named: ReadonlyMap<number, LiveChange['action']> | 'all',
  deep?: readonly Row[],
): Reconciled {
  const freshById = new Map(fresh.results.map((r) => [r.id, r]));
  const deepById = deep ? new Map(deep.map((r) => [r.id, r])) : null;
  const position = new Map(loaded.map((r, i) => [r.id, i]));
  const span = spanOf(fresh);
  const ids =
    named === 'all'
      ? new Set([...freshById.keys(), ...loaded.slice(0, span).map((r) => r.id)])
      : new Set(named.keys());
  const out: Reconciled = { changed: new Map(), gone: new Set(), added: new Set(), total: fresh.total };
  for (const id of ids) {
    const at = position.get(id);
    const row = freshById.get(id);
    const action = named === 'all' ? undefined : named.get(id);
    const below = deepById?.get(id);
    if (at !== undefined && row) out.changed.set(id, row);
    else if (at !== undefined && at >= span && action !== 'deleted' && deepById) {
      if (below) out.changed.set(id, below);
      else out.gone.add(id);
    } else if (at !== undefined) {
      if (action === 'deleted' || at < span) out.gone.add(id);
    } else if (row) out.added.add(id);
  }
  return out;
}

const rowsOf = (data: Pages | undefined) => data?.pages.flatMap((p) => p.results) ?? [];

/**
 * A scrolled list that follows its area's changes elsewhere without moving (issue 27): rows
 * that changed take their new values in place and are highlighted, rows that no longer
 * match fade out, rows that now match wait behind "N new — Show", and the total follows.
 * `name`: the list's resource (createResource's); `filters`: those its pages are cached under.
 */
export function useLiveList(name: string | undefined, filters: unknown) {
  const live = useLive();
  const queryClient = useQueryClient();
  const resource = name ? liveResource(name) : undefined;
  const filtersKey = JSON.stringify(filters);
  const key = useMemo<QueryKey>(() => [name, 'list', JSON.parse(filtersKey)], [name, filtersKey]);
  const [added, setAdded] = useState<readonly number[]>([]);

  // other filters: another list, nothing waiting
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the key changes
  useEffect(() => setAdded([]), [key]);

  useEffect(() => {
    const store = live?.store;
    const fetchFirst = resource?.fetchFirst;
    if (!store || !resource || !fetchFirst) return;
    let named: Map<number, LiveChange['action']> | 'all' = new Map();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const controller = new AbortController();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, fn: () => void) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    };

    async function look() {
      timer = null;
      const asked = named;
      named = new Map();
      if (!queryClient.getQueryData<Pages>(key) || !fetchFirst || !store || !resource) return;
      let fresh: ResultsPage<Row>;
      try {
        fresh = await fetchFirst(JSON.parse(filtersKey), controller.signal);
      } catch {
        return; // the next change, or a reload, brings it
      }
      let data = queryClient.getQueryData<Pages>(key);
      if (!data) return;
      // rows scrolled past the first page: asked for by id, so they too update or leave
      const below = deepIds(rowsOf(data), fresh, asked);
      let deep: readonly Row[] | undefined;
      // past IDS_MAX at once (a bulk action's rows), they wait for a reload: none is wrongly dropped
      if (below.length > 0 && below.length <= IDS_MAX && resource.fetchByIds)
        try {
          deep = (await resource.fetchByIds(JSON.parse(filtersKey), below, controller.signal)).results;
        } catch {
          deep = undefined; // they stay as they are until the next change or a reload
        }
      data = queryClient.getQueryData<Pages>(key);
      if (!data) return;
      const found = reconcile(rowsOf(data), fresh, asked, deep);
      const area = resource.area;
      queryClient.setQueryData<Pages>(key, {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          total: p.total_is_estimate ? p.total : found.total,
          results: p.results.map((r) => found.changed.get(r.id) ?? r),
        })),
      });
      for (const id of found.changed.keys()) {
        store.setMark(area, id, 'changed');
        later(HIGHLIGHT_MS, () => store.mark(area, id) === 'changed' && store.setMark(area, id, null));
      }
      for (const id of found.gone) store.setMark(area, id, 'gone');
      if (found.gone.size > 0)
        later(FADE_MS, () => {
          const now = queryClient.getQueryData<Pages>(key);
          if (now)
            queryClient.setQueryData<Pages>(key, {
              ...now,
              pages: now.pages.map((p) => ({
                ...p,
                results: p.results.filter((r) => !found.gone.has(r.id)),
              })),
            });
          for (const id of found.gone) store.setMark(area, id, null);
        });
      if (found.added.size > 0) setAdded((was) => [...new Set([...was, ...found.added])]);
    }

    const offChange = store.onChange((change) => {
      if (change.area !== resource.area) return;
      if (change.ids.length === 0) named = 'all';
      else if (named !== 'all') for (const id of change.ids) named.set(id, change.action);
      timer ??= setTimeout(() => void look(), GATHER_MS);
    });
    const offReset = store.onReset(() => setAdded([]));
    return () => {
      offChange();
      offReset();
      controller.abort();
      if (timer) clearTimeout(timer);
      for (const t of timers) clearTimeout(t);
    };
  }, [live, resource, key, filtersKey, queryClient]);

  // a row the list loaded meanwhile (its own refetch, the user's own save) waits no more
  const loaded = queryClient.getQueryData<Pages>(key);
  const waiting = useMemo(() => {
    const ids = new Set(rowsOf(loaded).map((r) => r.id));
    return added.filter((id) => !ids.has(id));
  }, [added, loaded]);

  /** Show: the list from its top again, with the new rows in it. */
  const show = useCallback(() => {
    setAdded([]);
    void queryClient.resetQueries({ queryKey: key, exact: true });
    window.scrollTo({ top: 0 });
  }, [queryClient, key]);

  return { area: resource?.area ?? null, waiting: waiting.length, show };
}
