import { BULK_MAX_IDS, type ImportResult, PAGE_SIZE, type ResultsPage } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, download, type Query, streamed, upload } from '../../api/client';
import { leaveFilteredLists, patchInLists } from './list-cache';
import { resourceKeys } from './resource-keys';
import {
  type ResourceOptions as BaseOptions,
  type BulkBody,
  type BulkEditBody,
  type BulkOutcome,
  type BulkTarget,
  type ImportChoice,
  type ImportProgressLine,
  type RowSwitchOptions,
  type Saved,
  UNDO_DELETE_MS,
} from './resource-types';
import { showUndoable } from './undo-notification';
import { useInfinitePages } from './use-infinite-pages';

/** Where a resource lives in the API; only what it offers is given. */
export interface ResourcePaths {
  /** GET: a page of the list (`total` + `results`) */
  list: string;
  /** GET one record */
  one: (id: number) => string;
  /** POST: create */
  create?: string;
  /** PUT: update (the record's `updated_at` is sent back: 409 when stale) */
  update?: (id: number) => string;
  /** DELETE */
  remove?: (id: number) => string;
  /** POST { ids | filter, action }; `${bulk}-edit` sets one field (decision 017) */
  bulk?: string;
  /** GET: the list's filters as a CSV file */
  export?: { path: string; fileName: string };
  /** POST multipart (id, folder, file) */
  upload?: { path: string; folder: string };
  /** several files per record: upload routes by name, each file part named `fileField` or by slot */
  uploads?: Record<string, { path: string; folder: string }>;
  /** POST multipart (dry_run, skip_invalid, file): a CSV or JSON file of records (decision 014) */
  import?: string;
  /** the area's trash (decision 018): a delete's notification offers Undo through `{trash}/restore` */
  trash?: string;
}

/** A list filter as the bulk routes take it: the query string's own values, as text. */
const filterBody = (filter: Query) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/**
 * The API takes at most BULK_MAX_IDS ids a request, and "select all loaded" after a long
 * scroll holds more: the ids go in parts, one after another; the answer is the total changed.
 * A filter is one request: the server acts on its rows in one transaction.
 */
async function sendBulk(path: string, body: BulkTarget & { [key: string]: unknown }, dryRun = false) {
  if ('filter' in body) {
    // all: the user chose "Select all N matching" and confirmed the server's count, so a list
    // with no filter set means every row (the server refuses an empty filter without it)
    const sent = { ...body, filter: filterBody(body.filter as Query), all: true, dry_run: dryRun };
    const answer = await api<{ count: number; batch?: string }>(path, { method: 'POST', body: sent });
    return { count: answer.count, batches: answer.batch ? [answer.batch] : [] };
  }
  const { ids, ...rest } = body;
  let count = 0;
  // a delete's parts each went to the trash as a batch of their own: Undo restores them all
  // (over a filter the server makes one batch for the whole call)
  const batches: string[] = [];
  for (let start = 0; start < ids.length; start += BULK_MAX_IDS) {
    const part = ids.slice(start, start + BULK_MAX_IDS);
    const sent = { ...rest, ids: part, ...(dryRun && { dry_run: true }) };
    const answer = await api<{ count: number; batch?: string }>(path, { method: 'POST', body: sent });
    count += answer.count;
    if (answer.batch) batches.push(answer.batch);
  }
  return { count, batches };
}

interface ResourceOptions extends BaseOptions {
  /** the list answer's name for its rows when not `results` (SPEC's users list: `records`) */
  listResultsKey?: string;
  /** where a list that is not paged holds its rows: `results` (default) or `records` */
  allField?: 'results' | 'records';
}

const isId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * A resource's typed client and query hooks from its paths: the types are pinned once here
 * (from the shared schemas), so a screen never names a response type. Every write
 * invalidates through the key factory.
 *
 * Record: GET one; Item: a row of the list; Input: what create/update send;
 * Filters: the list's query besides paging.
 */
/**
 * TRANSITIONAL: the areas whose contract is not in packages/shared yet; each moves to
 * createResource(contract) and this file goes.
 */
export function createPathResource<
  Rec extends { id: number },
  Item extends { id: number },
  Input,
  Filters extends Query = Query,
