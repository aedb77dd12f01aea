import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Saved } from '../resource/resource-types';
import { applyServerErrors, isConflict } from './form-errors';
import { isNewer } from './merge/three-way';
import { useFormMerge } from './merge/use-form-merge';
import type { FilePicks } from './use-file-picks';
import type { MediaChoice } from './use-media-choice';
import { useSaveShortcut } from './use-save-shortcut';
import { useUnsavedChanges } from './use-unsaved-changes';

export type SaveOutcome =
  | { ok: true; saved: Saved }
  /** the record was saved but its file was not uploaded */
  | { ok: false; saved: Saved; uploadError: string };

/**
 * Save (then leave, SPEC), Save & Create other, or Ctrl/⌘+S: save and stay on the record.
 * On 'stay' the form already shows the stored record and said "Saved"; a new-record screen
 * moves to the saved record's edit screen (call `allowLeave` first), an edit screen does nothing.
 */
export type AfterSave = 'leave' | 'another' | 'stay';

/** The version form values are at (their updated_at), if any. */
const versionOf = (values: unknown) => (values as { updated_at?: string } | undefined)?.updated_at;

/** A record schema: zod object whose keys are the fields the API may name in errors. */
type RecordSchema<Values extends FieldValues, Output> = z.ZodType<Output, Values> & {
  shape?: Record<string, unknown>;
  def?: unknown;
};

export interface RecordFormOptions<Values extends FieldValues, Output> {
  /** the shared zod schema the API validates with */
  schema: RecordSchema<Values, Output>;
  /** the field names the API may report errors for (default: the schema's keys) */
  fields?: readonly string[];
  defaultValues: Values;
  /** sends the values (create or update); answers the id and the new version */
  save: (values: Output) => Promise<Saved>;
  /** file mode: the picked file is uploaded with the saved id, after the record */
  file?: {
    media: MediaChoice;
    upload: (id: number, file: File, onProgress: (percent: number) => void) => Promise<unknown>;
    /** what "saved, but not uploaded" says, before the reason */
    savedWithoutFile: string;
  };
  /**
   * several files per record: after the record (and `file`), each picked file uploads in
   * the order of its keys, with its own progress; the first failure stops there, names its
   * pick and keeps the screen (onSaved gets ok: false)
   */
  uploads?: {
    picks: FilePicks;
    /** uploads one file of the saved record: the value its field now holds, the new version */
    run: (
      id: number,
      key: string,
      file: File,
      onProgress: (percent: number) => void,
    ) => Promise<{ value: string; updated_at?: string }>;
    /** the form field an uploaded file fills (its text input shows the stored URL) */
    field: (key: string) => string;
    /** how a failure names the pick: 'UGC Creator Video 3' */
    label: (key: string) => string;
    savedWithoutFile: string;
  };
  /** fetches the stored record again after a 409, as form values */
  reload?: () => Promise<Values | undefined>;
  /**
   * the stored record as form values, as its query now holds it: a newer version (saved
   * elsewhere, refetched for any reason) refreshes the form or offers the merge (issue 27 §3)
   */
  stored?: Values;
  /** called only once something was saved; the unsaved-changes guard is already off when ok */
  onSaved: (outcome: SaveOutcome, after: AfterSave) => void;
}

/**
 * One record's form: react-hook-form with the shared schema, the server's field messages
 * beside their fields, a newer stored version (`stored`, or fetched after a 409) refreshed in
 * place or merged with what was typed (`merging`; `conflict` with `reloadTheirs` only when
 * none could be fetched), Ctrl/⌘+S, the
 * unsaved-changes guard, and SPEC 4 "Saving in file mode": save the record, then upload the
 * picked file with the returned id, and move on only when both succeeded.
 */
