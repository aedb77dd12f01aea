import { BULK_MAX_IDS } from '@adlib/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Query, request } from '../../api/client';
import { declared, type ResourceContext } from './resource-context';
import type { BulkCall, ResourceContract } from './resource-contract';
import type { ResourceKeys } from './resource-keys';
import type { BulkBody, BulkEditBody, BulkOutcome, BulkTarget } from './resource-types';
import { useUndoDelete } from './use-undo-delete';

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
async function sendBulk(endpoint: BulkCall, body: BulkTarget & { [key: string]: unknown }, dryRun = false) {
  const target: BulkTarget = body;
  if ('filter' in target) {
    // all: the user chose "Select all N matching" and confirmed the server's count, so a list
    // with no filter set means every row (the server refuses an empty filter without it)
    const sent = { ...body, filter: filterBody(target.filter), all: true, dry_run: dryRun };
    const answer = await request(endpoint, { body: sent });
    return { count: answer.count, batches: answer.batch ? [answer.batch] : [] };
  }
  const { ids } = target;
  let count = 0;
  // a delete's parts each went to the trash as a batch of their own: Undo restores them all
  // (over a filter the server makes one batch for the whole call)
  const batches: string[] = [];
  for (let start = 0; start < ids.length; start += BULK_MAX_IDS) {
    const part = ids.slice(start, start + BULK_MAX_IDS);
    const answer = await request(endpoint, {
      body: { ...body, ids: part, ...(dryRun && { dry_run: true }) },
    });
    count += answer.count;
    if (answer.batch) batches.push(answer.batch);
  }
  return { count, batches };
}

/** After any bulk call: the lists start again from the first page, records reload. */
function refresh(queryClient: QueryClient, keys: Pick<ResourceKeys<unknown>, 'details' | 'lists'>) {
  void queryClient.invalidateQueries({ queryKey: keys.details() });
  return queryClient.resetQueries({ queryKey: keys.lists() });
}

/** Bulk actions and bulk edit over the list's rows (decision 017). */
export function bulkHooks<C extends ResourceContract, F>(context: ResourceContext<C, F>) {
  const { contract, keys } = context;
  return {
    /** POST { ids | filter, action }; afterwards the lists start again from the first page. */
    useBulk<Action extends string>(errorTitle: string) {
      const queryClient = useQueryClient();
      const undo = useUndoDelete(context);
      return useMutation({
        mutationFn: async (body: BulkBody<Action>): Promise<BulkOutcome> => {
          const { count, batches } = await sendBulk(declared(contract.bulk, 'bulk'), body);
          return contract.trash && batches.length ? { count, undo: () => undo(batches) } : { count };
        },
        meta: { errorTitle },
        // settled, not success: parts sent before a failing one did change rows
        onSettled: () => refresh(queryClient, keys),
      });
    },

    /** How many rows a bulk action would change (dry_run): the count the screen confirms. */
    countBulk<Action extends string>(body: BulkBody<Action>) {
      return sendBulk(declared(contract.bulk, 'bulk'), body, true);
    },

    /** POST bulk-edit: one field set on the rows; `dryRun` only counts them. */
    bulkEdit(body: BulkEditBody, dryRun = false) {
      return sendBulk(declared(contract.bulkEdit, 'bulk edit'), body, dryRun);
    },

    /** After a bulk edit: the lists start again from the first page, records reload. */
    useAfterBulk() {
      const queryClient = useQueryClient();
      return useCallback(() => refresh(queryClient, keys), [queryClient, keys]);
    },
  };
}