>(name: string, paths: ResourcePaths, options: ResourceOptions = {}) {
  const keys = resourceKeys<Filters>(name);

  const fetchOne = (id: number) => api<Rec>(paths.one(id));
  const oneOptions = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => fetchOne(id),
      enabled: isId(id),
      staleTime: options.oneStaleTime,
      meta: { silent: options.oneSilent ?? true },
    });
  /** every row at once, for the short lists that are not paged (titles) */
  const allOptions = () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: async () => {
        const data = await api<ResultsPage<Item> & { records?: Item[] }>(paths.list);
        return (options.allField === 'records' ? data.records : data.results) ?? [];
      },
      // the screen shows the failure in place, with a Retry
      meta: { silent: true },
    });

  /**
   * Undo of a delete: restores its batches, then the lists show the rows again in their
   * places; a failure (purged meanwhile, a clash) is notified with the server's reason.
   */
  const useUndoDelete = () => {
    const queryClient = useQueryClient();
    return (batches: readonly string[]) => {
      const trash = requirePath(paths.trash, 'trash');
      void (async () => {
        try {
          for (const batch of batches) await api(`${trash}/restore`, { method: 'POST', body: { batch } });
          notifications.show({ color: 'green', message: 'Restored' });
        } catch (err) {
          notifications.show({
            color: 'red',
            title: 'Not restored',
            message: err instanceof Error ? err.message : String(err),
          });
        } finally {
          void queryClient.invalidateQueries({ queryKey: keys.all });
        }
      })();
    };
  };

  return {
    keys,
    oneOptions,
    allOptions,
    useOne: (id: number) => useQuery(oneOptions(id)),
    useAll: () => useQuery(allOptions()),

    /** The scrolled list (SPEC paging: a page counter, the keyset cursor underneath). */
    useInfiniteList: (filters: Filters) =>
      useInfinitePages(keys.list(filters), async ({ page, cursor, signal }) => {
        const query = { ...filters, size: PAGE_SIZE, page, cursor };
        const rowsKey = options.listResultsKey;
        if (!rowsKey) return api<ResultsPage<Item>>(paths.list, { query, signal });
        const named = await api<Omit<ResultsPage<Item>, 'results'> & Record<string, Item[]>>(paths.list, {
          query,
          signal,
        });
        return { ...named, results: named[rowsKey] ?? [] };
      }),

    /** Create without an id, update with one; the form shows 409 and field errors itself. */
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id?: number; body: Input }) => {
          if (id !== undefined && paths.update) return api<Saved>(paths.update(id), { method: 'PUT', body });
          if (id === undefined && paths.create) return api<Saved>(paths.create, { method: 'POST', body });
          throw new Error(`${name} cannot be ${id === undefined ? 'created' : 'updated'} here`);
        },
        meta: { errorHandledByForm: true },
        onSuccess: (saved) => {
          void queryClient.invalidateQueries({ queryKey: keys.lists() });
          void queryClient.invalidateQueries({ queryKey: keys.detail(saved.id) });
        },
      });
    },

    /**
     * DELETE one record. With a trash (`paths.trash`), the kit says "<noun> deleted" with an
     * Undo for 10 seconds (the area shows no notification of its own).
     */
    useDelete() {
      const queryClient = useQueryClient();
      const undo = useUndoDelete();
      return useMutation({
        mutationFn: (id: number) =>
          api<{ batch?: string } | undefined>(requirePath(paths.remove, 'remove')(id), { method: 'DELETE' }),
        meta: { errorTitle: 'Not deleted' },
        onSuccess: (data, id) => {
          queryClient.removeQueries({ queryKey: keys.detail(id) });
          void queryClient.invalidateQueries({ queryKey: keys.lists() });
          const message = `${options.noun ?? 'Record'} deleted`;
          const batch = data?.batch;
          if (paths.trash && batch)
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

    /**
     * A one-field switch of a row (Visible): shown at once, saved at once, put back if the
     * save fails (the query client's default notification says so). Only this row is put
     * back, so a failure cannot undo another row switched meanwhile. Once saved, the row
     * leaves the loaded lists filtered on the field (the Visible list after Hide) and their
     * totals follow; lists not filtered on it keep the row in place. With `confirm`, a saved
     * switch says so in a short notification carrying Undo, which brings the row back.
     */
    useRowSwitch<K extends keyof Item & string>(
      field: K,
      path: (id: number) => string,
      errorTitle: string,
      opts: RowSwitchOptions = {},
    ) {
      const queryClient = useQueryClient();
      const lists = keys.lists();
      const patch = (id: number, value: boolean) =>
        patchInLists<Item>(queryClient, lists, id, { [field]: value } as Partial<Item>);
      const mutation = useMutation({
        // `undoing`: the switch put back from the notification, which needs no confirmation of its own
        mutationFn: ({ id, value }: { id: number; value: Item[K] & boolean; undoing?: boolean }) =>
          // areas that answer the new version (collections' New) read it from the result
          api<Partial<Saved> | undefined>(path(id), { method: 'PUT', body: { [field]: value } }),
        meta: { errorTitle },
        onMutate: ({ id, value }) => patch(id, value),
        onError: (_err, { id, value }) => patch(id, !value),
        onSuccess: (answer, { id, value, undoing }) => {
          opts.onSaved?.(id, answer ?? {});
          const putBack = leaveFilteredLists<Item>(queryClient, lists, id, opts.filterKey ?? field, value);
          void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
          // the other lists now differ too; refetch when next shown, not under the user
          void queryClient.invalidateQueries({ queryKey: lists, refetchType: 'none' });
          if (opts.confirm && !undoing)
            showUndoable({
              key: `${name}-${field}-${id}`,
              message: opts.confirm(id, value),
              onUndo: () =>
                mutation.mutate(
                  { id, value: !value as Item[K] & boolean, undoing: true },
                  { onSuccess: () => putBack({ [field]: !value } as Partial<Item>) },
                ),
            });
        },
      });
      return mutation;
    },

    /** POST { ids | filter, action }; afterwards the lists start again from the first page. */
    useBulk<Action extends string>(errorTitle: string) {
      const queryClient = useQueryClient();
      const undo = useUndoDelete();
      return useMutation({
        mutationFn: async (body: BulkBody<Action>): Promise<BulkOutcome> => {
          const { count, batches } = await sendBulk(requirePath(paths.bulk, 'bulk'), body);
          return paths.trash && batches.length ? { count, undo: () => undo(batches) } : { count };
        },
        meta: { errorTitle },
        // settled, not success: parts sent before a failing one did change rows
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: keys.details() });
          return queryClient.resetQueries({ queryKey: keys.lists() });
        },
      });
    },

    /** How many rows a bulk action would change (dry_run): the count the screen confirms. */
    countBulk<Action extends string>(body: BulkBody<Action>) {
      return sendBulk(requirePath(paths.bulk, 'bulk'), body, true);
    },

    /** POST {bulk}-edit: one field set on the rows; `dryRun` only counts them. */
    bulkEdit(body: BulkEditBody, dryRun = false) {
      return sendBulk(`${requirePath(paths.bulk, 'bulk')}-edit`, body, dryRun);
    },

    /** After a bulk edit: the lists start again from the first page, records reload. */
    useAfterBulk() {
      const queryClient = useQueryClient();
      const { details, lists } = keys;
      return useCallback(() => {
        void queryClient.invalidateQueries({ queryKey: details() });
        return queryClient.resetQueries({ queryKey: lists() });
      }, [queryClient, details, lists]);
    },

    /** The file of record `id`, sent after the record is saved, reporting 0–100. */
    upload(id: number, file: File, onProgress: (percent: number) => void) {
      const to = requirePath(paths.upload, 'upload');
      return upload<{ url: string }>({
        path: to.path,
        file,
        fields: { id: String(id), folder: to.folder },
        onProgress,
      });
    },

    /**
     * A file of record `id` to the named upload route (`paths.uploads`), its part named
     * `fileField` ('file', or a slot such as '3'); answers the route's data.
     */
    uploadTo<Answer>(
      route: string,
      id: number,
      file: File,
      onProgress: (percent: number) => void,
      fileField = 'file',
    ) {
      const to = requirePath(paths.uploads?.[route], `upload ${route}`);
      return upload<Answer>({
        path: to.path,
        file,
        fileField,
        fields: { id: String(id), folder: to.folder },
        onProgress,
      });
    },

    /**
     * Imports a file (or, dryRun, checks it), hearing the server's progress lines; the
     * lists start again from the first page once rows were written.
     */
    useImportFile() {
      const queryClient = useQueryClient();
      return async (
        file: File,
        choice: ImportChoice,
        onProgress?: (line: ImportProgressLine) => void,
        signal?: AbortSignal,
      ) => {
        const result = await streamed<ImportResult, ImportProgressLine>({
          path: requirePath(paths.import, 'import'),
          file,
          fields: { dry_run: String(choice.dryRun), skip_invalid: String(choice.skipInvalid) },
          onProgress,
          signal,
        });
        if (result.outcome === 'imported' && result.inserted + result.updated > 0) {
          void queryClient.invalidateQueries({ queryKey: keys.details() });
          void queryClient.resetQueries({ queryKey: keys.lists() });
        }
        return result;
      };
    },

    /** The list's current filters as a CSV download. */
    /** `onProgress` hears the lines received so far (the header included) while it streams in. */
    exportCsv(filters: Filters, onProgress?: (lines: number) => void) {
      const to = requirePath(paths.export, 'export');
      return download(to.path, filters, to.fileName, onProgress);
    },
  };
}

function requirePath<T>(path: T | undefined, what: string): T {
  if (path === undefined) throw new Error(`This resource has no ${what} path`);
  return path;
}

export type PathResource<
  Rec extends { id: number },
  Item extends { id: number },
  Input,
  Filters extends Query,
> = ReturnType<typeof createPathResource<Rec, Item, Input, Filters>>;