export function useRecordForm<Values extends FieldValues, Output>(opts: RecordFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(opts.schema),
    defaultValues: opts.defaultValues as DefaultValues<Values>,
  });
  const media = opts.file?.media;
  const picks = opts.uploads?.picks;
  const [conflict, setConflict] = useState(false);
  // Not formState.isSubmitting: the reset after the record is saved clears it while the
  // file is still uploading.
  const [busy, setBusy] = useState(false);
  // Ctrl+S pressed again while saving must not create the record twice.
  const running = useRef(false);
  const allowLeave = useUnsavedChanges(
    form.formState.isDirty || (media?.file ?? null) !== null || Boolean(picks?.picked().length),
  );
  const fields = opts.fields ?? Object.keys(opts.schema.shape ?? {});
  const merging = useFormMerge({
    form,
    version: () => versionOf(form.getValues()),
    unsaved: () =>
      form.formState.isDirty || (media?.file ?? null) !== null || Boolean(picks?.picked().length),
  });
  // a save tried while a merged field is still to choose: the panel points at it
  const [askMerge, setAskMerge] = useState(0);

  // The stored record moved on (a colleague's save, refetched): not while saving, when the
  // newer version may be this form's own save, which the form adopts itself.
  const { stored } = opts;
  const { receive } = merging;
  useEffect(() => {
    const version = versionOf(stored);
    if (stored && version && !busy) receive(stored, version);
  }, [stored, busy, receive]);

  async function saveThenUpload(values: Output, after: AfterSave) {
    setConflict(false);
    if (media?.type === 'file' && !media.file) {
      media.setFileError('Choose a file to upload, or pick another Media Type.');
      return;
    }
    let saved: Saved;
    try {
      saved = await opts.save(values);
    } catch (err) {
      // a field message goes beside its field whatever the status (a taken value is 400 now, but a
      // 409 naming a field is not "someone else saved it"); a 409 alone is a stale version
      if (applyServerErrors(err, form.setError, fields)) return;
      if (isConflict(err)) await mergeAfterConflict(versionOf(values));
      else
        notifications.show({
          color: 'red',
          title: 'Not saved',
          message: err instanceof Error ? err.message : 'Something went wrong',
        });
      return;
    }
    // The record is saved: what the form shows is now the stored state, at its new version.
    merging.clear();
    form.reset(
      { ...form.getValues(), ...(saved.updated_at ? { updated_at: saved.updated_at } : {}) },
      { keepDefaultValues: false },
    );

    if (opts.file && media?.type === 'file' && media.file) {
      media.setProgress(0);
      try {
        await opts.file.upload(saved.id, media.file, media.setProgress);
      } catch (err) {
        const uploadError = `${opts.file.savedWithoutFile}: ${(err as Error).message}`;
        media.setProgress(null);
        media.setFileError(uploadError);
        notifications.show({ color: 'orange', title: 'Saved without its file', message: uploadError });
        return opts.onSaved({ ok: false, saved, uploadError }, after);
      }
      media.setProgress(null);
      if (after === 'stay') await showStoredAfterUpload();
    }
    const uploadError = await uploadPicks(saved);
    if (uploadError) return opts.onSaved({ ok: false, saved, uploadError }, after);
    if (after === 'stay') notifications.show({ color: 'green', message: 'Saved' });
    // staying keeps guarding the next changes; the form is clean again since the reset above
    else allowLeave();
    opts.onSaved({ ok: true, saved }, after);
  }

  /**
   * A 409: their version, fetched (the 409 carries none), merged with what was typed; the
   * panel asks about each field both changed. Without a newer version to merge (the reload
   * failed): the alert with Reload, the typing kept.
   */
  async function mergeAfterConflict(sent: string | undefined) {
    const fresh = await opts.reload?.().catch(() => undefined);
    const version = versionOf(fresh);
    // (a version the form already took in while the save was under way is merged already)
    if (fresh && version && isNewer(version, sent)) merging.receive(fresh, version, 'conflict');
    else setConflict(true);
  }

  /** The picked files, one by one; each success puts its URL and the new version in the form. */
  async function uploadPicks(saved: Saved): Promise<string | null> {
    const uploads = opts.uploads;
    if (!uploads) return null;
    for (const key of uploads.picks.picked()) {
      const file = uploads.picks.get(key).file;
      if (!file) continue;
      uploads.picks.setProgress(key, 0);
      try {
        const done = await uploads.run(saved.id, key, file, (p) => uploads.picks.setProgress(key, p));
        // stored: the field shows the stored URL, a later save sends it with the new version
        const values = { ...form.getValues() } as Record<string, unknown>;
        setPath(values, uploads.field(key), done.value);
        if (done.updated_at) values.updated_at = done.updated_at;
        form.reset(values as Values, { keepDefaultValues: false });
        uploads.picks.setFile(key, null);
        uploads.picks.setProgress(key, null);
      } catch (err) {
        const uploadError = `${uploads.savedWithoutFile}: ${uploads.label(key)}: ${(err as Error).message}`;
        uploads.picks.setError(key, uploadError);
        notifications.show({ color: 'orange', title: 'Saved without its file', message: uploadError });
        return uploadError;
      }
    }
    return null;
  }

  /** The upload changed the stored record (its media address, its version): show that one. */
  async function showStoredAfterUpload() {
    const fresh = await opts.reload?.();
    if (fresh) form.reset(fresh);
    // the uploaded file is now the record's media address: a link
    media?.reset('link');
  }

  const submitAs = (after: AfterSave) =>
    form.handleSubmit(async (values) => {
      if (running.current) return;
      if (merging.pendingNow().length > 0) {
        setAskMerge((n) => n + 1);
        return;
      }
      running.current = true;
      setBusy(true);
      try {
        await saveThenUpload(values, after);
      } finally {
        running.current = false;
        setBusy(false);
      }
    });
  const submit = submitAs('leave');
  const saveAndStay = submitAs('stay');
  useSaveShortcut(() => void saveAndStay());

  const reloadTheirs = async () => {
    const fresh = await opts.reload?.();
    if (fresh) form.reset(fresh);
    setConflict(false);
  };

  return {
    form,
    media,
    submit,
    submitAs,
    busy,
    conflict,
    reloadTheirs,
    allowLeave,
    /** the merge with a version saved elsewhere, and the "updated" notice (issue 27 §3) */
    merging,
    /** counts saves tried while a merged field is still to choose */
    askMerge,
    /** Save merged: saves the form as it stands, against their version, and stays */
    saveMerged: submitAs('stay'),
  };
}

export type RecordForm<Values extends FieldValues, Output> = ReturnType<typeof useRecordForm<Values, Output>>;

/** Sets `a.b.0`-style paths (react-hook-form's field names) in a copy of the form's values. */
function setPath(values: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at: Record<string, unknown> = values;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    const copy = Array.isArray(next) ? [...next] : { ...(next as Record<string, unknown>) };
    at[part] = copy;
    at = copy as Record<string, unknown>;
  }
  at[parts.at(-1) as string] = value;
}
