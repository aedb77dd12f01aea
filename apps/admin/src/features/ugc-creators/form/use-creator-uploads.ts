import { useFilePicks } from '../../../kit/form/use-file-picks';
import { uploadProfilePicture, uploadVideo } from '../api';
import { FILE_KEYS, fileField, fileLabel, PROFILE, SAVED_WITHOUT_FILE } from './form-values';

/**
 * The form's picked files and how each uploads after the record is saved (SPEC 4 "Saving in
 * file mode": the profile picture, then the chosen video slots, each with its progress).
 */
export function useCreatorUploads() {
  const picks = useFilePicks(FILE_KEYS);
  return {
    picks,
    run: (id: number, key: string, file: File, onProgress: (percent: number) => void) =>
      key === PROFILE
        ? uploadProfilePicture(id, file, onProgress)
        : uploadVideo(id, Number(key), file, onProgress),
    field: fileField,
    label: fileLabel,
    savedWithoutFile: SAVED_WITHOUT_FILE,
  };
}
