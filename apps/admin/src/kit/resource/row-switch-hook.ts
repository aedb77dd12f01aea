import type { Endpoint } from '@adlib/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../api/client';
import { leaveFilteredLists, patchInLists } from './list-cache';
import type { ResourceContext } from './resource-context';
import type { ItemOf, ResourceContract } from './resource-contract';
import type { RowSwitchOptions, Saved } from './resource-types';
import { showUndoable } from './undo-notification';

/** The call a row's switch makes: PUT one field of record `:id`. */
export type SwitchCall = Endpoint<'PUT', z.ZodType<{ id: number }>, undefined, z.ZodType>;

/** What an answer tells of the record's new version (collections' New answers it). */
const versionIn = (answer: unknown): Partial<Saved> =>
  answer && typeof answer === 'object' && 'updated_at' in answer && typeof answer.updated_at === 'string'
    ? { updated_at: answer.updated_at }
    : {};

/**
 * A one-field switch of a row (Visible): shown at once, saved at once, put back if the
 * save fails (the query client's default notification says so). Only this row is put
 * back, so a failure cannot undo another row switched meanwhile. Once saved, the row
 * leaves the loaded lists filtered on the field (the Visible list after Hide) and their
 * totals follow; lists not filtered on it keep the row in place. With `confirm`, a saved
 * switch says so in a short notification carrying Undo, which brings the row back.
 */
export function rowSwitchHook<C extends ResourceContract, F>({ name, keys }: ResourceContext<C, F>) {
  type Item = ItemOf<C>;
  return function useRowSwitch<K extends keyof Item & string>(
    field: K,
    endpoint: SwitchCall,
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
        request(endpoint, { params: { id }, body: { [field]: value } }),
      meta: { errorTitle },
      onMutate: ({ id, value }) => patch(id, value),
      onError: (_err, { id, value }) => patch(id, !value),
      onSuccess: (answer, { id, value, undoing }) => {
        opts.onSaved?.(id, { id, ...versionIn(answer) });
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
  };
}
