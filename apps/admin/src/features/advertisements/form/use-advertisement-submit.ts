import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyServerErrors, isConflict } from '../../../components/form-errors';
import { uploadAdvertisementMedia } from '../api/upload-advertisement-media';
import { type SavedAdvertisement, useSaveAdvertisement } from '../api/use-save-advertisement';
import { AD_FORM_FIELDS, type AdFormOutput, type AdFormValues } from './form-values';
import type { MediaChoice } from './use-media-choice';

export type SubmitOutcome =
  | { ok: true; saved: SavedAdvertisement }
  /** the record was saved but its file was not uploaded */
  | { ok: false; saved: SavedAdvertisement; uploadError: string };

interface Options {
  form: UseFormReturn<AdFormValues, unknown, AdFormOutput>;
  media: MediaChoice;
  /** the ad being edited; none on the new page */
  id?: number;
  /** what happens next; only called once something was saved */
  onDone: (outcome: SubmitOutcome) => void;
}

/**
 * SPEC 4 "Saving in file mode": save the record first, then upload the picked file with the
 * returned id, and move on only when both succeeded. A failed save keeps everything typed
 * and puts the server's messages beside their fields; a 409 raises `conflict`.
 */
export function useAdvertisementSubmit({ form, media, id, onDone }: Options) {
  const save = useSaveAdvertisement();
  const [conflict, setConflict] = useState(false);
  // Not formState.isSubmitting: the reset after the record is saved clears it while the
  // file is still uploading.
  const [busy, setBusy] = useState(false);

  // Ctrl+S pressed again while saving must not create the ad twice.
  const running = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await saveThenUpload(values);
    } finally {
      running.current = false;
      setBusy(false);
    }
  });

  async function saveThenUpload(values: AdFormOutput) {
    setConflict(false);
    if (media.type === 'file' && !media.file) {
      media.setFileError('Choose a file to upload, or pick another Media Type.');
      return;
    }
    let saved: SavedAdvertisement;
    try {
      saved = await save.mutateAsync({ id, body: values });
    } catch (err) {
      if (isConflict(err)) setConflict(true);
      else if (!applyServerErrors(err, form.setError, AD_FORM_FIELDS))
        notifications.show({ color: 'red', title: 'Not saved', message: (err as Error).message });
      return;
    }
    // The record is saved: what the form shows is now the stored state, at its new version.
    form.reset({ ...form.getValues(), updated_at: saved.updated_at }, { keepDefaultValues: false });

    if (media.type === 'file' && media.file) {
      media.setProgress(0);
      try {
        await uploadAdvertisementMedia(saved.id, media.file, media.setProgress);
      } catch (err) {
        const uploadError = `The advertisement was saved, but the file was not uploaded: ${(err as Error).message}`;
        media.setProgress(null);
        media.setFileError(uploadError);
        notifications.show({ color: 'orange', title: 'Saved without its file', message: uploadError });
        return onDone({ ok: false, saved, uploadError });
      }
      media.setProgress(null);
    }
    onDone({ ok: true, saved });
  }

  return { submit, busy, conflict, clearConflict: () => setConflict(false) };
}
