import { type Collection, type CollectionInput, collectionContract } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { confirmDialog } from '../../components/confirm-dialog';
import { applyServerErrors, isConflict } from '../../kit/form/form-errors';
import { isNewer } from '../../kit/form/merge/three-way';
import { useFormMerge } from '../../kit/form/merge/use-form-merge';
import { collections, useBulkInsert } from './api';
import { COLLECTION_DELETE_DIALOG } from './delete-dialog';
import { hideRowConflict, showRowConflict } from './row-conflict';
import { ROW_FIELDS, type RowValues, toRowValues } from './row-values';

type RowForm = UseFormReturn<RowValues, unknown, CollectionInput>;

// the row's version is kept beside its values, not among them: every value is merged
const NOTHING_SKIPPED: readonly string[] = [];

/**
 * What one collection row saves: Save (the typed fields), and the instant saves New and Bulk
 * Insert. The row carries one version: as loaded, then as each of its own saves answered, so
 * Save after New or Bulk Insert is not taken for someone else's change. Someone else's
 * change (the list refetched, or a 409 on Save) updates the row in place when nothing is
 * typed, else is merged with what was typed, asking per field both changed (issue 27 §3).
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

  const merging = useFormMerge({
    form,
    version: () => version.current,
    adoptVersion: keepVersion,
    unsaved: () => form.formState.isDirty,
    skip: NOTHING_SKIPPED,
  });
  // a Save tried while a merged field is still to choose: the panel points at it
  const [askMerge, setAskMerge] = useState(0);
  // the list brought a newer version of the row: not while its own save is under way (that
  // version may be the save's own, which the row adopts itself)
  const { receive } = merging;
  const saving = save.isPending;
  useEffect(() => {
    if (!saving) receive(toRowValues(c), c.updated_at);
  }, [c, saving, receive]);

  /** Their version, after a conflict: the typed values give way to it (the user chose Reload). */
  const reloadRow = async () => {
    const fresh = await queryClient.fetchQuery({ ...collections.oneOptions(id), staleTime: 0 });
    keepVersion(fresh.updated_at);
    form.reset(toRowValues(fresh));
    void queryClient.invalidateQueries({ queryKey: collections.keys.lists() });
  };

  /** A 409: their version, fetched, merged with what was typed (the notice only when none is newer). */
  const mergeAfterConflict = async (sent: string) => {
    const fresh = await queryClient
      .fetchQuery({ ...collections.oneOptions(id), staleTime: 0 })
      .catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: collections.keys.lists() });
    if (fresh && isNewer(fresh.updated_at, sent)) receive(toRowValues(fresh), fresh.updated_at, 'conflict');
    else showRowConflict(id, label, () => void reloadRow());
  };

  const onSave = form.handleSubmit(async (values) => {
    if (merging.pendingNow().length > 0) {
      setAskMerge((n) => n + 1);
      return;
    }
    const sent = version.current;
    try {
      // is_new is saved by its own toggle: send what the row shows now
      const body = { ...values, is_new: c.is_new, updated_at: version.current };
      const saved = await save.mutateAsync({ id, body });
      keepVersion(saved.updated_at);
      form.reset(form.getValues());
      merging.clear();
      hideRowConflict(id);
      notifications.show({ color: 'green', message: `Saved ${values.title || 'the collection'}` });
    } catch (err) {
      if (isConflict(err)) await mergeAfterConflict(sent);
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
    /** someone else's version: the notice, or the merge with what was typed */
    merging,
    askMerge,
    saving,
    deleting: remove.isPending,
    bulking: bulk.isPending,
  };
}
