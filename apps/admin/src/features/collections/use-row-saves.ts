import { type Collection, type CollectionInput, collectionContract } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { confirmDialog } from '../../components/confirm-dialog';
import { applyServerErrors, isConflict } from '../../kit/form/form-errors';
import { collections, useBulkInsert } from './api';
import { COLLECTION_DELETE_DIALOG } from './delete-dialog';
import { hideRowConflict, showRowConflict } from './row-conflict';
import { ROW_FIELDS, type RowValues, toRowValues } from './row-values';

type RowForm = UseFormReturn<RowValues, unknown, CollectionInput>;

/**
 * What one collection row saves: Save (the typed fields), and the instant saves New and Bulk
 * Insert. The row carries one version: as loaded, then as each of its own saves answered, so
 * Save after New or Bulk Insert is not taken for someone else's change (a real one keeps
 * what was typed).
 */
export function useRowSaves(c: Collection, form: RowForm) {
  const queryClient = useQueryClient();
  const version = useRef(c.updated_at);
  const keepVersion = (updatedAt: string | undefined) => {
    if (updatedAt) version.current = updatedAt;
  };
  const label = c.title ? `“${c.title}”` : `Collection ${c.id}`;
  const save = collections.useSave();
  const remove = collections.useDelete();
  const bulk = useBulkInsert();
  const toggleNew = collections.useRowSwitch('is_new', collectionContract.newToggle, 'New not saved', {
    confirm: (_id, isNew) => `${label} ${isNew ? 'marked New' : 'no longer New'}`,
    onSaved: (_id, answer) => keepVersion(answer.updated_at),
  });
  const { id } = c;
  useEffect(
    () => () => {
      hideRowConflict(id);
    },
    [id],
  );

  /** Their version, after a conflict: the typed values give way to it (the user chose Reload). */
  const reloadRow = async () => {
    const fresh = await queryClient.fetchQuery({ ...collections.oneOptions(id), staleTime: 0 });
    keepVersion(fresh.updated_at);
    form.reset(toRowValues(fresh));
    void queryClient.invalidateQueries({ queryKey: collections.keys.lists() });
  };

  const onSave = form.handleSubmit(async (values) => {
    try {
      // is_new is saved by its own toggle: send what the row shows now
      const body = { ...values, is_new: c.is_new, updated_at: version.current };
      const saved = await save.mutateAsync({ id, body });
      keepVersion(saved.updated_at);
      form.reset(form.getValues());
      hideRowConflict(id);
      notifications.show({ color: 'green', message: `Saved ${values.title || 'the collection'}` });
    } catch (err) {
      if (isConflict(err)) showRowConflict(id, label, () => void reloadRow());
      else if (!applyServerErrors(err, form.setError, ROW_FIELDS)) {
        notifications.show({ color: 'red', title: 'Not saved', message: (err as Error).message });
      }
    }
  });

  const onToggleNew = (value: boolean) => toggleNew.mutate({ id, value });

  const onDelete = async () => {
    if (await confirmDialog(COLLECTION_DELETE_DIALOG)) remove.mutate(id);
  };

  const onBulkInsert = async () => {
    const dry = await bulk.mutateAsync({ id, dry_run: true }).catch(() => null);
    if (!dry) return;
    const yes = await confirmDialog({
      title: 'Bulk Insert',
      text: `Link ${dry.linked} visible ${dry.linked === 1 ? 'ad' : 'ads'} sharing this collection's tags (or its month, without tags)? This can be done once.`,
      confirmLabel: 'Bulk Insert',
      danger: false,
    });
    if (!yes) return;
    const done = await bulk.mutateAsync({ id, dry_run: false }).catch(() => null);
    if (!done) return;
    keepVersion(done.updated_at);
    notifications.show({ color: 'green', message: `Linked ${done.linked} ads to ${label}` });
  };

  return {
    onSave,
    onToggleNew,
    onDelete,
    onBulkInsert,
    saving: save.isPending,
    deleting: remove.isPending,
    bulking: bulk.isPending,
  };
}
