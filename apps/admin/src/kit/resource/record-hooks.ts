import { PAGE_SIZE, type ResultsPage } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Query, request } from '../../api/client';
import { declared, type ResourceContext } from './resource-context';
import type { InputOfContract, ItemOf, ResourceContract } from './resource-contract';
import { type Saved, UNDO_DELETE_MS } from './resource-types';
import { showUndoable } from './undo-notification';
import { useInfinitePages } from './use-infinite-pages';
import { useUndoDelete } from './use-undo-delete';

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** A list answer's rows, whichever name SPEC gives them (`results`; users and collections: `records`). */
type ListAnswer<Row> = Partial<Omit<ResultsPage<Row>, 'results'>> & { results?: Row[]; records?: Row[] };

/**
 * GET the list page with `query`. The contract's page answers a page of ItemOf<C> (RowsOf reads
 * the same rows), which TypeScript cannot follow through a generic contract: the one cast here.
 */
async function fetchPage<C extends ResourceContract>(contract: C, query: Query, signal?: AbortSignal) {
  const list = declared(contract.page ?? contract.all, 'list');
  const answer = (await request(list, { ...(contract.page && { query }), signal })) as ListAnswer<ItemOf<C>>;
  const results = answer.results ?? answer.records ?? [];
  return { ...answer, total: answer.total ?? results.length, results };
}

/** GET one, the list (paged or whole), create/update and delete: what every area with records has. */
export function recordHooks<C extends ResourceContract, Filters extends Query>(
  context: ResourceContext<C, Filters>,
) {
  const { name, contract, keys, options } = context;

  const oneOptions = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => request<NonNullable<C['one']>>(declared(contract.one, 'record'), { params: { id } }),
      enabled: isId(id),
      staleTime: options.oneStaleTime,
      meta: { silent: options.oneSilent ?? true },
    });
  /** every row at once, for the short lists that are not paged (titles) */
  const allOptions = () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: async () => (await fetchPage(contract, {})).results,
      // the screen shows the failure in place, with a Retry
      meta: { silent: true },
    });

  return {
    keys,
    /** a page of the list under `query`, outside the cache (the live lists compare it with theirs) */
    fetchPage: (query: Query, signal?: AbortSignal) => fetchPage(contract, query, signal),
    oneOptions,
    allOptions,
    useOne: (id: number) => useQuery(oneOptions(id)),
    useAll: () => useQuery(allOptions()),

    /** The scrolled list (SPEC paging: a page counter, the keyset cursor underneath). */
    useInfiniteList: (filters: Filters) =>
      useInfinitePages(keys.list(filters), ({ page, cursor, signal }) =>
        fetchPage(contract, { ...filters, size: PAGE_SIZE, page, cursor }, signal),
      ),

    /** Create without an id, update with one; the form shows 409 and field errors itself. */
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id?: number; body: InputOfContract<C> }) =>
          id === undefined
            ? request<NonNullable<C['create']>>(declared(contract.create, 'create'), { body })
            : request<NonNullable<C['update']>>(declared(contract.update, 'update'), {
                params: { id },
                body,
              }),
        meta: { errorHandledByForm: true },
        onSuccess: (saved: Saved) => {
          void queryClient.invalidateQueries({ queryKey: keys.lists() });
          void queryClient.invalidateQueries({ queryKey: keys.detail(saved.id) });
        },
      });
    },

    /**
     * DELETE one record. With a trash, the kit says "<noun> deleted" with an Undo for 10
     * seconds (the area shows no notification of its own).
     */
    useDelete() {
      const queryClient = useQueryClient();
      const undo = useUndoDelete(context);
      return useMutation({
        mutationFn: (id: number) =>
          request<NonNullable<C['remove']>>(declared(contract.remove, 'delete'), { params: { id } }),
        meta: { errorTitle: 'Not deleted' },
        onSuccess: (data, id) => {
          queryClient.removeQueries({ queryKey: keys.detail(id) });
          void queryClient.invalidateQueries({ queryKey: keys.lists() });
          const message = `${options.noun ?? 'Record'} deleted`;
          const { batch } = data;
          if (contract.trash && batch)
            showUndoable({
              key: `${name}-delete-${id}`,
              message,
              autoClose: UNDO_DELETE_MS,
              onUndo: () => undo([batch]),
            });
          else notifications.show({ color: 'green', message });
        },
      });
    },
  };
}
