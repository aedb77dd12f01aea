import { uploadWithProgress } from '../../../components/upload-with-progress';

/** POST /advertisements/upload (id, folder 'media', file) after the ad itself is saved. */
export const uploadAdvertisementMedia = (id: number, file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<{ url: string }>({
    path: '/advertisements/upload',
    file,
    fields: { id: String(id), folder: 'media' },
    onProgress,
  });
